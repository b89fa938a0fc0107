import { Tabs } from '@/components/Tabs';
import * as homeEn from '@/content/home';
import { useCopy } from '@/lib/i18n';

export function CoreStrengths() {
  const { coreStrengths } = useCopy('home', homeEn);
  const items = coreStrengths.tabs.map((tab, i) => ({
    id: tab.id,
    label: tab.tab,
    panel: (
      <div className={`grid gap-8 ${i === 0 ? 'lg:grid-cols-2' : ''} items-center`}>
        <div>
          <h3 className="text-2xl font-bold text-brand-900 dark:text-white">{tab.title}</h3>
          <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{tab.text}</p>
          {i === 0 ? (
            <img
              src={coreStrengths.slogan.src}
              alt={coreStrengths.slogan.alt}
              width={coreStrengths.slogan.width}
              height={coreStrengths.slogan.height}
              loading="lazy"
              className="mt-6 h-auto w-64"
            />
          ) : null}
        </div>
        {i === 0 ? (
          <img
            src={coreStrengths.photo.src}
            alt={coreStrengths.photo.alt}
            width={coreStrengths.photo.width}
            height={coreStrengths.photo.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-lg"
          />
        ) : null}
      </div>
    ),
  }));
  return (
    <section aria-labelledby="strengths-heading" className="bg-white py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="strengths-heading" className="mb-8 text-3xl font-bold tracking-tight text-brand-900 dark:text-white">
          {coreStrengths.heading}
        </h2>
        <Tabs items={items} label={coreStrengths.heading} />
      </div>
    </section>
  );
}

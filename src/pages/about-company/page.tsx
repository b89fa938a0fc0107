import { PageHeader } from '@/components/PageHeader';
import * as companyEn from '@/content/company';
import { useCopy } from '@/lib/i18n';

export function Component() {
  const { companyIntro, journey, strengths, visionMissionGoals, companyPage: t } = useCopy('company', companyEn);
  return (
    <>
      <PageHeader id="company" />
      <section aria-labelledby="who-we-are" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="who-we-are" className="text-2xl font-bold text-brand-900 dark:text-white">
          {t.whoWeAre}
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {companyIntro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="strengths" className="bg-slate-50 py-14 dark:bg-slate-900/50">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="strengths" className="text-2xl font-bold text-brand-900 dark:text-white">
            {t.strengthsHeading}
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {strengths.map((s, i) => (
              <li key={s.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <span className="text-sm font-bold text-accent-600 dark:text-accent-300" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 font-semibold text-brand-900 dark:text-white">{s.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="journey" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="journey" className="text-2xl font-bold text-brand-900 dark:text-white">
          {journey.heading}
        </h2>
        <img
          src={journey.image.src}
          alt={journey.image.alt}
          width={journey.image.width}
          height={journey.image.height}
          loading="lazy"
          decoding="async"
          className="mt-6 hidden h-auto w-full rounded-3xl shadow-lg sm:block"
        />
        {/* On phones the drawn timeline's labels would be about 6 px tall: the list below says the same in readable text. */}
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {journey.milestones.map((m) => (
            <li key={m.year} className="flex gap-4">
              <span className="shrink-0 text-xl font-bold text-accent-600 dark:text-accent-300">{m.year}</span>
              <span className="text-slate-700 dark:text-slate-300">{m.text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="vmg" className="bg-brand-900 py-14 text-white dark:bg-brand-950">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <h2 id="vmg" className="text-2xl font-bold">
            {t.vmgHeading}
          </h2>
          <ol className="relative mt-8 space-y-10 border-l-2 border-saffron-400/60 pl-8">
            {visionMissionGoals.map((item) => (
              <li key={item.id} className="relative">
                <span
                  className="absolute -left-[41px] top-1 h-4 w-4 rounded-full border-4 border-brand-900 bg-saffron-400 dark:border-brand-950"
                  aria-hidden="true"
                />
                <h3 className="text-xl font-semibold text-saffron-400">{item.title}</h3>
                <p className="mt-2 text-slate-100">{item.text}</p>
                {item.points ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-200">
                    {item.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

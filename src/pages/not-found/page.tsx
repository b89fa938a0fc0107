import { SiteLink } from '@/components/SiteLink';
import { Illustration } from '@/components/Illustration';
import { channels } from '@/config/channels';
import { pathOf, routeById, type RouteId } from '@/config/paths';
import { notFoundText as T } from '@/content/not-found';
import { CallbackButton } from '@/features/callback/callback-context';
import { GlossarySearch } from './GlossarySearch';

/** Where most visitors were going. */
const POPULAR: readonly RouteId[] = ['products', 'claims', 'services', 'contact', 'company', 'forms'];

export function Component() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="grid items-center gap-8 md:grid-cols-[1fr_18rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-600 dark:text-accent-300">{T.label}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white">{T.heading}</h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{T.text}</p>
          <p className="mt-6">
            <SiteLink
              to="/"
              className="inline-flex items-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
            >
              {T.home}
            </SiteLink>
          </p>
        </div>
        <Illustration name="notFound" eager className="mx-auto hidden w-full max-w-xs md:block" />
      </div>
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <nav aria-labelledby="popular-pages">
          <h2 id="popular-pages" className="text-lg font-semibold text-brand-900 dark:text-white">
            {T.popularHeading}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {POPULAR.map((id) => (
              <li key={id}>
                <SiteLink
                  to={pathOf(id)}
                  className="block rounded-lg border border-slate-200 px-3 py-2.5 font-medium text-brand-800 hover:bg-brand-50 dark:border-slate-800 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {routeById(id).title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <GlossarySearch />
      </div>
      <div className="mt-10 rounded-2xl bg-brand-900 p-6 text-white dark:bg-brand-950 dark:ring-1 dark:ring-slate-800">
        <h2 className="text-lg font-semibold">{T.talkHeading}</h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <a
            href={`tel:${channels.phone.tel}`}
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {T.call(channels.phone.display)}
          </a>
          <CallbackButton className="inline-flex items-center justify-center rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700">
            {T.callBack}
          </CallbackButton>
        </div>
      </div>
    </section>
  );
}

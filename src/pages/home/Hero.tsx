import { SiteLink } from '@/components/SiteLink';
import { routeCopy } from '@/config/paths';
import * as homeEn from '@/content/home';
import { useCopy } from '@/lib/i18n';
import { HeroCallbackBox } from '@/features/callback/HeroCallbackBox';

/**
 * The home hero: the broker's promise and, on the first screen of a phone, the
 * call-back box (right after the heading, its button above the cookie banner and the action bar;
 * beside the text on wide screens). The box is the call-back form, so the hero offers no second
 * button to open it. The eyebrow waits for wider screens.
 */
export function Hero() {
  const { hero } = useCopy('home', homeEn);
  // The page's h1 is the route's heading (src/config/paths.ts), in the page's language.
  const heading = useCopy('routes', routeCopy).home.heading;
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white dark:bg-brand-950">
      {/* The brand's sun, drawn in CSS: decoration only. */}
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 -z-10 h-64 w-64 rounded-full bg-accent-600/80 blur-[1px] sm:h-80 sm:w-80 lg:right-[8%] lg:top-10 lg:h-96 lg:w-96"
      />
      <div aria-hidden="true" className="absolute -bottom-40 -left-32 -z-10 h-96 w-96 rounded-full border-[28px] border-saffron-400/20" />
      <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-3 px-4 pb-8 pt-3 sm:gap-y-6 sm:px-6 sm:py-10 md:py-16 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:px-8">
        <div>
          <p className="hidden text-sm font-semibold uppercase tracking-widest text-saffron-400 sm:block">{hero.eyebrow}</p>
          <h1 className="text-[1.375rem] font-bold leading-tight tracking-tight sm:mt-3 sm:text-5xl">{heading}</h1>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <HeroCallbackBox />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <p className="max-w-xl text-lg text-slate-200">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink
              to={hero.primaryCta.href}
              className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow-lg hover:bg-brand-50"
            >
              {hero.primaryCta.label}
            </SiteLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
            {hero.trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span className="h-1.5 w-1.5 rounded-full bg-saffron-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

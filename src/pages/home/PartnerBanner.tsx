import { SiteLink } from '@/components/SiteLink';
import { Illustration } from '@/components/Illustration';
import * as homeEn from '@/content/home';
import { useCopy } from '@/lib/i18n';

/**
 * The full-viewport partner banner (part 1 §2.2): the words and the badge beside a drawn
 * picture of two hands meeting.
 */
export function PartnerBanner() {
  const { partnerBanner } = useCopy('home', homeEn);
  return (
    <section
      aria-labelledby="partner-heading"
      className="relative flex min-h-[100svh] items-center overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white"
    >
      <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-accent-600/70 blur-0" aria-hidden="true" />
      <div className="absolute -bottom-32 -left-32 h-96 w-96 rounded-full bg-brand-600/40" aria-hidden="true" />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="text-sm font-bold tracking-[0.3em] text-saffron-400">{partnerBanner.label}</p>
          <h2 id="partner-heading" className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl">
            {partnerBanner.headline}
          </h2>
          <p className="mt-5 text-xl text-slate-200">{partnerBanner.tagline}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-6 lg:justify-start">
            <SiteLink to={partnerBanner.cta.href} className="rounded-lg bg-saffron-400 px-6 py-3 font-semibold text-brand-950 hover:bg-saffron-500">
              {partnerBanner.cta.label}
            </SiteLink>
            <img
              src={partnerBanner.isoBadge.src}
              alt={partnerBanner.isoBadge.alt}
              width={partnerBanner.isoBadge.width}
              height={partnerBanner.isoBadge.height}
              loading="lazy"
              className="h-24 w-24 sm:h-28 sm:w-28"
            />
          </div>
        </div>
        <Illustration name="partner" className="mx-auto w-full max-w-sm rounded-3xl shadow-2xl lg:max-w-lg" />
      </div>
    </section>
  );
}

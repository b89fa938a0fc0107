import { BackToTop } from '@/components/BackToTop';
import { ImageWithFallback } from '@/components/ImageWithFallback';
import { PageHeader } from '@/components/PageHeader';
import { PARTNER_LOGO_COUNT, SCROLL_REVEAL_MS } from '@/config/timings';
import { PARTNER_LOGOS, partnersText, type PartnerLogo as Partner } from '@/content/partners';
import { useCopy } from '@/lib/i18n';
import { useReveal } from '@/lib/use-reveal';

/** Logos drawn 320 × 120 (the SVGs' own view box). */
const LOGO_WIDTH = 320;
const LOGO_HEIGHT = 120;
/** The first row of the grid is above the fold on wide screens; the rest load lazily. */
const EAGER_LOGOS = 4;

/** One insurer's logo; it fades in once, over 800 ms, when scrolled into view (part 2 §9). */
function PartnerTile({ partner, index }: { partner: Partner; index: number }) {
  const ref = useReveal<HTMLLIElement>({ durationMs: SCROLL_REVEAL_MS });
  return (
    <li
      ref={ref}
      data-testid="partner-logo"
      data-category={partner.category}
      className="flex items-center justify-center rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md sm:p-6 dark:border-slate-700"
    >
      <ImageWithFallback
        src={partner.logo}
        alt={partner.name}
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        loading={index < EAGER_LOGOS ? 'eager' : 'lazy'}
        className="h-auto w-full max-w-[320px]"
        fallback={
          <span className="flex aspect-[8/3] w-full max-w-[320px] items-center justify-center rounded-xl bg-brand-50 text-center text-lg font-semibold text-brand-900">
            {partner.name}
          </span>
        }
      />
    </li>
  );
}

export function Component() {
  const t = useCopy('partners', partnersText);
  const logos = PARTNER_LOGOS.slice(0, PARTNER_LOGO_COUNT);
  return (
    <>
      <PageHeader id="partners" />
      <section aria-labelledby="partners-insurance" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div
          role="note"
          aria-labelledby="partners-placeholder"
          className="mb-8 rounded-2xl border border-saffron-400/70 bg-saffron-400/10 p-5 text-slate-800 dark:text-slate-100"
        >
          <h2 id="partners-placeholder" className="font-semibold text-brand-900 dark:text-white">
            {t.placeholderHeading}
          </h2>
          <p className="mt-1 text-sm">{t.placeholderNote}</p>
        </div>
        <h2 id="partners-insurance" className="mb-8 text-2xl font-semibold text-brand-900 dark:text-white">
          {t.insuranceHeading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {logos.map((partner, index) => (
            <PartnerTile key={partner.logo} partner={partner} index={index} />
          ))}
        </ul>
      </section>
      <BackToTop />
    </>
  );
}

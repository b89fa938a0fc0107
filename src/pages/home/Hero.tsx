import { Link } from 'react-router-dom';
import { hero } from '@/content/home';
import { responsiveSrcSet } from '@/config/images';

/** Full width (less the page padding) until the two-column layout at lg, then half of max-w-7xl. */
const HERO_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white dark:bg-brand-950">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-400">{hero.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">{hero.heading}</h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hero.primaryCta.href} className="inline-flex items-center justify-center rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white shadow-lg hover:bg-accent-700">
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.href} className="inline-flex items-center justify-center rounded-lg border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10">
              {hero.secondaryCta.label}
            </Link>
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
        {/* The LCP element: AVIF/WebP widths made at build, preloaded by the pre-render (fetchpriority high). */}
        <picture>
          <source type="image/avif" srcSet={responsiveSrcSet(hero.image.src, 'avif')} sizes={HERO_IMAGE_SIZES} />
          <source type="image/webp" srcSet={responsiveSrcSet(hero.image.src, 'webp')} sizes={HERO_IMAGE_SIZES} />
          <img
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
          />
        </picture>
      </div>
    </section>
  );
}

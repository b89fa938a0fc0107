import { Link } from 'react-router-dom';
import { partnerBanner } from '@/content/home';

export function PartnerBanner() {
  return (
    <section aria-labelledby="partner-heading" className="relative flex min-h-[100svh] items-center overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
      <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-accent-600/70 blur-0" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 text-center sm:px-6">
        <p className="text-sm font-bold tracking-[0.3em] text-saffron-400">{partnerBanner.label}</p>
        <h2 id="partner-heading" className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl">
          {partnerBanner.headline}
        </h2>
        <p className="mt-5 text-xl text-slate-200">{partnerBanner.tagline}</p>
        <Link to={partnerBanner.cta.href} className="mt-8 rounded-lg bg-saffron-400 px-6 py-3 font-semibold text-brand-950 hover:bg-saffron-500">
          {partnerBanner.cta.label}
        </Link>
        <img src={partnerBanner.isoBadge.src} alt={partnerBanner.isoBadge.alt} width={partnerBanner.isoBadge.width} height={partnerBanner.isoBadge.height} loading="lazy" className="mt-10 h-32 w-32" />
      </div>
    </section>
  );
}

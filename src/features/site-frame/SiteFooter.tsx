import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/Logo';
import { SiteLink } from '@/components/SiteLink';
import { footerLinks } from '@/config/navigation';
import { pathOf } from '@/config/paths';
import { site } from '@/config/site';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

import { useDeferredModule } from '@/lib/use-deferred-module';
import { UNTIL_DRAWN, useDrawnAfterLoad } from '@/lib/use-drawn-after-load';
import { FooterRightsLinks } from './FooterRightsLinks';
import { DialogFormButton } from '@/features/submission/safe-form';
import { RegulatoryDisclosures } from './RegulatoryDisclosures';

const helpClass =
  'flex min-h-11 items-center justify-center rounded-lg border border-slate-600 px-3 py-2 text-center text-sm font-semibold text-white hover:border-white hover:bg-white/5';

// The form is code that most visitors never need: loaded when the button is first used.
const loadPosp = () => import('@/features/posp/PospModal');

export function SiteFooter() {
  const t = useCopy('siteFrame', siteFrameText);
  const newTabHint = <span className="sr-only">{t.newTab}</span>;
  const [pospOpen, setPospOpen] = useState(false);
  const [posp, loadPospModal] = useDeferredModule(loadPosp);
  const drawn = useDrawnAfterLoad();
  return (
    <footer className={`${drawn ? '' : UNTIL_DRAWN} bg-brand-950 text-slate-300`}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-3">
          <div>
            <Link to="/" className="inline-flex items-center gap-3 rounded-md text-white">
              <LogoMark className="h-10 w-10" />
              <span className="font-semibold leading-tight">{site.name}</span>
            </Link>
            <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
              {t.footerFacts.headOfficeAddress}
              <br />
              <a href={`mailto:${site.email.general}`} className="hover:text-white hover:underline">
                {site.email.general}
              </a>
              <br />
              <a href={`tel:${site.phone.tel}`} className="hover:text-white hover:underline">
                {site.phone.display}
              </a>
            </address>
            <ul className="mt-4 flex gap-3" aria-label={t.socialMedia}>
              {site.social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-200 hover:border-white hover:text-white"
                  >
                    {s.label}
                    {newTabHint}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-2">
            {/* Claims and grievances first: what a visitor in trouble looks for (ours, beside the spec's ten links). */}
            <nav aria-label={t.helpLinks} className="mb-6">
              <ul className="grid grid-cols-2 gap-3">
                <li>
                  <SiteLink to={pathOf('claims')} className={helpClass}>
                    {t.nav.claims}
                  </SiteLink>
                </li>
                <li>
                  <SiteLink to={pathOf('grievance')} className={helpClass}>
                    {t.grievanceLink}
                  </SiteLink>
                </li>
              </ul>
            </nav>
            <nav aria-label={t.footerNav}>
              <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2 md:grid-cols-3">
                {footerLinks.map((link) => (
                  <li key={link.to}>
                    <SiteLink
                      to={link.to}
                      className="inline-block py-1 text-slate-300 hover:text-white hover:underline"
                      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {t.nav[link.key]}
                      {link.newTab ? newTabHint : null}
                    </SiteLink>
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-slate-700 p-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-200">{t.pospPitch}</p>
                <DialogFormButton
                  onOpen={() => {
                    void loadPospModal().then(() => setPospOpen(true));
                  }}
                  onPointerEnter={() => void loadPospModal()}
                  className="shrink-0 rounded-lg bg-saffron-400 px-5 py-2.5 text-sm font-semibold text-brand-950 hover:bg-saffron-500"
                >
                  {t.pospButton}
                </DialogFormButton>
              </div>
            </nav>
          </div>
        </div>
        <FooterRightsLinks />
        <RegulatoryDisclosures />
        <div className="mt-10 space-y-1 border-t border-slate-800 pt-6 text-xs text-slate-400">
          <p>{t.footerFacts.certification}</p>
          <p>{t.footerFacts.workingHours}</p>
          <p className="pt-2">
            © {site.established}–{site.copyrightYear} {site.name}. {t.solicitation}
          </p>
        </div>
      </div>
      {posp ? <posp.PospModal open={pospOpen} onClose={() => setPospOpen(false)} /> : null}
    </footer>
  );
}

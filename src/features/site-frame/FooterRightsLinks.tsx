import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { footerRightsLinks } from '@/content/disclosures';
import { openCookieSettings } from '@/features/cookie-consent/consent';
import { useCopy } from '@/lib/i18n';

const itemClass = 'inline-block py-1 text-slate-300 underline-offset-2 hover:text-white hover:underline';

/** Accessibility statement, the Your Data page and "Cookie settings", which shows the cookie banner again. */
export function FooterRightsLinks() {
  const t = useCopy('footerRights', footerRightsLinks);
  return (
    <nav aria-label={t.label} className="mt-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <SiteLink to={pathOf('accessibility')} className={itemClass}>
            {t.accessibility}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={pathOf('yourData')} className={itemClass}>
            {t.yourData}
          </SiteLink>
        </li>
        <li>
          <button type="button" onClick={() => openCookieSettings(window)} className={itemClass}>
            {t.cookieSettings}
          </button>
        </li>
      </ul>
    </nav>
  );
}

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { localeInfo, publishes } from '@/config/locales';
import { siteFrameText } from '@/content/site-frame';
import { useCopy, useLocale } from '@/lib/i18n';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>;

export interface SiteLinkProps extends AnchorProps {
  /** A path of the site, written as the route list writes it (no locale prefix): '/contact', '/?section=2'. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a page of the site from a page in any language. When the page's language
 * publishes the target, it is the router's <Link> (the locale's basename adds /hi or /ja). When it
 * does not (Japanese publishes only some routes), it is a plain link to the English page, marked
 * hreflang="en-IN" and followed by a short "(English)" in the page's language, never a link to a
 * /ja/… address that does not exist.
 */
export function SiteLink({ to, className, children, ...anchor }: SiteLinkProps) {
  const locale = useLocale();
  if (publishes(locale, to)) {
    return (
      <Link to={to} className={className} {...anchor}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} hrefLang={localeInfo.en.tag} className={className} {...anchor}>
      {children}
      <InEnglish />
    </a>
  );
}

/** The header's links: the router's <NavLink> (active state) or, as above, a plain link to the English page (never active). */
export function SiteNavLink({
  to,
  className,
  end,
  children,
  ...anchor
}: Omit<SiteLinkProps, 'className'> & { className: (state: { isActive: boolean }) => string; end?: boolean }) {
  const locale = useLocale();
  if (publishes(locale, to)) {
    return (
      <NavLink to={to} end={end} className={className} {...anchor}>
        {children}
      </NavLink>
    );
  }
  return (
    <a href={to} hrefLang={localeInfo.en.tag} className={className({ isActive: false })} {...anchor}>
      {children}
      <InEnglish />
    </a>
  );
}

function InEnglish() {
  const t = useCopy('siteFrame', siteFrameText);
  return (
    <span data-in-english="" className="whitespace-nowrap text-[0.85em] font-normal opacity-80">
      {t.inEnglish}
    </span>
  );
}

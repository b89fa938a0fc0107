import { pathOf } from './paths';

export interface NavLink {
  label: string;
  to: string;
  /** Opens in a new tab (footer's partners link, part 1 §2.1). */
  newTab?: boolean;
}

/** The About dropdown's seven pages (part 1 §2.1). */
export const aboutLinks: readonly NavLink[] = [
  { label: 'Company Overview', to: pathOf('company') },
  { label: 'Board of Directors', to: pathOf('board') },
  { label: 'Key Management Team', to: pathOf('keyTeam') },
  { label: 'Composite License', to: pathOf('compositeLicense') },
  { label: 'Clients', to: pathOf('clients') },
  { label: 'Partners', to: pathOf('partners') },
  { label: 'CSR', to: pathOf('csr') },
];

/**
 * The Knowledge Bank menu (ours, issue 12): the four /knowledge/ pages, which the spec
 * reaches only from the footer, in the main navigation.
 */
export const knowledgeLinks: readonly NavLink[] = [
  { label: 'Life Insurance Glossary', to: pathOf('lifeGlossary') },
  { label: 'General Insurance Glossary', to: pathOf('generalGlossary') },
  { label: 'Useful Links', to: pathOf('usefulLinks') },
  { label: 'Insurer Forms', to: pathOf('forms') },
];

export interface NavGroup {
  label: 'About' | 'Knowledge Bank';
  /** The section the group highlights. */
  section: NavSection;
  /** The accessible name of the group's list. */
  listLabel: string;
  children: readonly NavLink[];
}

export type TopNavItem = NavLink | NavGroup;

/** The spec's five items (part 1 §2.1), with Knowledge Bank and Claims added (issue 12). */
export const topNav: readonly TopNavItem[] = [
  { label: 'Home', to: pathOf('home') },
  { label: 'About', section: 'about', listLabel: 'About pages', children: aboutLinks },
  { label: 'Products', to: pathOf('products') },
  { label: 'Services', to: pathOf('services') },
  { label: 'Knowledge Bank', section: 'knowledge', listLabel: 'Knowledge Bank pages', children: knowledgeLinks },
  { label: 'Claims', to: pathOf('claims') },
  { label: 'Contact', to: pathOf('contact') },
];

/** The footer's ten links (part 1 §2.1). */
export const footerLinks: readonly NavLink[] = [
  { label: 'Partners', to: pathOf('partners'), newTab: true },
  { label: 'Grievance', to: pathOf('grievance') },
  { label: 'Privacy Policy', to: pathOf('privacy') },
  { label: 'Disclaimer', to: pathOf('disclaimer') },
  { label: 'Careers', to: pathOf('careers') },
  { label: 'Life Insurance Glossary', to: pathOf('lifeGlossary') },
  { label: 'General Insurance Glossary', to: pathOf('generalGlossary') },
  { label: 'Useful Links', to: pathOf('usefulLinks') },
  { label: 'Insurer Forms', to: pathOf('forms') },
  { label: 'Compliance', to: pathOf('compliance') },
];

/** A /knowledge/ path prefix is recognised for highlighting (part 1 §2.1). */
export const KNOWLEDGE_PREFIX = '/knowledge/';

/** Whether a nav target is the current page (exact match; About matches its children). */
export function isActive(to: string, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === to;
}

export type NavSection = 'home' | 'about' | 'products' | 'services' | 'contact' | 'knowledge';

/** Which top-level section a path belongs to, for highlighting (the /knowledge/ prefix included). */
export function activeSection(pathname: string): NavSection | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/') return 'home';
  if (clean.startsWith(KNOWLEDGE_PREFIX) || clean === KNOWLEDGE_PREFIX.slice(0, -1)) return 'knowledge';
  if (aboutLinks.some((l) => l.to === clean)) return 'about';
  if (clean === '/products') return 'products';
  if (clean === '/services') return 'services';
  if (clean === '/contact') return 'contact';
  return null;
}

import { pathOf, type RouteId } from './paths';

/** A nav label's key in the frame copy (src/content/site-frame.ts `nav`): a route id or a group. */
export type NavKey = RouteId | 'about' | 'knowledge';

export interface NavLink {
  /** The copy key of the label (the label itself is the English). */
  key: RouteId;
  label: string;
  to: string;
  /** Opens in a new tab (footer's partners link, part 1 §2.1). */
  newTab?: boolean;
}

/** The About dropdown's seven pages (part 1 §2.1). */
export const aboutLinks: readonly NavLink[] = [
  { key: 'company', label: 'Company Overview', to: pathOf('company') },
  { key: 'board', label: 'Board of Directors', to: pathOf('board') },
  { key: 'keyTeam', label: 'Key Management Team', to: pathOf('keyTeam') },
  { key: 'compositeLicense', label: 'Composite License', to: pathOf('compositeLicense') },
  { key: 'clients', label: 'Clients', to: pathOf('clients') },
  { key: 'partners', label: 'Partners', to: pathOf('partners') },
  { key: 'csr', label: 'CSR', to: pathOf('csr') },
];

/**
 * The Knowledge Bank menu (ours, beyond the spec): the four /knowledge/ pages, which the spec
 * reaches only from the footer, in the main navigation.
 */
export const knowledgeLinks: readonly NavLink[] = [
  { key: 'lifeGlossary', label: 'Life Insurance Glossary', to: pathOf('lifeGlossary') },
  { key: 'generalGlossary', label: 'General Insurance Glossary', to: pathOf('generalGlossary') },
  { key: 'usefulLinks', label: 'Useful Links', to: pathOf('usefulLinks') },
  { key: 'forms', label: 'Insurer Forms', to: pathOf('forms') },
];

export interface NavGroup {
  /** The copy key of the label and of the list's name (`${key}Pages`). */
  key: 'about' | 'knowledge';
  label: 'About' | 'Knowledge Bank';
  /** The section the group highlights. */
  section: NavSection;
  /** The accessible name of the group's list. */
  listLabel: string;
  children: readonly NavLink[];
}

export type TopNavItem = NavLink | NavGroup;

/** The spec's five items (part 1 §2.1), with Knowledge Bank and Claims added. */
export const topNav: readonly TopNavItem[] = [
  { key: 'home', label: 'Home', to: pathOf('home') },
  { key: 'about', label: 'About', section: 'about', listLabel: 'About pages', children: aboutLinks },
  { key: 'products', label: 'Products', to: pathOf('products') },
  { key: 'services', label: 'Services', to: pathOf('services') },
  { key: 'knowledge', label: 'Knowledge Bank', section: 'knowledge', listLabel: 'Knowledge Bank pages', children: knowledgeLinks },
  { key: 'claims', label: 'Claims', to: pathOf('claims') },
  { key: 'contact', label: 'Contact', to: pathOf('contact') },
];

/** The footer's ten links (part 1 §2.1). */
export const footerLinks: readonly NavLink[] = [
  { key: 'partners', label: 'Partners', to: pathOf('partners'), newTab: true },
  { key: 'grievance', label: 'Grievance', to: pathOf('grievance') },
  { key: 'privacy', label: 'Privacy Policy', to: pathOf('privacy') },
  { key: 'disclaimer', label: 'Disclaimer', to: pathOf('disclaimer') },
  { key: 'careers', label: 'Careers', to: pathOf('careers') },
  { key: 'lifeGlossary', label: 'Life Insurance Glossary', to: pathOf('lifeGlossary') },
  { key: 'generalGlossary', label: 'General Insurance Glossary', to: pathOf('generalGlossary') },
  { key: 'usefulLinks', label: 'Useful Links', to: pathOf('usefulLinks') },
  { key: 'forms', label: 'Insurer Forms', to: pathOf('forms') },
  { key: 'compliance', label: 'Compliance', to: pathOf('compliance') },
];

/** A /knowledge/ path prefix is recognised for highlighting (part 1 §2.1). */
const KNOWLEDGE_PREFIX = '/knowledge/';

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

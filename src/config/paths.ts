/**
 * Every registered route, once (part 2 route table). The router, the
 * pre-render step, the sitemap and the acceptance tests all read this list.
 */
export interface Crumb {
  label: string;
  /** Only registered routes are linked; a crumb without `to` is plain text. */
  to?: string;
}

/** A route's words: its h1, <title> and breadcrumb; other languages translate these (the meta descriptions are src/content/route-descriptions.ts). */
export interface RouteCopy {
  heading: string;
  title: string;
  breadcrumb: readonly Crumb[];
  /** The sentence under the heading, where the page has one of its own words. */
  lead?: string;
}

export interface RouteMeta {
  id: RouteId;
  /** The page's folder under src/pages/ (its page.tsx is loaded lazily for this route). */
  folder: string;
  path: string;
  /** The page's main heading (h1), exactly as the spec writes it where it does. */
  heading: string;
  /** <title> text (the site name is appended). */
  title: string;
  /** Trail after Home; Home itself has no breadcrumb. */
  breadcrumb: readonly Crumb[];
  /** The sentence under the page heading (ours), where the page shows one. */
  lead?: string;
}

const ABOUT: Crumb = { label: 'About' };
const KNOWLEDGE: Crumb = { label: 'Knowledge Bank' };

/** The route list; a route's id, folder and path are written here once and nowhere else. */
const ROUTES = [
  {
    id: 'home',
    folder: 'home',
    path: '/',
    heading: 'Insurance advice that stands by you, from policy to claim',
    title: 'Composite Insurance Broker in India',
    breadcrumb: [],
  },
  {
    id: 'services',
    folder: 'services',
    path: '/services',
    heading: 'Our Services',
    title: 'Our Services',
    lead: 'From the first risk survey to the last claim payment, one team stands beside you.',
    breadcrumb: [{ label: 'Services' }],
  },
  {
    id: 'contact',
    folder: 'contact',
    path: '/contact',
    heading: 'Contact Us',
    title: 'Contact Us',
    lead: 'Visit one of our eight offices, write to us, or call. We reply within one working day.',
    breadcrumb: [{ label: 'Contact' }],
  },
  {
    id: 'company',
    folder: 'about-company',
    path: '/about/company',
    heading: 'Company Overview',
    title: 'Company Overview',
    lead: 'An Indo-Japanese composite insurance broker, standing by clients since 2008.',
    breadcrumb: [ABOUT, { label: 'Company Overview' }],
  },
  {
    id: 'board',
    folder: 'board-of-directors',
    path: '/about/board-of-directors',
    heading: 'Board of Directors',
    title: 'Board of Directors',
    lead: 'Experienced leaders from Indian and Japanese insurance who guide our governance and strategy.',
    breadcrumb: [ABOUT, { label: 'Board of Directors' }],
  },
  {
    id: 'keyTeam',
    folder: 'key-management-team',
    path: '/about/key-management-team',
    heading: 'Key Management Team',
    title: 'Key Management Team',
    lead: 'The people who run our broking, claims and client service every day.',
    breadcrumb: [ABOUT, { label: 'Key Management Team' }],
  },
  {
    id: 'compositeLicense',
    folder: 'composite-license',
    path: '/about/composite-license',
    heading: 'Composite License',
    title: 'Composite License',
    breadcrumb: [ABOUT, { label: 'Composite License' }],
  },
  {
    id: 'lifeGlossary',
    folder: 'life-glossary',
    path: '/knowledge/glossary/life-insurance',
    heading: 'Life Insurance Glossary',
    title: 'Life Insurance Glossary',
    lead: 'Plain-English meanings of the words you meet in life insurance proposals, policies and claims in India.',
    breadcrumb: [KNOWLEDGE, { label: 'Glossary' }, { label: 'Life Insurance' }],
  },
  {
    id: 'generalGlossary',
    folder: 'general-glossary',
    path: '/knowledge/glossary/general-insurance',
    heading: 'General Insurance Glossary',
    title: 'General Insurance Glossary',
    lead: 'General, marine, motor and reinsurance terms explained, with the Indian rules behind them.',
    breadcrumb: [KNOWLEDGE, { label: 'Glossary' }, { label: 'General Insurance' }],
  },
  {
    id: 'usefulLinks',
    folder: 'useful-links',
    path: '/knowledge/useful-links',
    heading: 'Useful Links',
    title: 'Useful Links',
    lead: "Official sites every policyholder in India should know: the regulator, grievance redressal and the industry's institutions.",
    breadcrumb: [KNOWLEDGE, { label: 'UseFul Links' }],
  },
  {
    id: 'forms',
    folder: 'forms',
    path: '/knowledge/forms',
    heading: 'Insurer Forms',
    title: 'Insurer Forms',
    lead: "Proposal forms, claim forms and claim intimation pages, on each insurer's own website. Our claims desk can help you fill them in.",
    breadcrumb: [KNOWLEDGE, { label: 'Forms' }],
  },
  {
    id: 'clients',
    folder: 'clients',
    path: '/about/clients',
    heading: 'Our Valued Clients',
    title: 'Our Clients',
    lead: 'Organisations across India that trust us with their insurance programmes.',
    breadcrumb: [ABOUT, { label: 'Clients' }],
  },
  {
    id: 'partners',
    folder: 'partners',
    path: '/about/partners',
    heading: 'Our Insurance Partners',
    title: 'Our Partners',
    lead: "The life, health and general insurers we place business with on our clients' behalf.",
    breadcrumb: [ABOUT, { label: 'Partners' }],
  },
  {
    id: 'csr',
    folder: 'csr',
    path: '/about/csr',
    heading: 'Our Corporate Social Responsibility',
    title: 'Corporate Social Responsibility',
    breadcrumb: [ABOUT, { label: 'CSR' }],
  },
  {
    id: 'careers',
    folder: 'careers',
    path: '/careers',
    heading: 'Join Our Team',
    title: 'Careers',
    breadcrumb: [{ label: 'Careers' }],
  },
  {
    id: 'products',
    folder: 'products',
    path: '/products',
    heading: 'Our Insurance Products',
    title: 'Insurance Products',
    lead: 'Life, non-life and reinsurance cover we arrange with insurers across India.',
    breadcrumb: [{ label: 'Products' }],
  },
  {
    id: 'compliance',
    folder: 'compliance',
    path: '/compliance',
    heading: 'Compliance Documents',
    title: 'Compliance Documents',
    breadcrumb: [{ label: 'Compliance' }],
  },
  {
    id: 'grievance',
    folder: 'grievance',
    path: '/grievance',
    heading: 'Escalation Matrix',
    title: 'Grievance Escalation Matrix',
    breadcrumb: [{ label: 'Grievance' }, { label: 'Escalation Matrix' }],
  },
  {
    id: 'disclaimer',
    folder: 'disclaimer',
    path: '/disclaimer',
    heading: 'Disclaimer',
    title: 'Disclaimer',
    lead: 'General disclaimer and the terms and conditions of use of this website.',
    breadcrumb: [{ label: 'Disclaimer' }],
  },
  {
    id: 'privacy',
    folder: 'privacy',
    path: '/privacy',
    heading: 'Privacy Policy',
    title: 'Privacy Policy',
    breadcrumb: [{ label: 'Privacy Policy' }],
  },
  // Ours: claims assistance, half of a composite broker's promise.
  {
    id: 'claims',
    folder: 'claims',
    path: '/claims',
    heading: 'Claims help',
    title: 'Claims Help',
    breadcrumb: [{ label: 'Claims help' }],
  },
  // Ours: the data principal's rights and the accessibility statement.
  {
    id: 'yourData',
    folder: 'your-data',
    path: '/privacy/your-data',
    heading: 'Your Data and Your Rights',
    title: 'Your Data and Your Rights',
    breadcrumb: [{ label: 'Privacy Policy', to: '/privacy' }, { label: 'Your Data' }],
  },
  {
    id: 'accessibility',
    folder: 'accessibility',
    path: '/accessibility',
    heading: 'Accessibility Statement',
    title: 'Accessibility Statement',
    breadcrumb: [{ label: 'Accessibility' }],
  },
] as const satisfies readonly (Omit<RouteMeta, 'id'> & { id: string })[];

/** The id of a registered route, derived from the list above. */
export type RouteId = (typeof ROUTES)[number]['id'];

/** Every registered route, in the order of the spec's route table. */
export const routes: readonly RouteMeta[] = ROUTES;

/** The registered route a path inside a locale leads to ('/contact', '/careers/'), if any. */
export function routeOfPath(path: string): RouteMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((r) => r.path === clean);
}

export function routeById(id: RouteId): RouteMeta {
  const found = routes.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown route id ${id}`);
  return found;
}

/** The English words of every route, by id (the `routes` namespace of the copy catalog). */
export const routeCopy: Readonly<Record<RouteId, RouteCopy>> = Object.fromEntries(
  routes.map((r) => [r.id, { heading: r.heading, title: r.title, breadcrumb: r.breadcrumb, ...(r.lead ? { lead: r.lead } : {}) }]),
) as Record<RouteId, RouteCopy>;

export function pathOf(id: RouteId): string {
  return routeById(id).path;
}

/** Paths of the original site that leave for the external renewal host, same path kept (part 1 §2.1). */
export const externalRedirectPaths = ['/renewal/BuyOnline', '/fld.html', '/zs.html', '/zk.html', '/cyc.html'] as const;

/** Paths some pages declared that were never registered (part 2): redirected to the registered route. */
export const aliasRedirects: Readonly<Record<string, RouteId>> = {
  '/knowledge-bank/useful-links': 'usefulLinks',
  '/knowledge-bank/Forms': 'forms',
  '/clients': 'clients',
  '/grievance/escalation-matrix': 'grievance',
  '/privacy-policy': 'privacy',
};

import type { RouteId } from '@/config/paths';
import type { Namespace } from './catalog';

/*
 * Which namespaces a page of a locale other than English loads, and when. Its own module,
 * imported on demand by src/lib/i18n.tsx, so that English pages, which load no copy, carry none of it.
 */

/** Namespaces every page of a locale needs (the frame, the forms): loaded before the first render. */
export const CORE_NAMESPACES = [
  'routes',
  'siteFrame',
  'disclosures',
  'footerRights',
  'formText',
  'formKit',
  'fieldProblems',
  'requestForm',
  'consent',
  'callbackEntry',
  'cookieBanner',
  'enquiry',
  'callback',
] as const satisfies readonly Namespace[];

/** Namespaces only some pages need, loaded with the page's code (by route id). */
export const PAGE_NAMESPACES = {
  home: ['home', 'heroCallback'],
  contact: ['contact'],
  claims: ['claims', 'insurerForms'],
  services: ['services'],
  grievance: ['grievance'],
  company: ['company'],
  products: ['products'],
  usefulLinks: ['usefulLinks'],
  forms: ['insurerForms'],
  lifeGlossary: ['lifeGlossary', 'glossaryUi'],
  generalGlossary: ['generalGlossary', 'glossaryUi'],
  disclaimer: ['disclaimer'],
  board: ['board'],
  keyTeam: ['keyTeam'],
  compositeLicense: ['licence'],
  clients: ['clients'],
  partners: ['partners'],
  csr: ['csr'],
  careers: ['careers'],
  compliance: ['compliance'],
  privacy: ['privacy'],
  yourData: ['yourData'],
  accessibility: ['accessibility'],
} as const satisfies Readonly<Partial<Record<RouteId, readonly Namespace[]>>>;

/** The namespaces every page needs (CORE_NAMESPACES). */
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];

/** The namespaces the pages of some routes load with their code (PAGE_NAMESPACES). */
export type PageNamespace<R extends RouteId> = R extends keyof typeof PAGE_NAMESPACES ? (typeof PAGE_NAMESPACES)[R][number] : never;

/** What a locale publishing the routes R must provide: the frame's namespaces, those pages' own and the meta descriptions. */
export type NamespacesFor<R extends RouteId> = CoreNamespace | PageNamespace<R> | 'routeDescriptions';

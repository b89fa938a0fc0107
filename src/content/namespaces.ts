import type { RouteId } from '@/config/paths';
import type { Namespace } from './catalog';

/*
 * Which namespaces a page of a locale other than English loads, and when. The lists travel with the
 * app (./copy-loading.ts imports them): about 0.3 KB brotli on an English page, against a request of
 * their own on every page in another language (1.8 KB with its headers, one more script before the
 * page's first render; docs/performance.md).
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

import type { RouteId } from '@/config/paths';
import type { Namespace } from './catalog';

/*
 * Which namespaces a page of a locale other than English loads, and when. Its own module,
 * imported on demand by src/lib/i18n.tsx, so that English pages, which load no copy, carry none of it.
 */

/** Namespaces every page of a locale needs (the frame, the forms): loaded before the first render. */
export const CORE_NAMESPACES = ['routes', 'siteFrame', 'disclosures', 'footerRights', 'formText', 'formKit', 'requestForm', 'consent', 'callbackEntry', 'cookieBanner', 'enquiry', 'callback'] as const satisfies readonly Namespace[];

/** Namespaces only some pages need, loaded with the page's code (by route id). */
export const PAGE_NAMESPACES: Readonly<Partial<Record<RouteId, readonly Namespace[]>>> = {
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
};

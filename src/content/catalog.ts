import type { RouteCopy, RouteId } from '@/config/paths';
import type * as companyModule from './company';
import type * as consentModule from './consent';
import type * as enquiryModule from './enquiry';
import type * as generalModule from './glossary/general';
import type * as grievanceModule from './grievance';
import type * as insurerFormsModule from './insurer-forms';
import type * as lifeModule from './glossary/life';
import type * as productsModule from './products';
import type * as usefulLinksModule from './useful-links';
import type { disclosures, footerRightsLinks } from './disclosures';
import type { callbackCopy, callbackEntryText } from './callback';
import type * as homeModule from './home';
import type { contactCopy } from './contact';
import type * as claimsModule from './claims';
import type { servicesText } from './services';
import type { COOKIE_TEXT } from './cookie-banner';
import type { FORM_KIT_TEXT, FORM_TEXT } from './forms';
import type { GLOSSARY_TEXT } from './glossary/ui';
import type { disclaimer, privacyCopy } from './legal';
import type { requestFormText } from './request-form';
import type { siteFrameText } from './site-frame';
import type { accessibilityCopy } from './accessibility';
import type * as yourDataModule from './your-data';
import type { complianceText } from './compliance';
import type { careersText } from './careers';
import type { csrText } from './csr';
import type { partnersText } from './partners';
import type { clientsText } from './clients';
import type { licenceText } from './composite-licence';
import type { keyTeamText } from './key-team';
import type { boardText } from './board';

/**
 * The shape of the site's copy in every language (issue 14). English copy stays in
 * its own modules (imported by the components as before, so English pages carry no
 * other language); every other locale provides each namespace below with the same
 * keys, loaded on demand (src/content/<locale>/index.ts). A missing key is a type
 * error there, and tests/content/locale-parity.test.ts compares the values too.
 */

/** Keys whose values are identifiers, not words: the same in every language, their types kept. */
type IdKey = 'id' | 'type' | 'icon' | 'kind' | 'value' | 'group' | 'packageCode' | 'insuranceType' | 'action';

/** Deeply widens an English module's literal types to what a translation must provide. */
export type Copy<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends readonly (infer U)[]
      ? readonly Copy<U>[]
      : T extends object
        ? { readonly [K in keyof T]: K extends IdKey ? T[K] : Copy<T[K]> }
        : T;

export interface Catalog {
  routes: Readonly<Record<RouteId, RouteCopy>>;
  siteFrame: Copy<typeof siteFrameText>;
  disclosures: Copy<typeof disclosures>;
  footerRights: Copy<typeof footerRightsLinks>;
  formText: Copy<typeof FORM_TEXT>;
  formKit: Copy<typeof FORM_KIT_TEXT>;
  grievance: Copy<typeof grievanceModule>;
  company: Copy<typeof companyModule>;
  products: Copy<typeof productsModule>;
  usefulLinks: Copy<typeof usefulLinksModule>;
  insurerForms: Copy<typeof insurerFormsModule>;
  lifeGlossary: Copy<typeof lifeModule>;
  generalGlossary: Copy<typeof generalModule>;
  glossaryUi: Copy<typeof GLOSSARY_TEXT>;
  disclaimer: Copy<typeof disclaimer>;
  requestForm: Copy<typeof requestFormText>;
  consent: Copy<typeof consentModule>;
  callbackEntry: Copy<typeof callbackEntryText>;
  cookieBanner: Copy<typeof COOKIE_TEXT>;
  enquiry: Copy<typeof enquiryModule>;
  callback: Copy<typeof callbackCopy>;
  home: Copy<typeof homeModule>;
  contact: Copy<typeof contactCopy>;
  claims: Copy<typeof claimsModule>;
  services: Copy<typeof servicesText>;
  board: Copy<typeof boardText>;
  keyTeam: Copy<typeof keyTeamText>;
  licence: Copy<typeof licenceText>;
  clients: Copy<typeof clientsText>;
  partners: Copy<typeof partnersText>;
  csr: Copy<typeof csrText>;
  careers: Copy<typeof careersText>;
  compliance: Copy<typeof complianceText>;
  privacy: Copy<typeof privacyCopy>;
  yourData: Copy<typeof yourDataModule>;
  accessibility: Copy<typeof accessibilityCopy>;
}

export type Namespace = keyof Catalog;

/** Loads each namespace of a locale (a dynamic import: a locale's copy is its own chunks). */
export type CopyLoaders<N extends Namespace = Namespace> = { readonly [K in N]: () => Promise<Catalog[K]> };

/** Namespaces every page of a locale needs (the frame, the forms): loaded before the first render. */
export const CORE_NAMESPACES = ['routes', 'siteFrame', 'disclosures', 'footerRights', 'formText', 'formKit', 'requestForm', 'consent', 'callbackEntry', 'cookieBanner', 'enquiry', 'callback'] as const satisfies readonly Namespace[];

/** Namespaces only some pages need, loaded with the page's code (by route id). */
export const PAGE_NAMESPACES = {
  home: ['home'],
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

/** What a locale publishing the routes R must provide: the frame's namespaces and those pages' own. */
export type NamespacesFor<R extends RouteId> = CoreNamespace | PageNamespace<R>;

import type { RouteCopy, RouteId } from '@/config/paths';
import type { Catalog, Namespace } from '@/lib/i18n';
import type { DataKey } from '@/lib/translation';
import type * as companyModule from './company';
import type { consentCopy } from './consent';
import type * as enquiryModule from './enquiry';
import type * as generalModule from './glossary/general';
import type * as grievanceModule from './grievance';
import type * as insurerFormsModule from './insurer-forms';
import type * as lifeModule from './glossary/life';
import type * as productsModule from './products';
import type * as usefulLinksModule from './useful-links';
import type { disclosures, footerRightsLinks } from './disclosures';
import type { callbackCopy } from './callback';
import type { heroCallbackCopy } from './callback-hero';
import type { callbackEntryText } from './callback-entry';
import type * as homeModule from './home';
import type { contactCopy } from './contact';
import type * as claimsModule from './claims';
import type { servicesText } from './services';
import type { COOKIE_TEXT } from './cookie-banner';
import type { FORM_KIT_TEXT, FORM_TEXT } from './forms';
import type { fieldProblemText } from './field-problems';
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
 * The shape of the site's copy in every language. English copy stays in its own modules (imported
 * by the components, so English pages carry no other language); every other locale provides each
 * namespace below with the words of the same keys (`Translation`: ids, addresses, images, sizes and
 * numbers come from the English, src/lib/translation.ts), loaded on demand (src/content/<locale>/index.ts,
 * through ./copy-loading.ts). A missing text is a type error there, and tests/i18n/locale-parity.test.ts
 * fails on a translation that carries data or lacks a text. The namespaces are declared into
 * src/lib/i18n.tsx's `Catalog` (declaration merging), so that the lowest layer knows no copy.
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

declare module '@/lib/i18n' {
  interface Catalog {
    routes: Readonly<Record<RouteId, RouteCopy>>;
    /** Meta descriptions: loaded by the pre-render, and by the client only on a client-side navigation. */
    routeDescriptions: Readonly<Record<RouteId, string>>;
    siteFrame: Copy<typeof siteFrameText>;
    disclosures: Copy<typeof disclosures>;
    footerRights: Copy<typeof footerRightsLinks>;
    formText: Copy<typeof FORM_TEXT>;
    formKit: Copy<typeof FORM_KIT_TEXT>;
    /** A form's words for the fields a backend refused (a 400, by field and reason). */
    fieldProblems: Copy<typeof fieldProblemText>;
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
    consent: Copy<typeof consentCopy>;
    callbackEntry: Copy<typeof callbackEntryText>;
    cookieBanner: Copy<typeof COOKIE_TEXT>;
    enquiry: Copy<typeof enquiryModule>;
    callback: Copy<typeof callbackCopy>;
    heroCallback: Copy<typeof heroCallbackCopy>;
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
}

export type { Catalog, Namespace } from '@/lib/i18n';

/** What a translation provides for an English shape: its words only, without the data keys and values. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T as T[K] extends number | boolean ? never : K extends DataKey ? (T[K] extends string ? never : K) : K]: Translation<T[K]> }
        : T;

/** A translation of one namespace: `export const boardText: Translated<'board'> = { … }`. */
export type Translated<N extends Namespace> = Translation<Catalog[N]>;

/** Loads each namespace of a locale (a dynamic import: a locale's copy is its own chunks). */
export type CopyLoaders<N extends Namespace = Namespace> = { readonly [K in N]: () => Promise<Translated<K>> };

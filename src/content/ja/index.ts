import type { JA_ROUTES } from '@/config/locales';
import type { CopyLoaders } from '@/content/catalog';
import { callback, heroCallback } from './callback';
import { callbackEntry, consentText, cookieBanner, enquiryText, formNotices, pospText, requestForm } from './consent';
import { disclosures, footerRights } from './disclosures';
import { fieldProblems } from './field-problems';
import { formKit, formText } from './forms';
import { siteFrameText } from './frame';
import { routes } from './routes';
import type { NamespacesFor } from '@/content/namespaces';

/**
 * Japanese copy by namespace (the third locale, ADD-14.ja-pages). Japanese publishes the routes of JA_ROUTES
 * (src/config/locales.ts), so it must provide the frame's namespaces (CORE_NAMESPACES) and those
 * pages' own (PAGE_NAMESPACES): the type names every one, so a missing namespace, or a missing key
 * inside one, is a type error. The frame's copy is imported here (one chunk with these loaders), a
 * page's own copy is a dynamic import (a chunk of its own), as in Hindi (../hi/index.ts).
 */
export type JapaneseNamespace = NamespacesFor<(typeof JA_ROUTES)[number]>;

export const jaCopy: CopyLoaders<JapaneseNamespace> = {
  routes: async () => routes,
  routeDescriptions: () => import('./route-descriptions').then((m) => m.routeDescriptions),
  siteFrame: async () => siteFrameText,
  disclosures: async () => disclosures,
  footerRights: async () => footerRights,
  formText: async () => formText,
  formKit: async () => formKit,
  fieldProblems: async () => fieldProblems,
  requestForm: async () => requestForm,
  consent: async () => ({ formNotices, consentText }),
  callbackEntry: async () => callbackEntry,
  cookieBanner: async () => cookieBanner,
  enquiry: async () => ({ enquiryText, pospText }),
  callback: async () => callback,
  heroCallback: async () => heroCallback,
  home: () => import('./home').then((m) => ({ ...m })),
  company: () => import('./company').then((m) => ({ ...m })),
  services: () => import('./services').then((m) => m.servicesText),
  products: () => import('./products').then((m) => ({ ...m })),
  contact: () => import('./contact').then((m) => m.contact),
};

import type { JA_ROUTES } from '@/config/locales';
import type { CopyLoaders } from '@/content/catalog';
import type { NamespacesFor } from '@/content/namespaces';

/**
 * Japanese copy by namespace (the third locale, ADD-14.ja-pages). Japanese publishes the routes of JA_ROUTES
 * (src/config/locales.ts), so it must provide the frame's namespaces (CORE_NAMESPACES) and those
 * pages' own (PAGE_NAMESPACES): the type names every one, so a missing namespace, or a missing key
 * inside one, is a type error. Each loader is a dynamic import: Japanese is its own chunks.
 */
export type JapaneseNamespace = NamespacesFor<(typeof JA_ROUTES)[number]>;

export const jaCopy: CopyLoaders<JapaneseNamespace> = {
  routes: () => import('./routes').then((m) => m.routes),
  routeDescriptions: () => import('./route-descriptions').then((m) => m.routeDescriptions),
  siteFrame: () => import('./frame').then((m) => m.siteFrameText),
  disclosures: () => import('./disclosures').then((m) => m.disclosures),
  footerRights: () => import('./disclosures').then((m) => m.footerRights),
  formText: () => import('./forms').then((m) => m.formText),
  formKit: () => import('./forms').then((m) => m.formKit),
  fieldProblems: () => import('./field-problems').then((m) => m.fieldProblems),
  requestForm: () => import('./consent').then((m) => m.requestForm),
  consent: () => import('./consent').then((m) => ({ formNotices: m.formNotices, consentText: m.consentText })),
  callbackEntry: () => import('./consent').then((m) => m.callbackEntry),
  cookieBanner: () => import('./consent').then((m) => m.cookieBanner),
  enquiry: () => import('./consent').then((m) => ({ enquiryText: m.enquiryText, pospText: m.pospText })),
  callback: () => import('./callback').then((m) => m.callback),
  heroCallback: () => import('./callback').then((m) => m.heroCallback),
  home: () => import('./home').then((m) => ({ ...m })),
  company: () => import('./company').then((m) => ({ ...m })),
  services: () => import('./services').then((m) => m.servicesText),
  products: () => import('./products').then((m) => ({ ...m })),
  contact: () => import('./contact').then((m) => m.contact),
};

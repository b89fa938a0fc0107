import type { CopyLoaders, CoreNamespace } from '@/content/catalog';

/**
 * Japanese copy by namespace (issue 14, third locale): the frame's namespaces (CORE_NAMESPACES),
 * required by the type, and the company and products pages' texts. Japanese publishes no route yet
 * (LOCALE_ROUTES.ja). Each loader is a dynamic import: Japanese is its own chunks.
 */
export const jaCopy: CopyLoaders<CoreNamespace | 'company' | 'products'> = {
  routes: () => import('./routes').then((m) => m.routes),
  siteFrame: () => import('./frame').then((m) => m.siteFrameText),
  disclosures: () => import('./disclosures').then((m) => m.disclosures),
  footerRights: () => import('./disclosures').then((m) => m.footerRights),
  formText: () => import('./forms').then((m) => m.formText),
  formKit: () => import('./forms').then((m) => m.formKit),
  requestForm: () => import('./consent').then((m) => m.requestForm),
  consent: () => import('./consent').then((m) => ({ formNotices: m.formNotices, consentText: m.consentText })),
  callbackEntry: () => import('./consent').then((m) => m.callbackEntry),
  cookieBanner: () => import('./consent').then((m) => m.cookieBanner),
  enquiry: () => import('./consent').then((m) => ({ enquiryText: m.enquiryText, pospText: m.pospText })),
  callback: () => import('./callback').then((m) => m.callback),
  company: () => import('./company').then((m) => ({ ...m })),
  products: () => import('./products').then((m) => ({ ...m })),
};

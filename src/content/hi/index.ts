import type { CopyLoaders } from '@/content/catalog';

/**
 * Hindi copy by namespace: every namespace of the catalog (a missing one, or a missing
 * key inside one, is a type error). Each loader is a dynamic import: Hindi is its own chunks.
 */
export const hiCopy: CopyLoaders = {
  routes: () => import('./routes').then((m) => m.routes),
  siteFrame: () => import('./frame').then((m) => m.siteFrameText),
  disclosures: () => import('./disclosures').then((m) => m.disclosures),
  footerRights: () => import('./disclosures').then((m) => m.footerRights),
  formText: () => import('./forms').then((m) => m.formText),
  formKit: () => import('./forms').then((m) => m.formKit),
  grievance: () =>
    Promise.all([import('./grievance'), import('./grievance-form')]).then(([page, form]) => ({
      grievanceIntro: page.grievanceIntro,
      escalationLevels: page.escalationLevels,
      regulatorContacts: page.regulatorContacts,
      grievanceCategories: form.grievanceCategories,
      grievanceForm: form.grievanceForm,
      escalationAfterUs: form.escalationAfterUs,
      grievancePage: form.grievancePage,
    })),
  company: () => import('./company').then((m) => ({ ...m })),
  products: () => import('./products').then((m) => ({ ...m })),
  usefulLinks: () => import('./useful-links').then((m) => ({ ...m })),
  insurerForms: () => import('./insurer-forms').then((m) => ({ insurerForms: m.insurerForms, insurerFormsPage: m.insurerFormsPage })),
  lifeGlossary: () => import('./glossary/life').then((m) => ({ ...m })),
  generalGlossary: () => import('./glossary/general').then((m) => ({ ...m })),
  glossaryUi: () => import('./glossary/ui').then((m) => m.glossaryUi),
  disclaimer: () => import('./legal').then((m) => m.disclaimer),
  requestForm: () => import('./consent').then((m) => m.requestForm),
  enquiry: () => import('./consent').then((m) => ({ enquiryText: m.enquiryText, pospText: m.pospText })),
  cookieBanner: () => import('./consent').then((m) => m.cookieBanner),
  callbackEntry: () => import('./consent').then((m) => m.callbackEntry),
  consent: () => import('./consent').then((m) => ({ formNotices: m.formNotices, consentText: m.consentText })),
  callback: () => import('./callback').then((m) => m.callback),
  contact: () => import('./contact').then((m) => m.contact),
  claims: () => import('./claims').then((m) => ({ ...m })),
  services: () => import('./services').then((m) => m.servicesText),
  home: () => import('./home').then((m) => ({ ...m })),
  board: () => import('./board').then((m) => m.boardText),
  keyTeam: () => import('./key-team').then((m) => m.keyTeamText),
  licence: () => import('./composite-licence').then((m) => m.licenceText),
  clients: () => import('./clients').then((m) => m.clientsText),
  partners: () => import('./partners').then((m) => m.partnersText),
  csr: () => import('./csr').then((m) => m.csrText),
  careers: () => import('./careers').then((m) => m.careersText),
  compliance: () => import('./compliance').then((m) => m.complianceText),
  privacy: () => import('./privacy').then((m) => m.privacy),
  yourData: () => import('./your-data').then((m) => ({ ...m })),
  accessibility: () => import('./accessibility').then((m) => m.accessibility),
};

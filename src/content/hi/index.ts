import type { CopyLoaders } from '@/content/catalog';
import { boardText } from './board';
import { callback, heroCallback } from './callback';
import { complianceText } from './compliance';
import { callbackEntry, consentText, cookieBanner, enquiryText, formNotices, pospText, requestForm } from './consent';
import { csrText } from './csr';
import { disclosures, footerRights } from './disclosures';
import { fieldProblems } from './field-problems';
import { formKit, formText } from './forms';
import { siteFrameText } from './frame';
import { keyTeamText } from './key-team';
import { routes } from './routes';
import { servicesText } from './services';

/**
 * Hindi copy by namespace: every namespace of the catalog (a missing one, or a missing
 * key inside one, is a type error). The copy every page renders with (the frame and the forms:
 * CORE_NAMESPACES) is imported here, so the build makes it one chunk with these loaders; a page's
 * own copy is a dynamic import, a chunk of its own. But the few words of the five pages whose lists
 * come from the API (services, board, key team, CSR, compliance: under 0.6 KB brotli together) are
 * here too: on those pages a chunk of their own was one more request, whose headers alone weighed
 * more, before the list could be drawn (docs/performance.md). English pages load none of it.
 */
export const hiCopy: CopyLoaders = {
  routes: async () => routes,
  routeDescriptions: () => import('./route-descriptions').then((m) => m.routeDescriptions),
  siteFrame: async () => siteFrameText,
  disclosures: async () => disclosures,
  footerRights: async () => footerRights,
  formText: async () => formText,
  formKit: async () => formKit,
  fieldProblems: async () => fieldProblems,
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
  requestForm: async () => requestForm,
  enquiry: async () => ({ enquiryText, pospText }),
  cookieBanner: async () => cookieBanner,
  callbackEntry: async () => callbackEntry,
  consent: async () => ({ formNotices, consentText }),
  callback: async () => callback,
  heroCallback: async () => heroCallback,
  contact: () => import('./contact').then((m) => m.contact),
  claims: () => import('./claims').then((m) => ({ ...m })),
  services: async () => servicesText,
  home: () => import('./home').then((m) => ({ ...m })),
  board: async () => boardText,
  keyTeam: async () => keyTeamText,
  licence: () => import('./composite-licence').then((m) => m.licenceText),
  clients: () => import('./clients').then((m) => m.clientsText),
  partners: () => import('./partners').then((m) => m.partnersText),
  csr: async () => csrText,
  careers: () => import('./careers').then((m) => m.careersText),
  compliance: async () => complianceText,
  privacy: () => import('./privacy').then((m) => m.privacy),
  yourData: () => import('./your-data').then((m) => ({ ...m })),
  accessibility: () => import('./accessibility').then((m) => m.accessibility),
};

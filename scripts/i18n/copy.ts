import { routeCopy } from '@/config/paths';
import { routeDescriptions } from '@/content/route-descriptions';
import type { Catalog, CopyLoaders, Namespace } from '@/content/catalog';
import { hiCopy } from '@/content/hi';
import { jaCopy } from '@/content/ja';
import { callbackCopy } from '@/content/callback';
import { heroCallbackCopy } from '@/content/callback-hero';
import { callbackEntryText } from '@/content/callback-entry';
import * as home from '@/content/home';
import { contactCopy } from '@/content/contact';
import * as claims from '@/content/claims';
import { servicesText } from '@/content/services';
import * as company from '@/content/company';
import { consentCopy } from '@/content/consent';
import { COOKIE_TEXT } from '@/content/cookie-banner';
import * as enquiry from '@/content/enquiry';
import { requestFormText } from '@/content/request-form';
import { disclosures, footerRightsLinks } from '@/content/disclosures';
import { FORM_KIT_TEXT, FORM_TEXT } from '@/content/forms';
import * as generalGlossary from '@/content/glossary/general';
import * as lifeGlossary from '@/content/glossary/life';
import { GLOSSARY_TEXT } from '@/content/glossary/ui';
import * as grievance from '@/content/grievance';
import * as insurerForms from '@/content/insurer-forms';
import { disclaimer, privacyCopy } from '@/content/legal';
import * as products from '@/content/products';
import { siteFrameText } from '@/content/site-frame';
import * as usefulLinks from '@/content/useful-links';
import { accessibilityCopy } from '@/content/accessibility';
import * as yourData from '@/content/your-data';
import { complianceText } from '@/content/compliance';
import { careersText } from '@/content/careers';
import { csrText } from '@/content/csr';
import { partnersText } from '@/content/partners';
import { clientsText } from '@/content/clients';
import { licenceText } from '@/content/composite-licence';
import { keyTeamText } from '@/content/key-team';
import { boardText } from '@/content/board';
import { fieldProblemText } from '@/content/field-problems';

/** The English copy of every namespace: what each translation is compared with and fingerprinted against. */
export const englishCopy: { readonly [K in Namespace]: Catalog[K] } = {
  routes: routeCopy,
  routeDescriptions,
  siteFrame: siteFrameText,
  disclosures,
  footerRights: footerRightsLinks,
  formText: FORM_TEXT,
  formKit: FORM_KIT_TEXT,
  fieldProblems: fieldProblemText,
  grievance,
  company,
  products,
  usefulLinks,
  insurerForms,
  lifeGlossary,
  generalGlossary,
  glossaryUi: GLOSSARY_TEXT,
  disclaimer,
  requestForm: requestFormText,
  consent: consentCopy,
  callbackEntry: callbackEntryText,
  cookieBanner: COOKIE_TEXT,
  enquiry,
  callback: callbackCopy,
  heroCallback: heroCallbackCopy,
  home,
  contact: contactCopy,
  claims,
  services: servicesText,
  board: boardText,
  keyTeam: keyTeamText,
  licence: licenceText,
  clients: clientsText,
  partners: partnersText,
  csr: csrText,
  careers: careersText,
  compliance: complianceText,
  privacy: privacyCopy,
  yourData,
  accessibility: accessibilityCopy,
};

/** The translations, by locale: each a loader per namespace it provides. */
export const translations = { hi: hiCopy, ja: jaCopy } as const satisfies Readonly<Record<string, Partial<CopyLoaders>>>;
export type TranslatedLocale = keyof typeof translations;

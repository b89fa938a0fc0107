/**
 * The notice and consent beside every form's submit button (DPDP Act 2023 ss.5–6): a short
 * notice of what the form collects, why and for how long, a link to the full notice, a required box
 * to be contacted about the request and an optional box for marketing. Nothing is ever pre-ticked.
 */
import { DATA_REQUEST_RESPONSE_DAYS, ENQUIRY_RETENTION_MONTHS, POSP_APPLICATION_RETENTION_MONTHS } from '@/config/timings';

/** The forms that ask for consent. */
export type ConsentForm = 'enquiry' | 'posp' | 'contact' | 'callback' | 'dataRequest' | 'grievance';

/** One sentence per form: what it collects, for what, and how long it is kept. */
const formNotices: Readonly<Record<ConsentForm, string>> = {
  enquiry: `We use your name, e-mail, phone number and remarks only to answer this enquiry, and erase them ${ENQUIRY_RETENTION_MONTHS} months after our last contact unless you take a policy through us.`,
  posp: `We use your name, PAN, e-mail, phone number and remarks only to assess your application, and erase them ${POSP_APPLICATION_RETENTION_MONTHS} months after our decision unless we appoint you.`,
  contact: `We use your name, e-mail, subject and message only to answer your message, and erase them ${ENQUIRY_RETENTION_MONTHS} months after our last contact unless you become our client.`,
  callback: `We use your name, phone number and the time you choose only to call you back, and erase them ${ENQUIRY_RETENTION_MONTHS} months after the call unless you become our client.`,
  dataRequest: `We use what you enter here only to confirm who you are and to answer your request within ${DATA_REQUEST_RESPONSE_DAYS} days, and keep a record of the request as the law requires.`,
  grievance: `We use what you enter here only to resolve your grievance, and keep a record of it as the insurance regulator requires.`,
};

export const consentText = {
  legend: 'Your consent',
  noticeLink: 'Read our full privacy notice',
  newTab: '(opens in a new tab)',
  contactLabel: 'I agree to be contacted by phone, SMS or e-mail about this request.',
  contactRequired: 'Please agree to be contacted about this request, or we cannot answer it.',
  /** By e-mail only: never consent to promotional calls, nor to calls to a number on the do-not-disturb register (TRAI). */
  marketingLabel: 'Also send me news and offers about insurance by e-mail.',
  optional: '(optional)',
  /** The confirmation: what the visitor agreed to, as sent. */
  agreed: (marketing: boolean) =>
    marketing
      ? 'You agreed to be contacted about this request and to receive news and offers by e-mail.'
      : 'You agreed to be contacted about this request. You will not receive news or offers.',
  noticeVersion: (version: string) => `Privacy notice version ${version}.`,
  withdraw: 'You can withdraw your consent at any time on the Your data page.',
} as const;

/** The consent namespace as the forms ask for it (`useCopy('consent', consentCopy)`): one object, so another language's words are merged with it once. */
export const consentCopy = { consentText, formNotices };

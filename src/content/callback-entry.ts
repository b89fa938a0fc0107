/*
 * The words of the call-back entry points in the frame, in a module of their own:
 * the header and the phone action bar are on every page, the form's copy (./callback) is not.
 */
import type { CallbackProduct } from './callback';

/** The header, the phone action bar and the calls to action on cards. */
export const callbackEntryText = {
  headerButton: 'Get a call back',
  headerPhone: (display: string) => `Call ${display}`,
  bar: { label: 'Contact us', call: 'Call', whatsapp: 'WhatsApp', callBack: 'Call back' },
  getQuote: 'Get a quote',
  talkToAdvisor: 'Talk to an advisor',
  forProduct: (product: string) => ` for ${product}`,
} as const;

/**
 * What the call-back form preselects, and which words the button uses, for each product
 * of /products (by id; the Health/Life cards and service cards name theirs directly).
 * Personal cover asks for a quote; business cover for an advisor.
 */
export const PRODUCT_CALLBACK: Readonly<Record<string, { product: CallbackProduct; action: 'getQuote' | 'talkToAdvisor' }>> = {
  'term-life': { product: 'Life', action: 'getQuote' },
  endowment: { product: 'Life', action: 'getQuote' },
  'money-back': { product: 'Life', action: 'getQuote' },
  'group-term-life': { product: 'Business', action: 'talkToAdvisor' },
  property: { product: 'Business', action: 'talkToAdvisor' },
  project: { product: 'Business', action: 'talkToAdvisor' },
  marine: { product: 'Business', action: 'talkToAdvisor' },
  'employee-benefits': { product: 'Business', action: 'talkToAdvisor' },
  liability: { product: 'Business', action: 'talkToAdvisor' },
  credit: { product: 'Business', action: 'talkToAdvisor' },
  'surety-bonds': { product: 'Business', action: 'talkToAdvisor' },
  'consequential-loss': { product: 'Business', action: 'talkToAdvisor' },
  motor: { product: 'Car', action: 'getQuote' },
  health: { product: 'Health', action: 'getQuote' },
  travel: { product: 'Other', action: 'getQuote' },
  'personal-accident': { product: 'Other', action: 'getQuote' },
  home: { product: 'Other', action: 'getQuote' },
  shopkeepers: { product: 'Business', action: 'getQuote' },
  reinsurance: { product: 'Business', action: 'talkToAdvisor' },
};

/**
 * What the call-back form preselects from a service card (the services come from the
 * API, so by words in the title): claims work asks for claim help, the rest is business
 * or, when nothing matches, "Other".
 */
export function serviceCallbackProduct(title: string | undefined): CallbackProduct {
  const t = (title ?? '').toLowerCase();
  if (t.includes('claim')) return 'Claim help';
  if (/(reinsurance|employee|placement|risk|business|corporate)/.test(t)) return 'Business';
  return 'Other';
}

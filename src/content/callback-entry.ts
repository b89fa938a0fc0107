/*
 * The words of the call-back entry points in the frame, in a module of their own:
 * the header and the phone action bar are on every page, the form's copy (./callback) is not.
 */
import type { CallbackProduct } from './callback';

/**
 * One label for one intent, "ask us to call you back": every button that opens the call-back form,
 * the form's heading and its send button read `label` (the header, the phone action bar, product,
 * service and home cards, the hero's box, /contact, /claims, the 404 page). The other modules refer
 * to it, never retype it (tests/content/one-callback-label.test.ts). There is no "quote" intent
 * apart from it: a quote button opened the same form, to be called by an advisor (docs/spec-deviations.md).
 */
export const callbackEntryText = {
  label: 'Get a call back',
  headerPhone: (display: string) => `Call ${display}`,
  bar: { label: 'Contact us', call: 'Call', whatsapp: 'WhatsApp' },
  /** After the label, for screen readers only: what the call will be about. */
  forProduct: (product: string) => ` for ${product}`,
} as const;

/**
 * What the call-back form preselects for each product of /products (by id; the Health/Life cards
 * and service cards name theirs directly).
 */
export const PRODUCT_CALLBACK: Readonly<Record<string, CallbackProduct>> = {
  'term-life': 'Life',
  endowment: 'Life',
  'money-back': 'Life',
  'group-term-life': 'Business',
  property: 'Business',
  project: 'Business',
  marine: 'Business',
  'employee-benefits': 'Business',
  liability: 'Business',
  credit: 'Business',
  'surety-bonds': 'Business',
  'consequential-loss': 'Business',
  motor: 'Car',
  health: 'Health',
  travel: 'Other',
  'personal-accident': 'Other',
  home: 'Other',
  shopkeepers: 'Business',
  reinsurance: 'Business',
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

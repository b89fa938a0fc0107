/**
 * The call-back form and its entry points (ours, issue 12). One object per area;
 * issue 14 adds the Hindi texts beside these.
 */
import type { components } from '@generated/api';

export type CallbackProduct = components['schemas']['CallbackRequest']['product'];

/** The products a call can be about, in the order the form offers them (the contract's enum). */
export const CALLBACK_PRODUCTS: readonly { value: CallbackProduct; label: string }[] = [
  { value: 'Car', label: 'Car' },
  { value: 'Two-wheeler', label: 'Two-wheeler' },
  { value: 'Health', label: 'Health' },
  { value: 'Life', label: 'Life' },
  { value: 'Business', label: 'Business' },
  { value: 'Claim help', label: 'Claim help' },
  { value: 'Other', label: 'Other' },
];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 9 → "09:00 AM", 13 → "1:00 PM" (the way the site writes its working hours). */
export function clockTime(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? String(h12).padStart(2, '0') : h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Today", "Tomorrow", or "Monday 24 Nov". */
export function dayName(day: { date: string; weekday: number; relation: 'today' | 'tomorrow' | 'later' }): string {
  if (day.relation === 'today') return 'Today';
  if (day.relation === 'tomorrow') return 'Tomorrow';
  const [, month, date] = day.date.split('-').map(Number);
  return `${WEEKDAYS[day.weekday - 1] ?? ''} ${date} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** "today", "tomorrow" or "on Monday 24 Nov", inside a sentence. */
export function relativeDay(day: { date: string; weekday: number; relation: 'today' | 'tomorrow' | 'later' }): string {
  return day.relation === 'later' ? `on ${dayName(day)}` : dayName(day).toLowerCase();
}

export const callbackText = {
  title: 'Get a call back',
  intro: 'Tell us when to call. An advisor calls you within working hours: Monday to Friday, 09:00 AM to 7:00 PM.',
  product: 'What is it about?',
  name: 'Your name',
  phone: 'Mobile number',
  when: 'When should we call?',
  asap: 'As soon as possible',
  city: 'City',
  submit: 'Request a call back',
  slot: (hour: number) => `${clockTime(hour)} to ${clockTime(hour + 1)}`,
  slotGroup: (day: string) => day,
  // Ours (the spec gives none for this form).
  nameRequired: 'Please enter your name',
  productRequired: 'Please choose what the call is about',
  cityTooLong: 'Please shorten the city name',
  slotPassed: 'That time has passed. Please choose another time.',
  confirmation: {
    heading: 'We will call you back',
    number: (phone: string) => `We will call +91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    asapOpen: 'as soon as possible, today within working hours.',
    asapLater: (when: string, hour: number) => `as soon as we open, ${when} at ${clockTime(hour)}.`,
    slot: (when: string, hour: number) => `${when}, between ${clockTime(hour)} and ${clockTime(hour + 1)}.`,
    close: 'Done',
  },
} as const;

/** The call-back box in the home hero: product tabs, the mobile number and the button. */
export const heroCallbackText = {
  heading: 'Get a quote or a call back',
  lead: 'Choose a product and leave your mobile number. An advisor calls you back, free of charge.',
  products: 'Insurance for',
  phone: 'Mobile number',
  submit: 'Request a call back',
  note: 'Monday to Friday, 09:00 AM to 7:00 PM. No spam, ever.',
} as const;

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

/** The call-back form's copy as one namespace of the catalog (issue 14: other languages give the same keys). */
export const callbackCopy = { CALLBACK_PRODUCTS, callbackText, heroCallbackText, dayName, relativeDay };

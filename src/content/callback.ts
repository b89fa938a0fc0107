/**
 * The call-back form (ours, beyond the spec); its entry points are ./callback-entry (the frame's
 * buttons) and ./callback-hero (the home hero's box). Its Hindi and Japanese are src/content/hi/callback.ts and src/content/ja/callback.ts.
 */
import { statutory } from '@/config/statutory';
import { callbackEntryText } from './callback-entry';
import { CALLBACK_PRODUCTS } from './callback-hero';

export type { CallbackProduct } from './callback-hero';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 9 → "09:00 AM", 13 → "1:00 PM" (the way the site writes its working hours). */
function clockTime(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? String(h12).padStart(2, '0') : h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Today", "Tomorrow", or "Monday 24 Nov". */
function dayName(day: { date: string; weekday: number; relation: 'today' | 'tomorrow' | 'later' }): string {
  if (day.relation === 'today') return 'Today';
  if (day.relation === 'tomorrow') return 'Tomorrow';
  const [, month, date] = day.date.split('-').map(Number);
  return `${WEEKDAYS[day.weekday - 1] ?? ''} ${date} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/**
 * "today", "tomorrow" or "on Monday 24 Nov", inside a sentence.
 * @internal A test seam (features/steps/forms-forgive.steps.ts).
 */
export function relativeDay(day: { date: string; weekday: number; relation: 'today' | 'tomorrow' | 'later' }): string {
  return day.relation === 'later' ? `on ${dayName(day)}` : dayName(day).toLowerCase();
}

/** @internal A test seam (tests/features/callback/hero-callback.test.tsx). */
export const callbackText = {
  title: callbackEntryText.label,
  intro: 'Tell us when to call. An advisor calls you within working hours: Monday to Friday, 09:00 AM to 7:00 PM.',
  product: 'What is it about?',
  name: 'Your name',
  phone: 'Mobile number',
  when: 'When should we call?',
  asap: 'As soon as possible',
  city: 'City',
  submit: callbackEntryText.label,
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
    /** The number the call comes from (TRAI: service calls of IRDAI-regulated entities from the 1600 series). */
    from: `Our call will come from ${statutory.serviceCalls.display}, our number for service calls. We never ask for an OTP, a card PIN or a password.`,
    close: 'Done',
  },
  /** The home hero's optional second step, after its request was sent. */
  details: {
    heading: 'Add your name and a time (optional)',
    save: 'Add to my request',
    nothingToSave: 'Enter your name or choose a time, or leave your request as it is.',
    saved: 'Added to your request. Thank you.',
  },
} as const;

/** The call-back form's copy as one namespace of the catalog (other languages give the same keys). */
export const callbackCopy = { CALLBACK_PRODUCTS, callbackText, dayName, relativeDay };

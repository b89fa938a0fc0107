/**
 * How visitors reach us (ours, beyond the spec): numbers, the WhatsApp link and the working
 * hours the call-back slots follow. Company facts stay in ./site; everything here is
 * checked when the module loads, so a malformed number fails the build, never a page.
 */
import { site } from './site';
import { statutory } from './statutory';

export interface PhoneNumberFact {
  /** As shown: "+91 80 4567 8900". */
  display: string;
  /** For tel: links, E.164: "+918045678900". */
  tel: string;
}

export interface WorkingHours {
  /** ISO weekdays (1 = Monday … 7 = Sunday) the office answers calls. */
  days: readonly number[];
  /** First and last whole hour of the working day, local time (09:00 to 19:00). */
  openHour: number;
  closeHour: number;
  /** India Standard Time: UTC+05:30 all year (no daylight saving). */
  utcOffsetMinutes: number;
  utcOffset: string;
}

export interface Channels {
  phone: PhoneNumberFact;
  claimsHelpline: PhoneNumberFact;
  whatsapp: { host: string; number: string; message: string };
  workingHours: WorkingHours;
}

const E164 = /^\+[1-9][0-9]{7,14}$/;

/**
 * Throws when a channel is malformed: a tel that is not E.164, a display that disagrees with it, a bad host or hours.
 * @internal A test seam (tests/config/channels.test.ts).
 */
export function checkChannels(channels: Channels): Channels {
  for (const [name, fact] of [
    ['phone', channels.phone],
    ['claimsHelpline', channels.claimsHelpline],
  ] as const) {
    if (!E164.test(fact.tel)) throw new Error(`channels.${name}.tel must be E.164 (+91…), got "${fact.tel}"`);
    if (`+${fact.display.replace(/[^0-9]/g, '')}` !== fact.tel) throw new Error(`channels.${name}.display "${fact.display}" is not the number ${fact.tel}`);
  }
  const { host, number, message } = channels.whatsapp;
  if (!/^https:\/\/[a-z0-9.-]+$/.test(host)) throw new Error(`channels.whatsapp.host must be an https origin, got "${host}"`);
  if (!/^[1-9][0-9]{7,14}$/.test(number)) throw new Error(`channels.whatsapp.number must be digits with the country code, got "${number}"`);
  if (message.trim() === '') throw new Error('channels.whatsapp.message must not be empty');
  const hours = channels.workingHours;
  if (!(hours.openHour >= 0 && hours.openHour < hours.closeHour && hours.closeHour <= 24))
    throw new Error('channels.workingHours: open must come before close');
  if (hours.days.length === 0 || hours.days.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
    throw new Error('channels.workingHours.days must be ISO weekdays 1-7');
  const sign = hours.utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(hours.utcOffsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  if (offset !== hours.utcOffset) throw new Error(`channels.workingHours.utcOffset "${hours.utcOffset}" is not ${offset}`);
  return channels;
}

export const channels: Channels = checkChannels({
  phone: site.phone,
  claimsHelpline: { display: statutory.officialPhones.claimsHelpline.display, tel: statutory.officialPhones.claimsHelpline.tel },
  whatsapp: {
    host: 'https://wa.me',
    number: site.phone.tel.slice(1),
    message: 'Hello Kizuna Bharat, I would like help with my insurance.',
  },
  // Part 1 §1: Monday to Friday, 09:00 AM to 7:00 PM.
  workingHours: { days: [1, 2, 3, 4, 5], openHour: 9, closeHour: 19, utcOffsetMinutes: 330, utcOffset: '+05:30' },
});

/** The wa.me link that opens a chat with us, the message already typed. */
export function whatsappUrl(message: string = channels.whatsapp.message): string {
  return `${channels.whatsapp.host}/${channels.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

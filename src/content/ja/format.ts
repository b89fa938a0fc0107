import { channels } from '@/config/channels';
import { ddmmyyyy } from '@/config/statutory';
import { formatFor } from '@/lib/locale-format';

/**
 * Numbers, dates and times of the Japanese copy, through Intl in ja-JP: times in the
 * 24-hour form Japanese writes (9:00～19:00), dates as 2026年9月1日, weekdays as 月曜日.
 */
export const ja = formatFor('ja');

/**
 * "～" between the ends of a range, held to both by word joiners (U+2060, invisible and silent):
 * a line may break around a full-width tilde, and a range split over two lines ("9:00" … "～19:00") reads badly.
 */
export const TO = '\u2060～\u2060';

/** 9 → "9:00", 19 → "19:00". */
export function time(hour: number): string {
  return ja.date(new Date(Date.UTC(2000, 0, 1, hour)), { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
}

/** A DD/MM/YYYY date of src/config/site.ts as Japanese writes it: "01/09/2026" → "2026年9月1日" (not January). */
export function dateOf(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/').map(Number);
  if (!day || !month || !year) return ddmmyyyy;
  return ja.date(new Date(Date.UTC(year, month - 1, day)), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The weekday's name, 1 = Monday … 7 = Sunday ("月曜日"). */
function weekday(iso: number): string {
  // 2024-01-01 was a Monday.
  return ja.date(new Date(Date.UTC(2024, 0, iso)), { weekday: 'long', timeZone: 'UTC' });
}

const { days, openHour, closeHour } = channels.workingHours;

/** The working days and hours from src/config/channels.ts: "月曜日～金曜日 9:00～19:00". */
export const workingDaysAndHours = `${weekday(days[0] ?? 1)}${TO}${weekday(days[days.length - 1] ?? 5)} ${time(openHour)}${TO}${time(closeHour)}`;

/** The same, with the time zone: "月曜日～金曜日 9:00～19:00（インド標準時）". */
export const workingHours = `${workingDaysAndHours}（インド標準時）`;

/** A yyyy-mm-dd date of src/config/statutory.ts as Japanese writes it: "2026-09-01" → "2026年9月1日". */
export const isoDate = (iso: string): string => dateOf(ddmmyyyy(iso));

/** The office cities as Japanese writes them (katakana; the API's office data stays as it comes). */
export const CITY_NAMES: Readonly<Record<string, string>> = {
  Bangalore: 'ベンガルール',
  Delhi: 'デリー',
  Chennai: 'チェンナイ',
  Pune: 'プネー',
  Ahmedabad: 'アーメダバード',
  Mumbai: 'ムンバイ',
  Hyderabad: 'ハイデラバード',
  Indore: 'インドール',
};

export const cityName = (city: string): string => CITY_NAMES[city] ?? city;

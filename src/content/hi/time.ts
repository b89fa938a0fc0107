import { channels } from '@/config/channels';

/**
 * Times as Hindi writes them (docs/i18n/termbase.md, "Times"): the hour with its part of the day,
 * never AM or PM: "सुबह 9:00 बजे", "दोपहर 1:00 बजे", "शाम 7:00 बजे". Written out here rather than
 * through Intl, whose hi-IN day periods differ between ICU versions and whose 12-hour form says "am/pm".
 */

const WEEKDAYS = ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'] as const;

/** The part of the day an hour (0–24) falls in: सुबह until 11:59, दोपहर 12:00–15:59, शाम 16:00–19:59, रात from 20:00. */
export function dayPart(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  if (h >= 4 && h < 12) return 'सुबह';
  if (h >= 12 && h < 16) return 'दोपहर';
  if (h >= 16 && h < 20) return 'शाम';
  return 'रात';
}

/** The hour on the 12-hour dial Hindi reads with its day part: 13 → "1:00", 0 and 24 → "12:00". */
function dial(hour: number): string {
  const h = ((hour % 12) + 12) % 12;
  return `${h === 0 ? 12 : h}:00`;
}

/** 9 → "सुबह 9:00 बजे", 13 → "दोपहर 1:00 बजे", 19 → "शाम 7:00 बजे". */
export function clockTime(hour: number): string {
  return `${dayPart(hour)} ${dial(hour)} बजे`;
}

/**
 * From one hour to another: "सुबह 9:00 से 10:00 बजे तक" (one day part said once), "सुबह 11:00 बजे से
 * दोपहर 12:00 बजे तक". `end` closes the phrase: "तक" (until) or "के बीच" (between).
 */
export function timeSpan(from: number, to: number, end: 'तक' | 'के बीच' = 'तक'): string {
  if (dayPart(from) === dayPart(to)) return `${dayPart(from)} ${dial(from)} से ${dial(to)} बजे ${end}`;
  return `${clockTime(from)} से ${clockTime(to)} ${end}`;
}

const { days, openHour, closeHour } = channels.workingHours;

/** The working days and hours of src/config/channels.ts: "सोमवार से शुक्रवार, सुबह 9:00 बजे से शाम 7:00 बजे तक". */
export const workingHours = `${WEEKDAYS[(days[0] ?? 1) - 1]} से ${WEEKDAYS[(days[days.length - 1] ?? 5) - 1]}, ${timeSpan(openHour, closeHour)}`;

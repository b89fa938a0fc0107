/**
 * When we can call back (ours, beyond the spec): "as soon as possible", or a one-hour slot
 * today or on the next working day within working hours (config/channels: Monday to
 * Friday, 09:00 to 19:00, India Standard Time). Computed from the clock given, so a
 * slot that has begun, or one outside working hours, is never offered.
 */
import { channels, type WorkingHours } from '@/config/channels';

export const ASAP = 'asap';

/** A calendar day in office time. */
export interface OfficeDay {
  /** YYYY-MM-DD. */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** How the day relates to today. */
  relation: 'today' | 'tomorrow' | 'later';
}

export interface Slot {
  /** What is sent: the slot's start with the office's UTC offset, e.g. 2026-11-24T11:00:00+05:30. */
  value: string;
  day: OfficeDay;
  startHour: number;
}

export interface CallbackPlan {
  /** Whether "as soon as possible" means now (the office is open) or at the next opening. */
  openNow: boolean;
  /** The next opening when the office is closed. */
  nextOpening?: { day: OfficeDay; hour: number };
  /** Slots still to come today, then the next working day's. */
  days: { day: OfficeDay; slots: Slot[] }[];
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The office's wall-clock fields for an instant. */
function officeClock(instant: number, hours: WorkingHours) {
  const local = new Date(instant + hours.utcOffsetMinutes * 60_000);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    weekday,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60,
  };
}

function dayAfter(now: number, offsetDays: number, hours: WorkingHours): OfficeDay {
  const { date, weekday } = officeClock(now + offsetDays * DAY_MS, hours);
  return { date, weekday, relation: offsetDays === 0 ? 'today' : offsetDays === 1 ? 'tomorrow' : 'later' };
}

function slotsOf(day: OfficeDay, fromHour: number, hours: WorkingHours): Slot[] {
  const slots: Slot[] = [];
  for (let hour = Math.max(fromHour, hours.openHour); hour < hours.closeHour; hour += 1) {
    slots.push({ value: `${day.date}T${pad(hour)}:00:00${hours.utcOffset}`, day, startHour: hour });
  }
  return slots;
}

/** What the call-back form offers at `now`. */
export function callbackPlan(now: Date, hours: WorkingHours = channels.workingHours): CallbackPlan {
  const instant = now.getTime();
  const today = dayAfter(instant, 0, hours);
  const { minutes } = officeClock(instant, hours);
  const working = (day: OfficeDay) => hours.days.includes(day.weekday);
  const openNow = working(today) && minutes >= hours.openHour * 60 && minutes < hours.closeHour * 60;

  const days: CallbackPlan['days'] = [];
  // A slot is offered only if it has not begun: the first whole hour after now.
  const todaySlots = working(today) ? slotsOf(today, Math.floor(minutes / 60) + 1, hours) : [];
  if (todaySlots.length > 0) days.push({ day: today, slots: todaySlots });
  let next: OfficeDay | undefined;
  for (let offset = 1; offset <= 7 && !next; offset += 1) {
    const day = dayAfter(instant, offset, hours);
    if (working(day)) next = day;
  }
  if (next) days.push({ day: next, slots: slotsOf(next, hours.openHour, hours) });

  if (openNow) return { openNow, days };
  const opensLaterToday = working(today) && minutes < hours.openHour * 60;
  const openingDay = opensLaterToday ? today : next;
  return { openNow, days, ...(openingDay ? { nextOpening: { day: openingDay, hour: hours.openHour } } : {}) };
}

/** The slot of a value, if the plan still offers it. */
export function offeredSlot(plan: CallbackPlan, value: string): Slot | undefined {
  for (const { slots } of plan.days) {
    const slot = slots.find((s) => s.value === value);
    if (slot) return slot;
  }
  return undefined;
}

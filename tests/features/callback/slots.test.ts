import { describe, expect, it } from 'vitest';
import { ASAP, callbackPlan, offeredSlot } from '@/features/callback/slots';

/** An instant given in India Standard Time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const values = (plan: ReturnType<typeof callbackPlan>) => plan.days.map(({ day, slots }) => [day.date, day.relation, slots.map((s) => s.startHour)]);

describe('call-back slots come from the clock (Mon-Fri 09:00-19:00 IST)', () => {
  it('on a working morning: the hours still to come today, then tomorrow', () => {
    // Monday 23 November 2026, 10:20 IST.
    const plan = callbackPlan(ist('2026-11-23T10:20:00'));
    expect(plan.openNow).toBe(true);
    expect(values(plan)).toEqual([
      ['2026-11-23', 'today', [11, 12, 13, 14, 15, 16, 17, 18]],
      ['2026-11-24', 'tomorrow', [9, 10, 11, 12, 13, 14, 15, 16, 17, 18]],
    ]);
    expect(plan.days[0]?.slots[0]?.value).toBe('2026-11-23T11:00:00+05:30');
  });

  it('never offers a slot that has begun: at 10:00 sharp the 10:00 slot is gone', () => {
    expect(callbackPlan(ist('2026-11-23T10:00:00')).days[0]?.slots[0]?.startHour).toBe(11);
    expect(callbackPlan(ist('2026-11-23T08:59:00')).days[0]?.slots[0]?.startHour).toBe(9);
  });

  it('after the last slot has begun, only the next working day', () => {
    const plan = callbackPlan(ist('2026-11-23T18:05:00'));
    expect(plan.openNow).toBe(true);
    expect(values(plan)).toEqual([['2026-11-24', 'tomorrow', [9, 10, 11, 12, 13, 14, 15, 16, 17, 18]]]);
  });

  it('in the evening "as soon as possible" means the next opening', () => {
    const plan = callbackPlan(ist('2026-11-23T19:00:00'));
    expect(plan.openNow).toBe(false);
    expect(plan.nextOpening).toMatchObject({ day: { date: '2026-11-24', relation: 'tomorrow' }, hour: 9 });
  });

  it('early on a working day, the office opens later today', () => {
    const plan = callbackPlan(ist('2026-11-23T07:30:00'));
    expect(plan.openNow).toBe(false);
    expect(plan.nextOpening).toMatchObject({ day: { date: '2026-11-23', relation: 'today' }, hour: 9 });
  });

  it('on Friday evening and at the weekend the next working day is Monday', () => {
    for (const instant of ['2026-11-27T19:30:00', '2026-11-28T11:00:00', '2026-11-29T23:59:00']) {
      const plan = callbackPlan(ist(instant));
      expect(plan.openNow, instant).toBe(false);
      expect(values(plan), instant).toEqual([['2026-11-30', instant.startsWith('2026-11-29') ? 'tomorrow' : 'later', [9, 10, 11, 12, 13, 14, 15, 16, 17, 18]]]);
      expect(plan.nextOpening?.day.date).toBe('2026-11-30');
    }
  });

  it('uses office time whatever the visitor’s clock: 23:00 UTC on Sunday is Monday 04:30 in India', () => {
    const plan = callbackPlan(new Date('2026-11-29T23:00:00Z'));
    expect(plan.days[0]?.day).toMatchObject({ date: '2026-11-30', relation: 'today' });
    expect(plan.days[0]?.slots[0]?.startHour).toBe(9);
  });

  it('knows whether a chosen value is still offered', () => {
    const plan = callbackPlan(ist('2026-11-23T10:20:00'));
    expect(offeredSlot(plan, '2026-11-23T11:00:00+05:30')?.startHour).toBe(11);
    expect(offeredSlot(plan, '2026-11-23T10:00:00+05:30')).toBeUndefined();
    expect(offeredSlot(plan, '2026-11-23T19:00:00+05:30')).toBeUndefined();
    expect(offeredSlot(plan, ASAP)).toBeUndefined();
  });
});

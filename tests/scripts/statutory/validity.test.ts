// @vitest-environment node
/**
 * The build's validity check (scripts/statutory/validity.ts, run by `npm run build` through
 * scripts/check-statutory.ts): each failure is planted on a fixed day, and the real config passes
 * on the day it was decided.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { shownLicenceValidity, statutory, type Licence, type Validity } from '@/config/statutory';
import { RENEWAL_WINDOW_DAYS, statutoryValidityProblems, todayInIndia, validityProblems } from '../../../scripts/statutory/validity';

const root = resolve(import.meta.dirname, '../../..');
const TODAY = '2026-11-25';
const shown = (until: string, renewal?: Validity['renewal']): Validity => ({ until, display: { show: true }, ...(renewal ? { renewal } : {}) });
const withheld = (overrides: Partial<{ reason: string; reviewBy: string }> = {}): Validity => ({
  until: '2026-09-01',
  display: { show: false, reason: 'The date has passed.', decidedBy: 'Compliance Officer', decidedOn: '2026-11-25', reviewBy: '2027-02-28', ...overrides },
});

describe('a validity date the site states', () => {
  it('fails once it has passed: the spec’s 01/09/2026, shown on 25/11/2026', () => {
    const problems = validityProblems('licence', shown('2026-09-01'), TODAY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/valid until 2026-09-01, which passed 85 day\(s\) before 2026-11-25/);
  });

  it('fails when a recorded application does not make a passed date current again', () => {
    expect(validityProblems('licence', shown('2026-09-01', { status: 'applied', appliedOn: '2026-07-15', reference: 'IRDAI/BRK/381' }), TODAY)).toHaveLength(1);
  });

  it(`fails within ${RENEWAL_WINDOW_DAYS} days of its end unless a renewal is recorded`, () => {
    expect(validityProblems('licence', shown('2026-12-25'), TODAY)[0]).toMatch(/30 day\(s\) after 2026-11-25 \(within 30 days\), and no renewal is recorded/);
    expect(validityProblems('licence', shown('2026-11-25'), TODAY)).toHaveLength(1);
    expect(validityProblems('licence', shown('2026-12-25', { status: 'applied', appliedOn: '2026-10-20', reference: 'IRDAI/BRK/381' }), TODAY)).toEqual([]);
    expect(validityProblems('licence', shown('2026-12-26'), TODAY)).toEqual([]);
  });

  it('states a granted renewal’s date, and fails when that one passes too', () => {
    const renewed = shown('2026-09-01', { status: 'granted', grantedOn: '2026-08-20', until: '2029-08-31' });
    expect(validityProblems('licence', renewed, TODAY)).toEqual([]);
    expect(validityProblems('licence', renewed, '2029-09-01')[0]).toMatch(/valid until 2029-08-31, which passed/);
    expect(validityProblems('licence', shown('2026-09-01', { status: 'granted', grantedOn: '2026-08-20', until: '2026-08-31' }), '2026-01-01')[0]).toMatch(
      /not after/,
    );
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => validityProblems('licence', shown('01/09/2026'), TODAY)).toThrow(/not a yyyy-mm-dd date/);
    expect(() => validityProblems('licence', shown('2026-02-30'), TODAY)).toThrow(/not a calendar date/);
  });
});

describe('a validity date the site withholds', () => {
  it('passes with a reason, a role, a day and a review date still ahead', () => {
    expect(validityProblems('licence', withheld(), TODAY)).toEqual([]);
  });

  it('needs a reason', () => {
    expect(validityProblems('licence', withheld({ reason: ' ' }), TODAY)).toEqual(['licence: withholding the validity date needs reason']);
  });

  it('fails once the decision is past its review date', () => {
    expect(validityProblems('licence', withheld(), '2027-03-01')[0]).toMatch(/to be reviewed by 2027-02-28/);
  });
});

describe('the site’s own licence', () => {
  it('passes today: the lapsed date is withheld, by a recorded decision, and no page may state it', () => {
    expect(statutoryValidityProblems(statutory, TODAY)).toEqual([]);
    expect(statutory.licence.validity.display.show).toBe(false);
    expect(shownLicenceValidity()).toBeNull();
  });

  it('would fail the build had the spec’s date been left on show', () => {
    const licence: Licence = { ...statutory.licence, validity: shown(statutory.licence.validity.until) };
    expect(shownLicenceValidity(licence)).toBe('2026-09-01');
    expect(statutoryValidityProblems({ licence }, TODAY)).toHaveLength(1);
  });

  it('reads "today" in India', () => {
    expect(todayInIndia(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(todayInIndia(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });
});

describe('npm run build', () => {
  it('starts with the statutory check', () => {
    const scripts = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toMatch(/^tsx scripts\/check-statutory\.ts && /);
  });

  it('fails, naming the problem, on a day the decision has lapsed, and passes on the day it was taken', async () => {
    const run = promisify(execFile);
    const script = ['--import', 'tsx', resolve(root, 'scripts/check-statutory.ts')];
    await expect(run(process.execPath, [...script, '--today=2026-11-25'], { cwd: root })).resolves.toMatchObject({
      stdout: expect.stringContaining('consistent as on 2026-11-25'),
    });
    await expect(run(process.execPath, [...script, '--today=2027-03-01'], { cwd: root })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('was to be reviewed by 2027-02-28'),
    });
  });
});

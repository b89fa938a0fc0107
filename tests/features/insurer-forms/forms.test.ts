import { describe, expect, it } from 'vitest';
import { insurerForms } from '@/content/insurer-forms';
import { usefulLinks } from '@/content/useful-links';
import { filterInsurers, isAvailable } from '@/features/insurer-forms/filter';

describe('insurer forms', () => {
  it('lists about 22 insurers of the three groups, each with at least one link', () => {
    expect(insurerForms.length).toBeGreaterThanOrEqual(20);
    expect(new Set(insurerForms.map((i) => i.group))).toEqual(
      new Set(['Public sector general insurers', 'Private general insurers', 'Standalone health insurers']),
    );
    for (const insurer of insurerForms) expect(insurer.links.length).toBeGreaterThan(0);
  });

  it('has exactly one placeholder link, which is not offered as a link', () => {
    const links = insurerForms.flatMap((i) => i.links);
    expect(links.filter((l) => !isAvailable(l.url))).toHaveLength(1);
    expect(isAvailable('')).toBe(false);
    expect(isAvailable('  ')).toBe(false);
    expect(isAvailable('https://www.example.in/claims')).toBe(true);
  });

  it('points every real link at https on the insurer’s own site', () => {
    for (const link of insurerForms.flatMap((i) => i.links).filter((l) => isAvailable(l.url))) expect(link.url).toMatch(/^https:\/\//);
  });

  it('filters insurers by name, trimmed and case-insensitive', () => {
    const names = filterInsurers(insurerForms, '  STAR ').map((i) => i.insurer);
    expect(names.length).toBe(1);
    expect(names[0]).toMatch(/Star Health/);
    expect(filterInsurers(insurerForms, '')).toHaveLength(insurerForms.length);
    expect(filterInsurers(insurerForms, 'no such insurer')).toEqual([]);
  });
});

describe('useful links', () => {
  it('lists the nine official sites over https', () => {
    expect(usefulLinks).toHaveLength(9);
    for (const link of usefulLinks) expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|nic\.in|co\.in|in|com)\//);
  });
});

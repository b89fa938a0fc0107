// @vitest-environment node
/**
 * The mutation test of the conformance kit, prose rows (backend/defects.ts, PROSE_ROWS): each rule
 * the contract states in words (CORS, methods, bodies, fields, languages, files, slots…), broken
 * alone in the reference backend, must fail the kit.
 */
import { describe, expect, it } from 'vitest';
import { rowsWithDefects, survivors } from './mutation';

const rows = (await rowsWithDefects()).filter((row) => typeof row.defect === 'string');
const groups = new Map<string, typeof rows>();
for (const row of rows) {
  const area = row.rule.split('.')[0] ?? row.rule;
  groups.set(area, [...(groups.get(area) ?? []), row]);
}

describe('the kit catches each prose rule broken alone', { timeout: 120_000 }, () => {
  it.each([...groups.keys()])('%s', async (area) => {
    expect(await survivors(groups.get(area) ?? [])).toEqual([]);
  });
});

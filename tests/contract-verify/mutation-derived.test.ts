// @vitest-environment node
/**
 * The mutation test of the conformance kit, derived rows (backend/defects.ts): for every constraint
 * of every request schema, every allowed value, every required response header, every list's schema
 * and the files each list names, the reference backend with that one rule broken must fail the kit.
 */
import { describe, expect, it } from 'vitest';
import { rowsWithDefects, survivors } from './mutation';

const rows = await rowsWithDefects();
const derived = rows.filter((row) => typeof row.defect === 'object');
/** One test per family and path, so that a failure names where. */
const groups = new Map<string, typeof derived>();
for (const row of derived) {
  const family = Object.keys(row.defect as object)[0] ?? '';
  const path = / (\/\S*)/.exec(row.rule)?.[1] ?? '';
  const key = `${family} ${path}`;
  groups.set(key, [...(groups.get(key) ?? []), row]);
}

describe('the kit catches each derived rule broken alone', { timeout: 120_000 }, () => {
  it.each([...groups.keys()])('%s', async (key) => {
    expect(await survivors(groups.get(key) ?? [])).toEqual([]);
  });
});

// @vitest-environment node
/**
 * The contract fuzzer (scripts/contract-verify/fuzz.ts) against the reference backend: generated
 * valid bodies are accepted (or, read-only, refused for their unknown field alone), generated
 * invalid ones refused with the Error body and fields, any Accept-Language and any file name
 * answered as the contract says; and it fails a backend that breaks one of those. A bounded number
 * of runs with a fixed seed, so that it is fast and repeatable. (Against the mock: kit-cli.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { Defect } from '../../backend/defect';
import { fuzzContract } from '../../scripts/contract-verify/fuzz';
import { backends, loadSpec, PRODUCTION_ORIGIN } from './harness';

const backend = backends();
const RUNS = 15;
const SEED = 24;

const fuzz = async (defects: Defect[] = [], readOnly = false) => {
  const b = await backend({ defects });
  const outcome = await fuzzContract(b.url, await loadSpec(), { runs: RUNS, seed: SEED, readOnly, origin: PRODUCTION_ORIGIN });
  return { ...outcome, stored: b.store.all().length, failed: outcome.results.filter((r) => r.status === 'fail').map((r) => `${r.check.id}: ${r.detail}`) };
};

describe('the contract fuzzer against the reference backend', { timeout: 60_000 }, () => {
  it('finds nothing wrong with the conformant backend, every operation fuzzed, valid bodies stored', async () => {
    const run = await fuzz();
    expect(run.failed).toEqual([]);
    const doc = await loadSpec();
    // Two properties per submission, one per list and per file path with a name in it.
    const operations = Object.entries(doc.paths).reduce(
      (n, [path, item]) => n + (item.post ? 2 : 0) + (item.get?.responses['200']?.content?.['application/json'] || path.includes('{') ? 1 : 0),
      0,
    );
    expect(run.results.length).toBe(operations);
    expect(run.results.every((r) => r.warnings.length === 0)).toBe(true);
    expect(run.stored).toBe(run.writes.length);
    expect(run.writes.length).toBe(RUNS * Object.values(doc.paths).filter((item) => item.post).length);
  });

  it('stores nothing in read-only mode: valid bodies go with an unknown field and are refused for it alone', async () => {
    const run = await fuzz([], true);
    expect(run.failed).toEqual([]);
    expect(run.stored).toBe(0);
  });

  it.each([
    ['fields-missing', 'invalid bodies'],
    ['accepted-body-off-schema', 'valid bodies'],
    ['accept-language-422', 'with any Accept-Language'],
    ['bad-file-name-422', 'with any name'],
  ] as const)('fails a backend with the defect %s (%s)', async (defect, property) => {
    const run = await fuzz([defect]);
    expect(run.failed.length).toBeGreaterThan(0);
    expect(run.failed.every((f) => f.includes(property))).toBe(true);
  });
});

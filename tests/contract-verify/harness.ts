/**
 * The conformance kit run in-process against the reference backend (also in-process, SQLite in
 * memory), for the kit's tests: no child process, no sleeps (a fake clock moves when the kit waits).
 */
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';
import { startReferenceBackend, PRODUCTION_ORIGIN, type ReferenceBackend, type ReferenceBackendOptions } from '../../backend/server';
import { loadContract, type OpenApiDocument } from '../../scripts/contract-verify/contract';
import { deriveChecks, type Check } from '../../scripts/contract-verify/derive';
import { runChecks, type CheckResult, type Clock, type RunOptions, type RunOutcome } from '../../scripts/contract-verify/run';

export { PRODUCTION_ORIGIN };
export const root = resolve(import.meta.dirname, '../..');
export const specFile = join(root, 'openapi.yaml');

let contract: Promise<OpenApiDocument> | undefined;
/** The contract, parsed once per test file. */
export const loadSpec = () => (contract ??= loadContract(specFile));

const derived = new Map<string, Check[]>();
/** The checks for the production origin, derived once per file and mode. */
export async function checksFor(options: { readOnly?: boolean; origins?: string[] } = {}): Promise<Check[]> {
  const key = JSON.stringify(options);
  let checks = derived.get(key);
  if (!checks) {
    checks = deriveChecks(await loadSpec(), { origins: options.origins ?? [PRODUCTION_ORIGIN], readOnly: options.readOnly });
    derived.set(key, checks);
  }
  return checks;
}

/** A clock that only moves when the kit waits (Retry-After), shared by the backend and the kit. */
export function fakeClock(start = Date.now()): Clock & { waited: number[] } {
  let now = start;
  const waited: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      waited.push(ms);
      now += ms;
    },
    waited,
  };
}

export interface Verdict extends RunOutcome {
  byId: Map<string, CheckResult>;
  failed: CheckResult[];
}

export const verdict = (outcome: RunOutcome): Verdict => ({
  ...outcome,
  byId: new Map(outcome.results.map((r) => [r.check.id, r])),
  failed: outcome.results.filter((r) => r.status === 'fail'),
});

/** Starts backends for one test file; each is stopped after the test that started it. */
export function backends(): (options?: ReferenceBackendOptions) => Promise<ReferenceBackend> {
  const open: ReferenceBackend[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.stop()));
  });
  return async (options = {}) => {
    const b = await startReferenceBackend({ rateLimit: false, ...options });
    open.push(b);
    return b;
  };
}

/** Runs checks (all of them by default) against a backend, with generous limits for a loaded machine. */
export async function verify(url: string, checks: Check[], options: RunOptions = {}): Promise<Verdict> {
  return verdict(await runChecks(url, checks, { timeoutMs: 10_000, slowMs: 10_000, budgetMs: 3_600_000, clock: fakeClock(), ...options }));
}

export const failures = (v: Verdict) => v.failed.map((r) => `${r.check.id}: ${r.detail}`);

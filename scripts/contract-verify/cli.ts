/**
 * `npm run contract:verify -- --base-url https://api.example.in`
 * Checks a live server against openapi.yaml; see docs/backend.md.
 * Exit codes: 0 every check passed (warnings allowed), 1 some check failed, 2 server unreachable or
 * bad usage, 3 nothing failed but some checks were inconclusive or not checked (rate limits, the
 * time budget), 130 interrupted (Ctrl-C). The reports are written in every case.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../../src/config/env';
import { loadContract, type JsonObject, type OpenApiDocument } from './contract';
import { deriveChecks, postCount, type Check } from './derive';
import { fuzzContract } from './fuzz';
import { checkTable, counts, jsonReport, junitReport, resultTable, type RunInfo } from './report';
import {
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_MAX_WAIT_MS,
  DEFAULT_SLOW_MS,
  DEFAULT_TIMEOUT_MS,
  runChecks,
  UnreachableError,
  type CheckResult,
  type Clock,
  type Write,
} from './run';

const USAGE = `usage: npm run contract:verify -- --base-url URL [options]
  --read-only           GETs, downloads and invalid POSTs only: no valid submission is sent
  --origin ORIGIN       a site origin CORS must allow (repeatable; default: the site origin from config)
  --timeout DURATION    time limit of each check, e.g. 5s or 800ms (default 5s)
  --slow DURATION       answers slower than this give a warning (default 1s)
  --max-wait DURATION   longest Retry-After honoured at once after a 429 (default 120s)
  --budget DURATION     time limit of the whole run, e.g. 10m (default: 10m, or 1.5 times what the run
                        needs at the contract's recommended rate limits if that is longer); the checks
                        not run by then are reported as not checked
  --fuzz RUNS           also send RUNS generated requests per operation (the contract fuzzer; 0 = off)
  --only REGEX          run only the checks whose id matches (e.g. 'POST /api/contact/' or 'preflight')
  --report FILE.json    JSON report (default reports/contract-verify.json), always written
  --junit FILE.xml      JUnit report (default reports/contract-verify.xml), always written
  --spec FILE           the contract (default openapi.yaml)
  --dry-run             list the checks, count the requests, call nothing`;

/** "5s", "800ms", "10m", "2" (seconds) → milliseconds. */
export function duration(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|min)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text} (write 5s, 800ms or 10m)`);
  const unit = match[2] === 'ms' ? 1 : match[2] === 'm' || match[2] === 'min' ? 60_000 : 1000;
  return Math.round(Number(match[1]) * unit);
}

/** The site's own origin from its configuration (VITE_SITE_URL, else its default). */
export function siteOrigin(): string {
  return new URL(parseEnv(process.env).VITE_SITE_URL).origin;
}

async function write(file: string, text: string) {
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, text);
}

/** Requests a run sends, and how long they take at the contract's recommended rate limits (x-limits). */
export function estimate(doc: OpenApiDocument, checks: Check[]): { posts: number; reads: number; minutes: number } {
  const limits = (((doc as unknown as JsonObject)['x-limits'] ?? {}) as JsonObject).recommendedRateLimits as JsonObject | undefined;
  const perMinute = (key: string, fallback: number) => (typeof limits?.[key] === 'number' ? (limits[key] as number) : fallback);
  const posts = postCount(checks);
  // Lists and files: one request per check, a few per language check and per HEAD, and the files the lists name.
  const reads =
    checks
      .filter((c) => c.method !== 'POST')
      .reduce((n, c) => n + (c.kind === 'accept-language' ? 8 : c.kind === 'head' || c.sameAs ? 2 : c.kind === 'missing-file' ? 4 : 1), 0) + 100;
  const minutes = posts / perMinute('submissionsPerMinutePerClient', 20) + reads / perMinute('readsPerMinutePerClient', 300);
  return { posts, reads, minutes };
}

export interface CliOptions {
  /** Where progress goes (stdout by default). */
  print?: (line: string) => void;
  /** Stops the run as Ctrl-C does (tests). */
  signal?: AbortSignal;
  /** The run's clock (tests: a fake one, so that waiting for Retry-After takes no time). */
  clock?: Clock;
}

export async function main(argv: string[], cli: CliOptions = {}): Promise<number> {
  const print = cli.print ?? ((line: string) => console.log(line));
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      spec: { type: 'string', default: resolve(import.meta.dirname, '../../openapi.yaml') },
      report: { type: 'string', default: 'reports/contract-verify.json' },
      junit: { type: 'string', default: 'reports/contract-verify.xml' },
      origin: { type: 'string', multiple: true },
      'read-only': { type: 'boolean', default: false },
      timeout: { type: 'string' },
      slow: { type: 'string' },
      'max-wait': { type: 'string' },
      budget: { type: 'string' },
      fuzz: { type: 'string' },
      only: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    print(USAGE);
    return 0;
  }
  let timeoutMs: number, slowMs: number, maxWaitMs: number, origins: string[], fuzzRuns: number;
  try {
    timeoutMs = duration(values.timeout, DEFAULT_TIMEOUT_MS);
    slowMs = duration(values.slow, DEFAULT_SLOW_MS);
    maxWaitMs = duration(values['max-wait'], DEFAULT_MAX_WAIT_MS);
    origins = (values.origin?.length ? values.origin : [siteOrigin()]).map((o) => new URL(o).origin);
    fuzzRuns = Number(values.fuzz ?? 0);
    if (!Number.isInteger(fuzzRuns) || fuzzRuns < 0) throw new Error(`--fuzz takes a number of runs, not ${values.fuzz}`);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const readOnly = values['read-only'];
  const doc = await loadContract(values.spec);
  let only: RegExp | undefined;
  try {
    only = values.only === undefined ? undefined : new RegExp(values.only);
  } catch (error) {
    console.error(`--only: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const checks = deriveChecks(doc, { origins, readOnly }).filter((c) => !only || only.test(c.id));
  const writing = checks.filter((c) => c.writes);
  const need = estimate(doc, checks);
  let budgetMs: number;
  try {
    budgetMs = duration(values.budget, Math.max(600_000, Math.ceil(need.minutes * 1.5) * 60_000));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const needs = `${need.posts} POSTs (${writing.length} of them valid submissions) and about ${need.reads} other requests: about ${Math.ceil(need.minutes)} min at the contract's recommended rate limits, seconds without limits`;
  if (values['dry-run']) {
    print(checkTable(checks));
    print(`\n${checks.length} checks derived from ${values.spec}${readOnly ? ' (read-only)' : ''}; they send ${needs}. Nothing was called (--dry-run).`);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error(`--base-url is required (e.g. --base-url http://localhost:8000), or use --dry-run\n${USAGE}`);
    return 2;
  }
  const info: RunInfo = { baseUrl, mode: readOnly ? 'read-only' : 'full', origins, timeoutMs, budgetMs };
  print(
    readOnly
      ? `Read-only run against ${baseUrl}: no valid submission will be sent.`
      : `Full run against ${baseUrl}: ${writing.length} valid submission(s) will be sent, marked with X-Conformance-Test: true and the name "Conformance Test" (use --read-only to send none).`,
  );
  print(`${checks.length} checks; they send ${needs}. Time budget ${Math.round(budgetMs / 60_000)} min (--budget).`);

  // Ctrl-C stops the run after the request in flight; the reports are still written. A second one quits at once.
  const stop = new AbortController();
  cli.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  let interrupts = 0;
  const onSigint = () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    print('Interrupted: writing the reports (Ctrl-C again to quit at once)…');
    stop.abort();
  };
  process.on('SIGINT', onSigint);
  // Never silent for long: a line when a request takes longer than the heartbeat.
  let last = Date.now();
  let current = '';
  const say = (line: string) => {
    last = Date.now();
    print(line);
  };
  const ticker = setInterval(() => {
    if (Date.now() - last >= DEFAULT_HEARTBEAT_MS) say(`… still working${current ? ` on ${current}` : ''}`);
  }, 1000);
  ticker.unref();

  let results: CheckResult[] = [];
  let writes: Write[] = [];
  try {
    const outcome = await runChecks(baseUrl, checks, {
      timeoutMs,
      slowMs,
      maxWaitMs,
      budgetMs,
      ...(cli.clock ? { clock: cli.clock } : {}),
      signal: stop.signal,
      progress: say,
      onResult: (r) => {
        current = r.check.id;
      },
    });
    ({ results, writes } = outcome);
    info.sent = outcome.sent;
    if (outcome.stopped) info.stopped = outcome.stopped === 'budget' ? `the time budget of ${Math.round(budgetMs / 1000)} s ran out` : 'interrupted (SIGINT)';
    if (fuzzRuns > 0 && !outcome.stopped) {
      say(`Fuzzing: ${fuzzRuns} generated request(s) per operation…`);
      const fuzz = await fuzzContract(baseUrl, doc, { runs: fuzzRuns, readOnly, origin: origins[0], signal: stop.signal, progress: say });
      results = [...results, ...fuzz.results];
      writes = [...writes, ...fuzz.writes];
    }
    print(resultTable(results, writes));
    const c = counts(results);
    if (outcome.stopped === 'interrupted') return 130;
    return c.failed > 0 ? 1 : c.inconclusive + c.notChecked > 0 ? 3 : 0;
  } catch (error) {
    info.aborted =
      error instanceof UnreachableError ? `cannot reach the server: ${error.message}` : `the run stopped: ${(error as Error).stack ?? String(error)}`;
    if (error instanceof UnreachableError) {
      console.error(`Cannot reach the server: ${error.message}\nIs it running, and is --base-url right?`);
      return 2;
    }
    throw error;
  } finally {
    clearInterval(ticker);
    process.off('SIGINT', onSigint);
    await write(values.report, jsonReport(info, results, writes));
    await write(values.junit, junitReport(info, results));
    print(`Reports: ${values.report}, ${values.junit}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}

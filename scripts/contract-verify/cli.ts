/**
 * `npm run contract:verify -- --base-url https://api.example.in`
 * Checks a live server against openapi.yaml; see docs/backend.md.
 * Exit codes: 0 every check passed (warnings allowed), 1 some check failed,
 * 2 server unreachable or bad usage, 3 nothing failed but some checks were inconclusive (429).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../../src/config/env';
import { loadContract } from './contract';
import { deriveChecks } from './derive';
import { checkTable, counts, jsonReport, junitReport, resultTable, type RunInfo } from './report';
import { DEFAULT_MAX_WAIT_MS, DEFAULT_SLOW_MS, DEFAULT_TIMEOUT_MS, runChecks, UnreachableError, type CheckResult, type Write } from './run';

const USAGE = `usage: npm run contract:verify -- --base-url URL [options]
  --read-only           GETs, downloads and invalid POSTs only: no valid submission is sent
  --origin ORIGIN       a site origin CORS must allow (repeatable; default: the site origin from config)
  --timeout DURATION    time limit of each check, e.g. 5s or 800ms (default 5s)
  --slow DURATION       answers slower than this give a warning (default 1s)
  --max-wait DURATION   longest Retry-After honoured after a 429 (default 120s)
  --report FILE.json    JSON report (default reports/contract-verify.json), always written
  --junit FILE.xml      JUnit report (default reports/contract-verify.xml), always written
  --spec FILE           the contract (default openapi.yaml)
  --dry-run             list the checks and call nothing`;

/** "5s", "800ms", "2" (seconds) → milliseconds. */
export function duration(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text} (write 5s or 800ms)`);
  return Math.round(Number(match[1]) * (match[2] === 'ms' ? 1 : 1000));
}

/** The site's own origin from its configuration (VITE_SITE_URL, else its default). */
export function siteOrigin(): string {
  return new URL(parseEnv(process.env).VITE_SITE_URL).origin;
}

async function write(file: string, text: string) {
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, text);
}

export async function main(argv: string[]): Promise<number> {
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
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let timeoutMs: number, slowMs: number, maxWaitMs: number, origins: string[];
  try {
    timeoutMs = duration(values.timeout, DEFAULT_TIMEOUT_MS);
    slowMs = duration(values.slow, DEFAULT_SLOW_MS);
    maxWaitMs = duration(values['max-wait'], DEFAULT_MAX_WAIT_MS);
    origins = (values.origin?.length ? values.origin : [siteOrigin()]).map((o) => new URL(o).origin);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const readOnly = values['read-only'];
  const checks = deriveChecks(await loadContract(values.spec), { origins, readOnly });
  const writing = checks.filter((c) => c.writes);
  if (values['dry-run']) {
    console.log(checkTable(checks));
    console.log(`\n${checks.length} checks derived from ${values.spec}; ${writing.length} would send a valid (stored) submission; nothing was called (--dry-run).`);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error(`--base-url is required (e.g. --base-url http://localhost:8000), or use --dry-run\n${USAGE}`);
    return 2;
  }
  const info: RunInfo = { baseUrl, mode: readOnly ? 'read-only' : 'full', origins, timeoutMs };
  console.log(
    readOnly
      ? `Read-only run against ${baseUrl}: no valid submission will be sent.`
      : `Full run against ${baseUrl}: ${writing.length} valid submission(s) will be sent, marked with ${'X-Conformance-Test: true'} and the name "Conformance Test" (use --read-only to send none).`,
  );
  let results: CheckResult[] = [];
  let writes: Write[] = [];
  try {
    ({ results, writes } = await runChecks(baseUrl, checks, { timeoutMs, slowMs, maxWaitMs }));
    console.log(resultTable(results, writes));
    const c = counts(results);
    return c.failed > 0 ? 1 : c.inconclusive > 0 ? 3 : 0;
  } catch (error) {
    info.aborted = error instanceof UnreachableError ? `cannot reach the server: ${error.message}` : `the run stopped: ${(error as Error).stack ?? String(error)}`;
    if (error instanceof UnreachableError) {
      console.error(`Cannot reach the server: ${error.message}\nIs it running, and is --base-url right?`);
      return 2;
    }
    throw error;
  } finally {
    await write(values.report, jsonReport(info, results, writes));
    await write(values.junit, junitReport(info, results));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}

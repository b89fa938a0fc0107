// @vitest-environment node
/**
 * The conformance kit's command line (`npm run contract:verify`), run as a backend team runs it, in
 * a process of its own: against Prism serving openapi.yaml (the mock), and against the reference
 * backend with real rate limits (a lower limit and a shorter window than 20 a minute, so that it
 * takes seconds), a real Ctrl-C, an unreachable server and a failing check. (Split from
 * kit.test.ts so that the two files run side by side on a 2-core machine.)
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckKind } from '../../scripts/contract-verify/derive';
import { fuzzContract } from '../../scripts/contract-verify/fuzz';
import { freePort, startPrism, type RunningPrism } from '../../scripts/processes';
import { backends, loadSpec, PRODUCTION_ORIGIN, root } from './harness';
import { MOCK_GAPS } from './mock-gaps';

const backend = backends();
const cliFile = join(root, 'scripts/contract-verify/cli.ts');

interface Report {
  failed: number;
  passed: number;
  inconclusive: number;
  notChecked: number;
  stopped: string | null;
  aborted: string | null;
  mode: string;
  origins: string[];
  writes: unknown[];
  results: { id: string; kind: CheckKind; status: string; detail: string; rules: string[] }[];
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  report?: Report;
  junit?: string;
}

async function files() {
  const dir = await mkdtemp(join(tmpdir(), 'verify-'));
  return { report: join(dir, 'report.json'), junit: join(dir, 'report.xml') };
}

async function read(paths: { report: string; junit: string }) {
  const text = await readFile(paths.report, 'utf8').catch(() => undefined);
  return { report: text ? (JSON.parse(text) as Report) : undefined, junit: await readFile(paths.junit, 'utf8').catch(() => undefined) };
}

async function cli(args: string[], timeout = 120_000): Promise<Run> {
  const paths = await files();
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((ok) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cliFile, ...args, '--report', paths.report, '--junit', paths.junit],
      { cwd: root, timeout, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => ok({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
  return { ...result, ...(await read(paths)) };
}

describe('the command line against the mock (Prism serving the contract)', () => {
  let prism: RunningPrism;

  beforeAll(async () => {
    prism = await startPrism(await freePort());
  }, 60_000);

  afterAll(async () => {
    await prism?.stop();
  });

  it('fails only where the mock cannot be a backend (MOCK_GAPS, each with why), and each gap is still seen', async () => {
    const run = await cli(['--base-url', prism.url, '--timeout', '10s']);
    expect(run.report?.origins).toEqual([PRODUCTION_ORIGIN]);
    expect(run.report?.mode).toBe('full');
    const failed = run.report?.results.filter((r) => r.status !== 'pass') ?? [];
    const gapOf = (r: (typeof failed)[number]) => MOCK_GAPS.find((gap) => gap.kinds.includes(r.kind) && gap.detail.test(r.detail));
    expect(failed.filter((r) => !gapOf(r)).map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(MOCK_GAPS.filter((gap) => !failed.some((r) => gapOf(r) === gap)).map((gap) => gap.why)).toEqual([]);
    expect(run.code).toBe(failed.length ? 1 : 0);
    expect(run.stdout).toMatch(/Full run against .*: \d+ valid submission\(s\) will be sent/);
    expect(run.junit).toContain('<testsuite name="contract-verify');
  }, 180_000);

  it('the contract fuzzer finds no request the mock answers against the contract (10 runs per operation)', async () => {
    const outcome = await fuzzContract(prism.url, await loadSpec(), { runs: 10, seed: 24 });
    expect(outcome.results.filter((r) => r.status !== 'pass').map((r) => `${r.check.id}: ${r.detail}`)).toEqual([]);
    // Every operation was fuzzed: two properties per submission, one per list and per file path with a name in it.
    expect(outcome.results.length).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('says what a read-only run sends, and sends no valid submission', async () => {
    const run = await cli([
      '--base-url',
      prism.url,
      '--read-only',
      '--origin',
      'http://localhost:3000',
      '--timeout',
      '10s',
      '--only',
      '^(POST|GET|OPTIONS) /api/contact/',
    ]);
    expect(run.stdout).toContain('no valid submission will be sent');
    expect(run.report?.writes).toEqual([]);
    expect(run.report?.origins).toEqual(['http://localhost:3000']);
  }, 180_000);
});

describe('the command line against the reference backend', () => {
  it('lists the checks and counts the requests without calling anything on --dry-run', async () => {
    const run = await cli(['--dry-run', '--read-only', '--base-url', 'http://127.0.0.1:9']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/checks derived from .* \(read-only\); they send \d+ POSTs \(0 of them valid submissions\)/);
    expect(run.stdout).toContain('Nothing was called (--dry-run).');
  });

  it('stops only when the first request cannot connect, and still writes both reports', async () => {
    const port = await freePort();
    const run = await cli(['--base-url', `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Cannot reach the server: http://127.0.0.1:${port}`);
    expect(run.report?.aborted).toContain('ECONNREFUSED');
    expect(run.junit).toContain('<error message="cannot reach the server');
  });

  it('exits 1 on a failure and writes the failure into both reports', async () => {
    const b = await backend({ defects: ['html-labelled-pdf'] });
    const run = await cli(['--base-url', b.url, '--read-only']);
    expect(run.code).toBe(1);
    expect(run.report?.results.find((r) => r.id === 'GET /media/compliance/annual-report-2024-25.pdf download')?.status).toBe('fail');
    expect(run.junit).toContain('not a application/pdf file');
  }, 120_000);

  it('finishes a run against a real rate limit within its budget, waiting Retry-After and printing progress', async () => {
    // 4 POSTs a second against 12 (the full run at 20 a minute: kit.test.ts with a fake clock, docs/backend.md with a real one).
    const b = await backend({ rateLimit: { submissions: 4, reads: 0, windowMs: 1000 } });
    const run = await cli([
      '--base-url',
      b.url,
      '--only',
      '^POST /api/contact/ (the contract example|rejects (missing required|unknown extra field))',
      '--budget',
      '60s',
    ]);
    expect(run.report).toMatchObject({ failed: 0, notChecked: 0, inconclusive: 0, stopped: null });
    expect(run.report?.passed).toBeGreaterThanOrEqual(12);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/429 on POST .*: POSTs wait 1 s \(Retry-After 1 s\), then it is tried again/);
    expect(run.stdout).toMatch(/^\[\s*1\/\d+\] pass /m);
    expect(b.store.all().length).toBe(1);
  }, 120_000);

  it('writes both reports when stopped by Ctrl-C (SIGINT), saying what it could not check, and exits 130', async () => {
    const b = await backend({ rateLimit: { submissions: 3, reads: 0, windowMs: 60_000 } });
    const paths = await files();
    const child = spawn(process.execPath, ['--import', 'tsx', cliFile, '--base-url', b.url, '--read-only', '--report', paths.report, '--junit', paths.junit], {
      cwd: root,
    });
    let out = '';
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`no wait for Retry-After within 60 s:\n${out}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('429 on POST')) {
          clearTimeout(timer);
          ok();
        }
      });
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const { report, junit } = await read(paths);
    expect(report?.results.filter((r) => r.status === 'fail').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(report).toMatchObject({ stopped: 'interrupted (SIGINT)', failed: 0 });
    expect(report?.notChecked).toBeGreaterThan(100);
    expect(junit).toContain('not checked: the run was interrupted');
  }, 120_000);
});

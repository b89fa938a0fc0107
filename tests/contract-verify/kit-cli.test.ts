// @vitest-environment node
/**
 * The conformance kit's command line (`npm run contract:verify`): exit codes, reports and what it
 * says it sends, run as a backend team runs it, against Prism serving openapi.yaml and the
 * reference backend with one defect. (Split from kit.test.ts so that the two files run side by
 * side on a 2-core machine.)
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrism, type RunningPrism } from '../../scripts/processes';
import { loadContract, type OpenApiDocument } from '../../scripts/contract-verify/contract';
import { PRODUCTION_ORIGIN, referenceServers } from './reference-server';

const root = resolve(import.meta.dirname, '../..');
let doc: OpenApiDocument;

const server = referenceServers();

beforeAll(async () => {
  doc = await loadContract(join(root, 'openapi.yaml'));
});

describe('the command line', () => {
  let prism: RunningPrism;

  beforeAll(async () => {
    prism = await startPrism(await freePort());
  }, 60_000);

  afterAll(async () => {
    await prism?.stop();
  });

  interface Run {
    code: number;
    stdout: string;
    stderr: string;
    report?: { failed: number; passed: number; inconclusive: number; aborted: string | null; mode: string; origins: string[]; writes: unknown[]; results: { id: string; status: string; detail: string }[] };
    junit?: string;
  }

  async function cli(args: string[]): Promise<Run> {
    const dir = await mkdtemp(join(tmpdir(), 'verify-'));
    const report = join(dir, 'report.json');
    const junit = join(dir, 'report.xml');
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((ok) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', join(root, 'scripts/contract-verify/cli.ts'), ...args, '--report', report, '--junit', junit],
        { cwd: root, timeout: 60_000 },
        (error, stdout, stderr) => ok({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    const text = await readFile(report, 'utf8').catch(() => undefined);
    return { ...result, report: text ? JSON.parse(text) : undefined, junit: await readFile(junit, 'utf8').catch(() => undefined) };
  }

  it('passes every check against Prism serving the contract, with the site origin from config by default', async () => {
    const run = await cli(['--base-url', prism.url]);
    expect(run.report?.results.filter((r) => r.status !== 'pass').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.report?.origins).toEqual([PRODUCTION_ORIGIN]);
    expect(run.report?.mode).toBe('full');
    // Two valid submissions (the example, then at the limits) per POST path of the contract.
    const posts = Object.values(doc.paths).filter((item) => item.post).length;
    expect(posts).toBeGreaterThanOrEqual(5);
    expect(run.stdout).toMatch(new RegExp(`Full run against .*: ${2 * posts} valid submission\\(s\\) will be sent`));
    expect(run.junit).toContain('<testsuite name="contract-verify');
  }, 60_000);

  it('says what a read-only run sends, and sends no valid submission', async () => {
    const run = await cli(['--base-url', prism.url, '--read-only', '--origin', 'http://localhost:3000']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no valid submission will be sent');
    expect(run.report?.writes).toEqual([]);
    expect(run.report?.origins).toEqual(['http://localhost:3000']);
  }, 60_000);

  it('lists the checks without calling anything on --dry-run', async () => {
    const run = await cli(['--dry-run', '--base-url', 'http://127.0.0.1:9']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('nothing was called');
    expect(run.stdout).toContain('would send a valid (stored) submission');
  });

  it('stops only when the first request cannot connect, and still writes both reports', async () => {
    const port = await freePort();
    const run = await cli(['--base-url', `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Cannot reach the server: http://127.0.0.1:${port}`);
    expect(run.stderr).toContain('ECONNREFUSED');
    expect(run.report?.aborted).toContain('ECONNREFUSED');
    expect(run.junit).toContain('<error message="cannot reach the server');
  });

  it('exits 1 on a failure and writes the failure into both reports', async () => {
    const s = await server({ defect: 'html-labelled-pdf' });
    const run = await cli(['--base-url', s.url, '--read-only', '--timeout', '2s']);
    expect(run.code).toBe(1);
    expect(run.report?.results.find((r) => r.id === 'GET /media/compliance/annual-report-2024-25.pdf download')?.status).toBe('fail');
    expect(run.junit).toContain('not %PDF-');
  }, 60_000);
});

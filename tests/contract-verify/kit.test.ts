/**
 * The conformance kit against real servers: Prism serving openapi.yaml (all
 * checks pass) and a deliberately broken server (each flaw named, exit ≠ 0).
 */
import { execFile } from 'node:child_process';
import { readFile, mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { freePort, startPrism, type RunningPrism } from '../../scripts/processes';
import { loadContract, parseContract } from '../../scripts/contract-verify/contract';
import { deriveChecks } from '../../scripts/contract-verify/derive';

const root = resolve(import.meta.dirname, '../..');
const specFile = join(root, 'openapi.yaml');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  report?: { failed: number; passed: number; results: { id: string; ok: boolean; detail: string }[] };
}

async function verify(args: string[]): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), 'verify-'));
  const report = join(dir, 'report.json');
  const withReport = args.includes('--dry-run') || !args.includes('--base-url') ? args : [...args, '--report', report];
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((ok) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/contract-verify/cli.ts'), ...withReport],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => ok({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
  const text = await readFile(report, 'utf8').catch(() => undefined);
  return { ...result, report: text ? JSON.parse(text) : undefined };
}

function examples(doc: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const paths = doc.paths as Record<string, { get?: { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> } }>;
  for (const [path, item] of Object.entries(paths)) {
    const value = item.get?.responses['200']?.content?.['application/json']?.examples?.default?.value;
    if (value !== undefined) out.set(path, value);
  }
  return out;
}

/** A backend with four flaws; everything else answers like the contract's examples. */
async function brokenServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const doc = YAML.parse(await readFile(specFile, 'utf8')) as Record<string, unknown>;
  const bodies = examples(doc);
  const offices = (bodies.get('/api/offices/') as Record<string, unknown>[]).map(({ address: _drop, ...rest }) => rest);
  bodies.set('/api/offices/', offices); // flaw 1: a required field is missing
  const board = (bodies.get('/api/board-of-directors/') as Record<string, unknown>[]).map((m) => ({ ...m, id: String(m.id) }));
  bodies.set('/api/board-of-directors/', board); // flaw 2: a wrong type
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    // flaw 4: no CORS header on the services list
    const headers = path === '/api/services/' ? {} : cors;
    if (req.method === 'POST') {
      req.resume();
      // flaw 3: every submission is "accepted", even those the contract says are a 400
      res.writeHead(201, { ...headers, 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'received', message: 'ok', reference: 'X-1' }));
      return;
    }
    if (path.startsWith('/media/')) {
      res.writeHead(200, { ...headers, 'content-type': 'application/pdf' }).end('%PDF-1.4');
      return;
    }
    const body = bodies.get(path);
    if (body === undefined) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

describe('backend conformance kit', () => {
  let prism: RunningPrism;
  let broken: Awaited<ReturnType<typeof brokenServer>>;

  beforeAll(async () => {
    prism = await startPrism(await freePort());
    broken = await brokenServer();
  }, 60_000);

  afterAll(async () => {
    await prism?.stop();
    await broken?.close();
  });

  it('passes every check against Prism serving the contract', async () => {
    const run = await verify(['--base-url', prism.url]);
    expect(run.stdout).toMatch(/\n\d+ passed, 0 failed/);
    expect(run.report?.failed).toBe(0);
    expect(run.report?.passed).toBe(deriveChecks(await loadContract(specFile)).length);
    expect(run.code).toBe(0);
  }, 60_000);

  it('names each flaw of a broken server and exits non-zero', async () => {
    const run = await verify(['--base-url', broken.url]);
    expect(run.code).toBe(1);
    const byId = new Map(run.report?.results.map((r) => [r.id, r]));
    expect(byId.get('GET /api/offices/ schema')).toMatchObject({ ok: false, detail: expect.stringContaining('missing field "address"') });
    expect(byId.get('GET /api/board-of-directors/ schema')).toMatchObject({ ok: false, detail: expect.stringContaining('wrong type at /0/id') });
    expect(byId.get('POST /api/submit-insurance-section-form/ rejects phone_num 9 characters ("987654321")')).toMatchObject({
      ok: false,
      detail: 'status 201, contract says 400',
    });
    expect(byId.get('GET /api/services/ cors')).toMatchObject({ ok: false, detail: expect.stringContaining('Access-Control-Allow-Origin is missing') });
    // What the broken server gets right still passes.
    expect(byId.get('GET /api/careers/ schema')?.ok).toBe(true);
    expect(byId.get('GET /api/services/ schema')?.ok).toBe(true);
    expect(run.stdout).toContain('FAIL');
  }, 60_000);

  it('derives the phone, PAN, e-mail, enum and required-field violations of the contract', async () => {
    const ids = deriveChecks(await loadContract(specFile)).map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'POST /api/submit-insurance-section-form/ rejects phone_num 9 characters ("987654321")',
        'POST /api/submit-insurance-section-form/ rejects phone_num 11 characters ("98765432100")',
        'POST /api/submit-posp-form/ rejects pan_num lowercase ("abcde1234f")',
        'POST /api/submit-insurance-section-form/ rejects email not an e-mail',
        'POST /api/submit-insurance-section-form/ rejects insurance_type outside Health|Life',
        'POST /api/contact/ rejects missing required first_name',
        'GET /api/compliances/ files',
        'OPTIONS /api/contact/ preflight POST',
      ]),
    );
  });

  it('grows the list of checks when the contract gains an endpoint or a constraint', async () => {
    const text = await readFile(specFile, 'utf8');
    const before = deriveChecks(parseContract(text)).length;
    const doc = YAML.parse(text);
    doc.paths['/api/newsletter/'] = {
      get: { operationId: 'x', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array' }, example: [] } } } } },
    };
    doc.components.schemas.EnquiryRequest.properties.city = { type: 'string', pattern: '^[A-Za-z ]+$' };
    doc.components.schemas.EnquiryRequest.required.push('city');
    doc.paths['/api/submit-insurance-section-form/'].post.requestBody.content['application/json'].examples.valid.value.city = 'Pune';
    const after = deriveChecks(parseContract(YAML.stringify(doc)));
    const ids = after.map((c) => c.id);
    expect(ids).toContain('GET /api/newsletter/ schema');
    expect(ids).toContain('POST /api/submit-insurance-section-form/ rejects missing required city');
    expect(ids.some((id) => id.includes('rejects city'))).toBe(true);
    expect(after.length).toBeGreaterThan(before + 3);
  });

  it('lists the checks without calling anything on --dry-run', async () => {
    const run = await verify(['--dry-run', '--base-url', 'http://127.0.0.1:9']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('nothing was called');
    expect(run.stdout).toContain('GET /api/offices/');
  });

  it('says clearly when the server cannot be reached', async () => {
    const port = await freePort();
    const run = await verify(['--base-url', `http://127.0.0.1:${port}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Cannot reach the server: http://127.0.0.1:${port}`);
    expect(run.stderr).toContain('ECONNREFUSED');
  });
});

// @vitest-environment node
/**
 * The conformance kit against the reference backend (backend/), both in this process: it passes the
 * conformant backend in full and read-only runs and its conformant variations, stays robust on a
 * bad wire (slow, hanging, reset), and behaves under real rate limits: it waits Retry-After within
 * its budget, says what it is doing, and writes its report however it stops. The defects it must
 * catch are the mutation tests' (mutation-*.test.ts). Time moves with a fake clock; nothing sleeps.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CONFORMANT_VARIANTS } from '../../backend/defects';
import { MARKER_NAME } from '../../scripts/contract-verify/bodies';
import { main } from '../../scripts/contract-verify/cli';
import { parseContract } from '../../scripts/contract-verify/contract';
import { deriveChecks, FOREIGN_ORIGIN, MARKER_HEADER, postCount, type Check, type CheckKind } from '../../scripts/contract-verify/derive';
import { backends, checksFor, fakeClock, failures, loadSpec, PRODUCTION_ORIGIN, root, specFile, verify } from './harness';

const backend = backends();

describe('the kit against the conformant reference backend', { timeout: 60_000 }, () => {
  it('passes every check of a full run, and what it stored is exactly its marked test submissions', async () => {
    const b = await backend();
    const checks = await checksFor();
    const v = await verify(b.url, checks);
    expect(failures(v)).toEqual([]);
    expect(v.results.filter((r) => r.status !== 'pass')).toEqual([]);
    expect(v.results.length).toBeGreaterThan(500);
    const stored = b.store.all();
    expect(stored.length).toBe(v.writes.filter((w) => w.status === 201).length);
    expect(stored.length).toBe(
      checks.filter((c) => c.writes).length - v.results.filter((r) => r.check.writes && r.warnings.some((w) => w.startsWith('not applicable'))).length,
    );
    for (const s of stored) {
      expect(s.conformanceTest).toBe(true);
      // The kit's own erasure request (a data request of the kind) erased its earlier submissions with that address.
      if (s.body === null) {
        expect(s.erasedAt).not.toBeNull();
        continue;
      }
      const body = s.body;
      // A body without a name (the call-back form's first step) is marked by X-Conformance-Test alone (checked above).
      if (body.name === undefined && body.first_name === undefined) continue;
      const name = typeof body.name === 'string' ? body.name : `${String(body.first_name).slice(0, 11)} ${String(body.last_name).slice(0, 4)}`;
      expect(name.startsWith(MARKER_NAME), name).toBe(true);
    }
    // Every file a list names was downloaded: videos, thumbnails, logos, images, PDFs.
    const downloads = v.results.filter((r) => r.check.id.endsWith(' download')).map((r) => r.check.path);
    for (const file of [
      '/media/videos/dealer-story.webm',
      '/images/testimonials/dealer-story-thumb.svg',
      '/images/clients/client-1.svg',
      '/images/services/placement.svg',
      '/images/csr/health-camp.svg',
      '/media/compliance/annual-report-2024-25.pdf',
    ]) {
      expect(downloads).toContain(file);
    }
  });

  it('passes a read-only run, which stores nothing and sends one POST per check', async () => {
    const b = await backend();
    const checks = await checksFor({ readOnly: true });
    const v = await verify(b.url, checks);
    expect(failures(v)).toEqual([]);
    expect(b.store.all()).toEqual([]);
    expect(checks.some((c) => c.writes)).toBe(false);
    const notApplicable = v.results.filter((r) => r.check.method === 'POST' && r.warnings.some((w) => w.startsWith('not applicable'))).length;
    expect(v.sent.POST).toBe(postCount(checks) - notApplicable);
    expect(b.requests.filter((r) => r.method === 'POST').every((r) => r.headers[MARKER_HEADER.toLowerCase()] === 'true')).toBe(true);
  });

  it('the read-only POST count in README and docs/backend.md is the one the contract gives', async () => {
    const count = postCount(await checksFor({ readOnly: true }));
    const docs = await readFile(join(root, 'docs/backend.md'), 'utf8');
    expect(Number(/read-only run sends (\d+) POSTs/.exec(docs)?.[1])).toBe(count);
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    expect(Number(/\((\d+) POSTs with today's contract/.exec(readme)?.[1])).toBe(count);
  });

  it('fails CORS for an origin the backend does not allow, and only CORS', async () => {
    const b = await backend({ allowedOrigins: [PRODUCTION_ORIGIN] });
    const checks = (await checksFor({ origins: ['http://localhost:3000'] })).filter((c) => c.rules.some((r) => r.startsWith('cors.')));
    const other = await verify(b.url, checks);
    expect(other.failed.length).toBeGreaterThan(10);
    expect(other.failed.every((r) => r.check.rules.includes('cors.allow-origin') || r.check.kind === 'cors-preflight')).toBe(true);
  });

  /** The checks a conformant variation changes the answers of. */
  const touched: Record<(typeof CONFORMANT_VARIANTS)[number], CheckKind[]> = {
    'ok-200-empty-object': ['accepts-valid', 'accepts-variant', 'accepts-limits'],
    'ok-200-text': ['accepts-valid', 'accepts-variant', 'accepts-limits'],
    'absolute-and-relative-files': ['files-downloadable', 'response-schema'],
    'english-only': ['response-schema', 'accept-language'],
    'empty-lists': ['response-schema', 'files-downloadable'],
  };

  it.each(CONFORMANT_VARIANTS)('passes a backend with the conformant variation %s', async (variant) => {
    const b = await backend({ defects: [variant] });
    const v = await verify(
      b.url,
      (await checksFor()).filter((c) => touched[variant].includes(c.kind)),
    );
    expect(failures(v)).toEqual([]);
    expect(v.results.length).toBeGreaterThan(5);
    if (variant === 'english-only')
      expect(v.byId.get('GET /api/compliances/ schema (Accept-Language: hi)')?.warnings).toContain(
        'answered in en, not hi: the site shows these texts as they are',
      );
    if (variant === 'empty-lists') expect(v.byId.get('GET /api/services/ schema')?.warnings).toContain('the list is empty, so its item schema went unchecked');
    if (variant === 'absolute-and-relative-files')
      expect(v.results.some((r) => r.check.id.startsWith('GET http://127.0.0.1') && r.status === 'pass')).toBe(true);
  });
});

describe('the kit on a bad wire', { timeout: 60_000 }, () => {
  const offices = (checks: Check[]) => checks.filter((c) => c.path === '/api/offices/' || c.path === '/api/services/');

  // The two runs of each test wait on the wire, not on the CPU: they run side by side (each against
  // a backend of its own), so the file's real-time waits overlap instead of adding up.
  it('warns about a slow answer, and fails only the check whose answer outlasts its time limit', async () => {
    const [slow, late] = await Promise.all([backend({ defects: ['slow-offices'], delayMs: 300 }), backend({ defects: ['slow-offices'], delayMs: 4000 })]);
    const [warned, v] = await Promise.all([
      verify(slow.url, offices(await checksFor()), { slowMs: 200 }),
      verify(late.url, offices(await checksFor()), { timeoutMs: 1500 }),
    ]);
    expect(warned.byId.get('GET /api/offices/ schema')?.warnings.join()).toMatch(/slow answer: \d+ ms \(over 200 ms\)/);
    expect(v.byId.get('GET /api/offices/ schema')).toMatchObject({ status: 'fail', detail: 'no answer within 1500 ms' });
    expect(v.byId.get('GET /api/services/ schema')?.status).toBe('pass');
  });

  it('fails the checks of a path that never answers or resets the connection, and goes on to the end', async () => {
    const defects = ['hanging-offices', 'reset-offices'] as const;
    const runs = await Promise.all(
      defects.map(async (defect) => {
        const b = await backend({ defects: [defect] });
        const checks = offices(await checksFor());
        return { defect, checks, v: await verify(b.url, checks, { timeoutMs: 1500 }) };
      }),
    );
    for (const { defect, checks, v } of runs) {
      expect(v.byId.get('GET /api/offices/ schema')).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(defect === 'hanging-offices' ? /within 1500 ms/ : /^connection failed/),
      });
      expect(v.failed.filter((r) => r.check.path !== '/api/offices/').map((r) => r.check.id)).toEqual([]);
      expect(v.results.length).toBeGreaterThanOrEqual(checks.length);
    }
  });
});

describe('the kit under real rate limits', { timeout: 120_000 }, () => {
  async function reports() {
    const dir = await mkdtemp(join(tmpdir(), 'verify-'));
    return { report: join(dir, 'report.json'), junit: join(dir, 'report.xml') };
  }

  it('finishes a full run against 20 POSTs and 300 reads a minute within its default budget, printing progress at least every 5 s, and writes its report', async () => {
    const clock = fakeClock(Date.parse('2026-11-25T10:00:00+05:30'));
    const b = await backend({ rateLimit: { submissions: 20, reads: 300, windowMs: 60_000 }, now: clock.now });
    const files = await reports();
    const lines: { at: number; line: string }[] = [];
    const code = await main(['--base-url', b.url, '--report', files.report, '--junit', files.junit, '--origin', PRODUCTION_ORIGIN], {
      clock,
      print: (line) => lines.push({ at: clock.now(), line }),
    });
    const report = JSON.parse(await readFile(files.report, 'utf8')) as {
      failed: number;
      notChecked: number;
      inconclusive: number;
      stopped: string | null;
      budgetMs: number;
      passed: number;
      sent: Record<string, number>;
    };
    expect(code).toBe(0);
    expect(report).toMatchObject({ failed: 0, notChecked: 0, inconclusive: 0, stopped: null });
    const elapsed = clock.now() - Date.parse('2026-11-25T10:00:00+05:30');
    // 20 POSTs a minute: the run takes as many minutes as it sends POSTs / 20, and fits its budget.
    expect(elapsed).toBeGreaterThan(((report.sent.POST ?? 0) / 20 - 2) * 60_000);
    expect(elapsed).toBeLessThan(report.budgetMs);
    expect(lines.some((l) => l.line.includes('429 on'))).toBe(true);
    const gaps = lines.slice(1).map((l, i) => l.at - (lines[i]?.at ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5000);
    expect(lines.filter((l) => /^\[\s*\d+\/\d+\] pass/.test(l.line)).length).toBe(report.passed);
  });

  it('stops at its budget, writes both reports saying what it could not check, and exits 3', async () => {
    const clock = fakeClock();
    const b = await backend({ rateLimit: { submissions: 5, reads: 300, windowMs: 60_000 }, now: clock.now });
    const files = await reports();
    const lines: string[] = [];
    const code = await main(['--base-url', b.url, '--read-only', '--budget', '3m', '--report', files.report, '--junit', files.junit], {
      clock,
      print: (line) => lines.push(line),
    });
    expect(code).toBe(3);
    const report = JSON.parse(await readFile(files.report, 'utf8')) as { stopped: string; notChecked: number; notCheckedIds: string[]; failed: number };
    expect(report.stopped).toBe('the time budget of 180 s ran out');
    expect(report.failed).toBe(0);
    expect(report.notChecked).toBeGreaterThan(100);
    expect(report.notCheckedIds.every((id) => id.startsWith('POST '))).toBe(true);
    expect(await readFile(files.junit, 'utf8')).toMatch(/<skipped message="not checked: the time budget of 3 min 00 s ran out/);
    expect(lines.join('\n')).toContain('Stopped: the time budget of 3 min 00 s ran out');
  });

  it('stops when interrupted, writes both reports, and exits 130', async () => {
    const clock = fakeClock();
    const b = await backend({ now: clock.now });
    const files = await reports();
    const stop = new AbortController();
    let results = 0;
    const code = await main(['--base-url', b.url, '--read-only', '--report', files.report, '--junit', files.junit], {
      clock,
      signal: stop.signal,
      print: (line) => {
        if (/^\[/.test(line) && (results += 1) === 20) stop.abort();
      },
    });
    expect(code).toBe(130);
    const report = JSON.parse(await readFile(files.report, 'utf8')) as { stopped: string; notChecked: number; passed: number };
    expect(report.stopped).toBe('interrupted (SIGINT)');
    expect(report.passed).toBeGreaterThanOrEqual(20);
    expect(report.notChecked).toBeGreaterThan(100);
  });

  it('fails a 429 that breaks the contract, and gives up on a check rate limited again and again', async () => {
    const clock = fakeClock();
    const b = await backend({ defects: ['rate-limit-no-retry-after'], rateLimit: { submissions: 1, reads: 1000, windowMs: 60_000 }, now: clock.now });
    const checks = (await checksFor()).filter((c) => c.path === '/api/contact/' && c.kind === 'rejects-invalid').slice(0, 3);
    const v = await verify(b.url, checks, { clock });
    expect(v.failed.map((r) => r.detail)).toContain('429 that breaks the contract: Retry-After is missing (the contract requires it)');
  });
});

describe('the checks are derived from the contract', () => {
  const ids = async () => (await checksFor()).map((c) => c.id);

  it('derives phone, PAN, e-mail, length, type, const, required-field and unknown-field violations, each with the field and reason a 400 must name', async () => {
    const all = await ids();
    expect(all).toEqual(
      expect.arrayContaining([
        'POST /api/submit-insurance-section-form/ rejects phone_num shorter than 10 characters ("987654321")',
        'POST /api/submit-insurance-section-form/ rejects phone_num a space inside ("98765 43210")',
        'POST /api/submit-posp-form/ rejects pan_num lowercase ("abcde1234f")',
        'POST /api/submit-insurance-section-form/ rejects email a stray symbol ("asha.menon@example.com#")',
        'POST /api/submit-insurance-section-form/ rejects insurance_type outside Health|Life',
        'POST /api/contact/ rejects missing required first_name',
        'POST /api/contact/ rejects accepted_terms not true',
        'POST /api/contact/ rejects a JSON list instead of an object',
        'POST /api/contact/ rejects a __proto__ key',
        'POST /api/contact/ rejects newsletter true without marketing',
        'POST /api/contact/ rejects malformed JSON',
        'POST /api/contact/ rejects an empty body',
        'POST /api/contact/ rejects text/plain',
        'GET /api/contact/ not allowed',
        'PUT /api/services/ not allowed',
        'HEAD /api/services/',
        'OPTIONS /api/contact/',
        'GET /api/services not found',
        'GET /api/compliances/ files',
        'GET /api/services/ accept-language',
        'GET /media/compliance/{file_name} missing',
        `OPTIONS /api/contact/ preflight POST ${PRODUCTION_ORIGIN}`,
        'OPTIONS /api/contact/ preflight foreign',
        'GET /api/services/ cors foreign',
        'GET /api/services/ without Origin',
      ]),
    );
    const checks = await checksFor();
    expect(checks.find((c) => c.id === 'POST /api/contact/ rejects consent.purposes with a repeated item')?.expectFields).toEqual({
      field: 'consent.purposes',
      reasons: ['uniqueItems'],
      also: ['newsletter'],
    });
    expect(checks.find((c) => c.id === 'POST /api/contact/ rejects unknown extra field in consent')?.expectFields).toMatchObject({
      field: 'consent.unexpected_field',
      reasons: ['additionalProperties'],
    });
    expect(checks.find((c) => c.id === 'POST /api/contact/ rejects a JSON list instead of an object')?.expectFields).toMatchObject({
      field: '',
      reasons: ['type'],
    });
  });

  it('probes lengths with text a byte, UTF-16 or grapheme counter gets wrong, and a body of exactly x-limits.maxBodyBytes', async () => {
    const checks = await checksFor();
    const limits =
      checks.find((c) => c.id === 'POST /api/contact/ every text field at its maxLength in Devanagari and emoji') ??
      checks.find((c) => c.kind === 'accepts-limits' && c.path === '/api/contact/');
    const message = String((limits?.body as Record<string, unknown>).message);
    expect([...message].length).toBe(5000);
    expect(message).toMatch(/👍/u);
    expect(message).toMatch(/क्षि/u);
    const long = checks.find((c) => c.id.startsWith('POST /api/contact/ rejects message longer than 5000'));
    const text = String((long?.body as Record<string, unknown>).message);
    expect([...text].length).toBe(5001);
    expect([...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)].length).toBeLessThan(5001);
    const size = checks.find((c) => c.kind === 'accepts-body-size' && c.path === '/api/contact/');
    expect(Buffer.byteLength(size?.raw?.text ?? '')).toBe(131_072);
    expect(size?.raw?.text).toContain('\\ud83d\\udc4d');
  });

  it('sends every allowed value of a request, every example and a call-back slot, not only asap', async () => {
    const checks = await checksFor();
    const bodies = checks
      .filter((c) => c.writes && c.path === '/api/callback-requests/')
      .map((c) => (c.bodyAt ? c.bodyAt(Date.parse('2026-11-25T10:00:00+05:30')) : c.body) as Record<string, unknown> | undefined);
    expect(new Set(bodies.filter(Boolean).map((b) => b?.product))).toEqual(
      new Set(['Car', 'Two-wheeler', 'Health', 'Life', 'Business', 'Claim help', 'Other']),
    );
    expect(bodies.map((b) => b?.preferred_time)).toContain('2026-11-26T10:00:00+05:30');
    const grievances = checks.filter((c) => c.writes && c.path === '/api/grievances/').map((c) => (c.body as Record<string, unknown>).category);
    expect(new Set(grievances).size).toBe(7);
  });

  it('checks CORS once per --origin, and asks a preflight for the headers the site sends', async () => {
    const doc = await loadSpec();
    const two = deriveChecks(doc, { origins: [PRODUCTION_ORIGIN, 'http://localhost:3000'] }).map((c) => c.id);
    expect(two).toContain('GET /api/offices/ cors http://localhost:3000');
    expect(two).toContain(`GET /api/offices/ cors ${PRODUCTION_ORIGIN}`);
    const preflight = (await checksFor()).find((c) => c.id === `OPTIONS /api/contact/ preflight POST ${PRODUCTION_ORIGIN}`);
    expect(preflight?.preflight?.headers?.split(', ')).toEqual(expect.arrayContaining(['content-type', 'accept-language', 'x-conformance-test']));
    expect(preflight?.maxAge).toBe(600);
    expect((await checksFor()).find((c) => c.id === 'GET /api/services/ cors foreign')?.origin).toBe(FOREIGN_ORIGIN);
  });

  it('grows the list of checks when the contract gains an endpoint or a constraint', async () => {
    const text = await readFile(specFile, 'utf8');
    const before = deriveChecks(parseContract(text), { origins: [PRODUCTION_ORIGIN] }).length;
    const raw = YAML.parse(text);
    raw.paths['/api/newsletter/'] = {
      get: { operationId: 'x', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array' }, example: [] } } } } },
    };
    raw.paths['/api/quote-requests/'] = structuredClone(raw.paths['/api/contact/']);
    raw.components.schemas.EnquiryRequest.properties.city = { type: 'string', pattern: '^[A-Za-z ]+$', maxLength: 40 };
    raw.components.schemas.EnquiryRequest.required.push('city');
    raw.paths['/api/submit-insurance-section-form/'].post.requestBody.content['application/json'].examples.valid.value.city = 'Pune';
    const after = deriveChecks(parseContract(YAML.stringify(raw)), { origins: [PRODUCTION_ORIGIN] }).map((c) => c.id);
    expect(after).toContain('GET /api/newsletter/ schema');
    expect(after).toContain('POST /api/quote-requests/ the contract example');
    expect(after).toContain('POST /api/quote-requests/ rejects missing required first_name');
    expect(after).toContain('POST /api/submit-insurance-section-form/ rejects missing required city');
    expect(after).toContain('POST /api/submit-insurance-section-form/ rejects city longer than 40 characters');
    expect(after.length).toBeGreaterThan(before + 20);
  });
});

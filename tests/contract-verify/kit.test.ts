// @vitest-environment node
/**
 * The conformance kit against real local servers: Prism serving openapi.yaml, a reference
 * backend that honours the contract, and the same backend with one defect at a time (each
 * defect the backend team's audit listed), which the kit must catch. Time limits in these
 * tests are small, so nothing waits for seconds.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadContract, parseContract, type OpenApiDocument } from '../../scripts/contract-verify/contract';
import { deriveChecks, FOREIGN_ORIGIN, MARKER_HEADER, MARKER_NAME, type Check } from '../../scripts/contract-verify/derive';
import { runChecks, type CheckResult, type RunOptions } from '../../scripts/contract-verify/run';
import { PRODUCTION_ORIGIN, referenceServers, type Defect, type ReferenceServerOptions } from './reference-server';

const root = resolve(import.meta.dirname, '../..');
const specFile = join(root, 'openapi.yaml');
let doc: OpenApiDocument;

const server = referenceServers();

interface Verdict {
  results: CheckResult[];
  byId: Map<string, CheckResult>;
  failed: CheckResult[];
  sleeps: number[];
}

async function verify(url: string, options: { origins?: string[]; readOnly?: boolean } & RunOptions = {}): Promise<Verdict> {
  const checks = deriveChecks(doc, { origins: options.origins ?? [PRODUCTION_ORIGIN], readOnly: options.readOnly });
  const sleeps: number[] = [];
  const { results } = await runChecks(url, checks, {
    timeoutMs: 2000,
    slowMs: 1500,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { results, byId: new Map(results.map((r) => [r.check.id, r])), failed: results.filter((r) => r.status === 'fail'), sleeps };
}

async function withDefect(defect: Defect, extra: ReferenceServerOptions & { run?: RunOptions } = {}) {
  const s = await server({ defect, ...extra });
  // With a short time limit, warm the connection first: the first request of a run can take
  // longer than 150 ms on a loaded machine, which would fail a check the defect does not touch.
  if (extra.run?.timeoutMs !== undefined && extra.run.timeoutMs < 1000) await fetch(`${s.url}/api/services/`).then((r) => r.arrayBuffer());
  return { server: s, ...(await verify(s.url, extra.run)) };
}

const failedIds = (v: Verdict) => v.failed.map((r) => r.check.id);

beforeAll(async () => {
  doc = await loadContract(specFile);
});

// Each test runs the whole kit against a live server: seconds on a loaded 2-core machine, not the default 5.
describe('the conformance kit against a conformant backend', { timeout: 30_000 }, () => {
  it('passes every check, for the production origin only, and writes only marked test submissions', async () => {
    const s = await server();
    const v = await verify(s.url, { origins: [PRODUCTION_ORIGIN] });
    expect(v.failed.map((r) => `${r.check.id}: ${r.detail}`)).toEqual([]);
    expect(v.results.filter((r) => r.status === 'inconclusive')).toEqual([]);
    expect(v.results.length).toBeGreaterThan(100);
    const stored = s.stored();
    const posts = Object.keys(doc.paths).filter((p) => doc.paths[p]?.post);
    // One contract example and one at-the-limits body per POST path, nothing else.
    expect(stored.map((r) => r.path).sort()).toEqual([...posts, ...posts].sort());
    for (const write of stored) {
      expect(write.headers[MARKER_HEADER.toLowerCase()]).toBe('true');
      const body = write.body as Record<string, string>;
      if (body.name) expect(body.name.startsWith(MARKER_NAME), body.name).toBe(true);
      else expect([body.first_name?.slice(0, 11), body.last_name?.slice(0, 4)].join(' ')).toBe(MARKER_NAME);
    }
    // The downloads the compliance list names were each checked, with CORS.
    const downloads = v.results.filter((r) => r.check.kind === 'file-download' && r.check.id.includes('/media/compliance/'));
    expect(downloads.length).toBe(6);
  });

  it('writes nothing in --read-only mode: the server log shows no valid POST', async () => {
    const s = await server();
    const v = await verify(s.url, { readOnly: true });
    expect(failedIds(v)).toEqual([]);
    expect(s.stored()).toEqual([]);
    expect(s.log.some((r) => r.method === 'POST')).toBe(true);
    expect(v.results.some((r) => r.check.writes)).toBe(false);
  });

  it('passes a backend that answers 200 {} or 200 text/plain to submissions', async () => {
    for (const defect of ['ok-200-empty-object', 'ok-200-text'] as const) {
      const v = await withDefect(defect);
      expect(failedIds(v), defect).toEqual([]);
      expect(v.byId.get('POST /api/contact/ valid')?.status).toBe('pass');
    }
  });

  it('follows file links that are absolute URLs and relative paths', async () => {
    const v = await withDefect('absolute-and-relative-files');
    expect(failedIds(v)).toEqual([]);
    const downloads = v.results.filter((r) => r.check.kind === 'file-download' && r.check.path.startsWith('/media/compliance/'));
    expect(downloads.map((r) => r.status)).toEqual(Array(6).fill('pass'));
    expect(downloads.some((r) => r.check.id.startsWith('GET http://127.0.0.1'))).toBe(true);
    expect(downloads.some((r) => r.check.id.startsWith('GET media/'))).toBe(true);
  });

  it('fails a backend that allows only the production origin when asked for another origin, and passes it for its own', async () => {
    const s = await server();
    const other = await verify(s.url, { origins: ['http://localhost:3000'] });
    expect(other.failed.length).toBeGreaterThan(10);
    expect(other.failed.every((r) => r.check.kind.startsWith('cors') || r.check.kind === 'file-download')).toBe(true);
    const own = await verify(s.url, { origins: [PRODUCTION_ORIGIN] });
    expect(failedIds(own)).toEqual([]);
  });
});

// Each test runs the whole kit against a live server: seconds on a loaded 2-core machine, not the default 5.
describe('the conformance kit catches each defect of a broken backend, one at a time', { timeout: 30_000 }, () => {
  it('a CORS allow-list hard-coded to the development origin fails for the production origin', async () => {
    const v = await withDefect('cors-localhost-only');
    expect(v.byId.get(`GET /api/services/ cors ${PRODUCTION_ORIGIN}`)).toMatchObject({ status: 'fail', detail: 'CORS: Access-Control-Allow-Origin is missing' });
    expect(v.byId.get(`OPTIONS /api/contact/ preflight POST ${PRODUCTION_ORIGIN}`)?.status).toBe('fail');
  });

  it('reflecting any origin with credentials fails', async () => {
    const v = await withDefect('cors-reflects-any-origin');
    expect(v.byId.get('GET /api/services/ cors foreign')).toMatchObject({ status: 'fail', detail: expect.stringContaining(`reflects any origin (${FOREIGN_ORIGIN}) with Access-Control-Allow-Credentials: true`) });
    // Echoing the allowed origin without Vary: Origin is caught too.
    expect(v.byId.get(`GET /api/services/ cors ${PRODUCTION_ORIGIN}`)).toMatchObject({ status: 'fail', detail: expect.stringContaining('without Vary: Origin') });
  });

  it('a slow answer gives a warning, and one over the time limit fails only its own check', async () => {
    // Limits far from what a loaded machine takes for a conformant answer (over 150 ms under a load of 12).
    const slow = await withDefect('slow-offices', { delayMs: 150, run: { timeoutMs: 5000, slowMs: 100 } });
    const schema = slow.byId.get('GET /api/offices/ schema');
    expect(schema?.status).toBe('pass');
    expect(schema?.warnings.join()).toMatch(/slow answer: \d+ ms \(over 100 ms\)/);
    const late = await withDefect('slow-offices', { delayMs: 4000, run: { timeoutMs: 1500 } });
    expect(late.byId.get('GET /api/offices/ schema')).toMatchObject({ status: 'fail', detail: 'no answer within 1500 ms' });
    expect(late.byId.get('GET /api/services/ schema')?.status).toBe('pass');
  });

  it('an answer that never comes fails its checks and the run goes on to the end', async () => {
    // 2 s, not less: under a load of 12 on two cores a conformant answer took over 150 ms.
    const v = await withDefect('hanging-offices', { run: { timeoutMs: 2000 } });
    const offices = v.results.filter((r) => r.check.path === '/api/offices/');
    expect(offices.length).toBeGreaterThan(2);
    expect(offices.filter((r) => r.check.method === 'GET').every((r) => r.status === 'fail' && /within 2000 ms/.test(r.detail))).toBe(true);
    expect(v.results.at(-1)?.check.path).not.toBe('/api/offices/');
    expect(v.results.length).toBe((await verify((await server()).url)).results.length);
    expect(v.failed.filter((r) => r.check.path !== '/api/offices/').map((r) => `${r.check.id}: ${r.detail}`)).toEqual([]);
  });

  it('a reset connection fails its checks and the run goes on', async () => {
    const v = await withDefect('reset-offices');
    expect(v.byId.get('GET /api/offices/ schema')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^connection failed/) });
    expect(v.failed.filter((r) => r.check.path !== '/api/offices/').map((r) => `${r.check.id}: ${r.detail}`)).toEqual([]);
    expect(v.byId.get('GET /api/csr/ schema')?.status).toBe('pass');
  });

  it('an HTML page labelled application/pdf fails: a PDF must start with %PDF-', async () => {
    const v = await withDefect('html-labelled-pdf');
    expect(v.byId.get('GET /media/compliance/annual-report-2024-25.pdf download')).toMatchObject({ status: 'fail', detail: expect.stringContaining('not %PDF-') });
    expect(v.byId.get('GET /media/compliance/code-of-conduct.pdf download')?.status).toBe('pass');
  });

  it('a missing file answered 200 with an HTML page fails: it must be 404', async () => {
    const v = await withDefect('missing-file-200-html');
    expect(v.byId.get('GET /media/compliance/{file_name} missing')).toMatchObject({ status: 'fail', detail: expect.stringContaining('contract says 404') });
  });

  it('/media/ downloads without CORS fail', async () => {
    const v = await withDefect('media-without-cors');
    expect(v.byId.get('GET /media/compliance/public-disclosures.pdf download')).toMatchObject({ status: 'fail', detail: 'CORS: Access-Control-Allow-Origin is missing' });
    expect(v.byId.get('GET /media/docs/CSR_Policy.pdf file')?.status).toBe('fail');
  });

  it('length limits are probed from maxLength and minLength', async () => {
    const v = await withDefect('no-length-limits');
    expect(v.byId.get('POST /api/submit-posp-form/ rejects name longer than 100 characters')).toMatchObject({ status: 'fail', detail: 'status 201, contract says 400' });
    expect(v.byId.get('POST /api/contact/ rejects message longer than 5000 characters')?.status).toBe('fail');
    expect(v.byId.get('POST /api/contact/ rejects first_name shorter than 1 characters ("")')?.status).toBe('fail');
  });

  it('JSON types are probed with wrong-type bodies', async () => {
    const v = await withDefect('accepts-wrong-types');
    expect(v.byId.get('POST /api/submit-insurance-section-form/ rejects name a number instead of a string')).toMatchObject({ status: 'fail', detail: 'status 201, contract says 400' });
    expect(v.byId.get('POST /api/contact/ rejects accepted_terms a string instead of a boolean')?.status).toBe('pass');
  });

  it('an empty list gives a warning that its item schema went unchecked', async () => {
    const v = await withDefect('empty-lists');
    const services = v.byId.get('GET /api/services/ schema');
    expect(services?.status).toBe('pass');
    expect(services?.warnings).toContain('the list is empty, so its item schema went unchecked');
    expect(v.byId.get('GET /api/compliances/ files')?.warnings).toContain('the answer names no file, so no download was checked');
  });

  it('a 429 is inconclusive, never a failure, and the run waits for Retry-After', async () => {
    const v = await withDefect('rate-limited');
    expect(failedIds(v)).toEqual([]);
    const inconclusive = v.results.filter((r) => r.status === 'inconclusive');
    expect(inconclusive.length).toBeGreaterThan(5);
    expect(inconclusive.every((r) => r.detail.includes('Retry-After 1 s'))).toBe(true);
    // The kit pauses until the Retry-After second is over before its next request: never longer,
    // and not at all when the next check starts after it anyway (a loaded machine can take that long).
    expect(v.sleeps.length).toBeGreaterThan(inconclusive.length / 2);
    expect(v.sleeps.length).toBeLessThanOrEqual(inconclusive.length);
    expect(v.sleeps.every((ms) => ms > 0 && ms <= 1000)).toBe(true);
  });

  it('Accept-Language: every list is asked in Hindi too and must answer the same items, with Content-Language and Vary', async () => {
    const conformant = await verify((await server()).url);
    const hindi = conformant.results.filter((r) => r.check.id.endsWith('(Accept-Language: hi)'));
    expect(hindi.map((r) => r.check.path).sort()).toEqual(Object.keys(doc.paths).filter((p) => p.startsWith('/api/') && doc.paths[p]?.get).sort());
    expect(hindi.every((r) => r.status === 'pass' && r.check.headers?.['Accept-Language'] === 'hi')).toBe(true);

    const changed = await withDefect('language-changes-items');
    expect(changed.byId.get('GET /api/services/ schema (Accept-Language: hi)')).toMatchObject({ status: 'fail', detail: expect.stringContaining('item 0 differs from Accept-Language: en in img') });
    expect(changed.byId.get('GET /api/board-of-directors/ schema (Accept-Language: hi)')).toMatchObject({ status: 'fail', detail: '4 item(s), but 5 for Accept-Language: en: the same items are expected in every language' });
    // The English answers are untouched by the defect.
    expect(failedIds(changed).every((id) => id.endsWith('(Accept-Language: hi)'))).toBe(true);

    const refused = await withDefect('refuses-hindi');
    expect(refused.byId.get('GET /api/csr/ schema (Accept-Language: hi)')).toMatchObject({ status: 'fail', detail: 'status 406, contract says 200' });

    const unlabelled = await withDefect('no-language-headers');
    expect(unlabelled.byId.get('GET /api/careers/ schema')).toMatchObject({ status: 'fail', detail: expect.stringContaining('Content-Language is missing (the contract requires it)') });
    expect(unlabelled.byId.get('GET /api/careers/ schema')?.detail).toContain('Vary does not name Accept-Language');
  });

  it('passes a backend that has no Hindi and answers in English, with a warning', async () => {
    const v = await withDefect('english-only');
    expect(failedIds(v)).toEqual([]);
    expect(v.byId.get('GET /api/compliances/ schema (Accept-Language: hi)')?.warnings).toContain('answered in en, not hi: the site shows these texts as they are');
  });

  it('a 429 without Retry-After fails, since the contract requires it', async () => {
    const v = await withDefect('rate-limited-without-retry-after');
    expect(v.failed.length).toBeGreaterThan(5);
    expect(v.failed.every((r) => r.detail === '429 without the Retry-After header the contract requires')).toBe(true);
  });
});

describe('the checks are derived from the contract', () => {
  const ids = (checks: Check[]) => checks.map((c) => c.id);

  it('derives phone, PAN, e-mail, length, type, const and required-field violations', () => {
    expect(ids(deriveChecks(doc, { origins: [PRODUCTION_ORIGIN] }))).toEqual(
      expect.arrayContaining([
        'POST /api/submit-insurance-section-form/ rejects phone_num shorter than 10 characters ("987654321")',
        'POST /api/submit-insurance-section-form/ rejects phone_num longer than 10 characters ("98765432100")',
        'POST /api/submit-insurance-section-form/ rejects phone_num a space inside ("98765 43210")',
        'POST /api/submit-posp-form/ rejects pan_num lowercase ("abcde1234f")',
        'POST /api/submit-insurance-section-form/ rejects email a stray symbol ("asha.menon@example.com#")',
        'POST /api/submit-insurance-section-form/ rejects insurance_type outside Health|Life',
        'POST /api/contact/ rejects missing required first_name',
        'POST /api/contact/ rejects accepted_terms not true',
        'POST /api/contact/ rejects first_name only spaces ("   ")',
        'POST /api/contact/ rejects first_name shorter than 1 characters ("")',
        'POST /api/contact/ rejects a JSON list instead of an object',
        'POST /api/contact/ rejects text/plain',
        'GET /api/contact/ not allowed',
        'GET /api/compliances/ files',
        'GET /media/compliance/{file_name} missing',
        `OPTIONS /api/contact/ preflight POST ${PRODUCTION_ORIGIN}`,
        'GET /api/services/ cors foreign',
      ]),
    );
  });

  it('derives the consent checks of every submission from the Consent schema: arrays and date-times included', () => {
    const all = ids(deriveChecks(doc, { origins: [PRODUCTION_ORIGIN] }));
    for (const path of ['/api/data-requests/', '/api/grievances/', '/api/callback-requests/']) {
      expect(all).toEqual(
        expect.arrayContaining([
          `POST ${path} valid`,
          `POST ${path} rejects missing required consent`,
          `POST ${path} rejects missing required consent.purposes`,
          `POST ${path} rejects consent.purposes with fewer than 1 item(s)`,
          `POST ${path} rejects consent.purposes holding a value outside contact|marketing`,
          `POST ${path} rejects consent.purposes with a repeated item`,
          `POST ${path} rejects consent.purposes without "contact"`,
          `POST ${path} rejects consent.notice_version outside 2026-11-24`,
          `POST ${path} rejects consent.given_at not a date-time ("24/11/2026 10:15")`,
          `POST ${path} rejects unknown extra field in consent`,
        ]),
      );
    }
    expect(all).toContain('POST /api/grievances/ rejects description longer than 2000 characters');
    expect(all).toContain('POST /api/data-requests/ rejects request_type outside access|correction|erasure|withdraw_consent|nominate');
  });

  it('asks no preflight for Accept-Language (safelisted with en and hi), but would for another header', () => {
    const checks = deriveChecks(doc, { origins: [PRODUCTION_ORIGIN] });
    expect(checks.find((c) => c.id === `OPTIONS /api/services/ preflight GET ${PRODUCTION_ORIGIN}`)?.preflight).toEqual({ method: 'GET' });
    const raw = structuredClone(doc) as OpenApiDocument;
    const get = raw.paths['/api/services/']?.get;
    get?.parameters?.push({ name: 'X-Region', in: 'header', schema: { type: 'string', enum: ['north', 'south'] } });
    const derived = deriveChecks(raw, { origins: [PRODUCTION_ORIGIN] });
    expect(derived.find((c) => c.id === `OPTIONS /api/services/ preflight GET ${PRODUCTION_ORIGIN}`)?.preflight).toEqual({ method: 'GET', headers: 'x-region' });
    // And a header parameter with more values gets a check per value.
    expect(derived.map((c) => c.id)).toContain('GET /api/services/ schema (X-Region: south)');
  });

  it('checks CORS once per --origin', () => {
    const two = deriveChecks(doc, { origins: [PRODUCTION_ORIGIN, 'http://localhost:3000'] });
    expect(ids(two)).toContain('GET /api/offices/ cors http://localhost:3000');
    expect(ids(two)).toContain(`GET /api/offices/ cors ${PRODUCTION_ORIGIN}`);
  });

  it('grows the list of checks when the contract gains an endpoint or a constraint', async () => {
    const text = await readFile(specFile, 'utf8');
    const before = deriveChecks(parseContract(text), { origins: [PRODUCTION_ORIGIN] }).length;
    const raw = YAML.parse(text);
    raw.paths['/api/newsletter/'] = {
      get: { operationId: 'x', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array' }, example: [] } } } } },
    };
    // A new submission endpoint (the call-back endpoint exists already, so a name the contract has not got).
    raw.paths['/api/quote-requests/'] = structuredClone(raw.paths['/api/contact/']);
    raw.components.schemas.EnquiryRequest.properties.city = { type: 'string', pattern: '^[A-Za-z ]+$', maxLength: 40 };
    raw.components.schemas.EnquiryRequest.required.push('city');
    raw.paths['/api/submit-insurance-section-form/'].post.requestBody.content['application/json'].examples.valid.value.city = 'Pune';
    // Later issues: a consent object in every POST body, Accept-Language on the lists.
    raw.components.schemas.ContactRequest.properties.consent = {
      type: 'object',
      additionalProperties: false,
      required: ['given', 'notice_version'],
      properties: { given: { type: 'boolean', const: true }, notice_version: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$' } },
    };
    raw.components.schemas.ContactRequest.required.push('consent');
    raw.paths['/api/contact/'].post.requestBody.content['application/json'].examples.valid.value.consent = { given: true, notice_version: '2026-11' };
    raw.paths['/api/services/'].get.parameters = [{ name: 'Accept-Language', in: 'header', required: true, schema: { type: 'string', enum: ['en-IN', 'hi-IN'] } }];
    const derived = deriveChecks(parseContract(YAML.stringify(raw)), { origins: [PRODUCTION_ORIGIN] });
    const after = ids(derived);
    expect(after).toContain('POST /api/contact/ rejects missing required consent');
    expect(after).toContain('POST /api/contact/ rejects consent.given not true');
    expect(after).toContain('POST /api/contact/ rejects missing required consent.notice_version');
    expect(after).toContain('POST /api/contact/ rejects consent.notice_version a space inside ("202 6-11")');
    expect(after).toContain('POST /api/contact/ rejects unknown extra field in consent');
    expect(derived.find((c) => c.id === 'GET /api/services/ schema')?.headers).toEqual({ 'Accept-Language': 'en-IN' });
    expect(derived.find((c) => c.id === 'GET /api/services/ schema (Accept-Language: hi-IN)')?.headers).toEqual({ 'Accept-Language': 'hi-IN' });
    expect(after).toContain('GET /api/newsletter/ schema');
    expect(after).toContain('POST /api/quote-requests/ valid');
    expect(after).toContain('POST /api/quote-requests/ rejects missing required first_name');
    expect(after).toContain('POST /api/submit-insurance-section-form/ rejects missing required city');
    expect(after).toContain('POST /api/submit-insurance-section-form/ rejects city longer than 40 characters');
    expect(after.length).toBeGreaterThan(before + 20);
  });
});

/**
 * Running the derived checks against a live server, one at a time. Every check has its own
 * time limit; a timeout, a reset connection or a bad answer fails that check only. The run
 * stops early only when the very first request cannot connect at all. A 429 makes a check
 * inconclusive and the run waits for Retry-After before the next request.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json, JsonObject } from './contract';
import { MARKER_HEADER, strings, type Check } from './derive';

export type Status = 'pass' | 'fail' | 'inconclusive';

export interface CheckResult {
  check: Check;
  status: Status;
  /** What differed (a failure) or why nothing could be concluded. */
  detail: string;
  /** Passed, but worth a look: slow answers, empty lists, URLs the site will ignore. */
  warnings: string[];
  ms: number;
}

/** A valid submission the run sent (a conformant server stores it). */
export interface Write {
  path: string;
  body: Json;
  status: number | undefined;
}

export interface RunOutcome {
  results: CheckResult[];
  writes: Write[];
}

export interface RunOptions {
  /** Time limit of one check, in ms (--timeout). */
  timeoutMs?: number;
  /** An answer slower than this gives a warning, in ms. */
  slowMs?: number;
  /** Longest wait honoured for a Retry-After, in ms. */
  maxWaitMs?: number;
  /** For tests: how the run waits. */
  sleep?: (ms: number) => Promise<void>;
  /** Called after each check (progress). */
  onResult?: (result: CheckResult) => void;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_SLOW_MS = 1000;
export const DEFAULT_MAX_WAIT_MS = 120_000;

export class UnreachableError extends Error {}

/** A problem that fails the check, in a backend developer's words. */
class Failure extends Error {}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function validator(schema: JsonObject): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Ajv errors in a backend developer's words: missing field, wrong type, pattern… */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .filter((e) => !['anyOf', 'oneOf', 'allOf'].includes(e.keyword))
    .slice(0, 5)
    .map((e) => {
      const at = e.instancePath || '/';
      const p = e.params as Record<string, unknown>;
      switch (e.keyword) {
        case 'required':
          return `missing field "${String(p.missingProperty)}" at ${at}`;
        case 'type':
          return `wrong type at ${at}: expected ${String(p.type)}`;
        case 'pattern':
          return `pattern mismatch at ${at}: must match ${String(p.pattern)}`;
        case 'format':
          return `format mismatch at ${at}: must be ${String(p.format)}`;
        case 'enum':
          return `value at ${at} not in ${JSON.stringify(p.allowedValues)}`;
        case 'const':
          return `value at ${at} must be ${JSON.stringify(p.allowedValue)}`;
        case 'additionalProperties':
          return `unexpected field "${String(p.additionalProperty)}" at ${at}`;
        default:
          return `${at} ${e.message ?? e.keyword}`;
      }
    })
    .join('; ');
}

function schemaProblem(schema: JsonObject | undefined, body: Json | undefined): string | undefined {
  if (!schema) return undefined;
  const validate = validator(schema);
  return validate(body) ? undefined : describeErrors(validate.errors) || 'body does not match the schema';
}

interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  ms: number;
}

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function causeCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const decoder = new TextDecoder();

function jsonOf(answer: Answer): Json {
  const type = answer.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new Failure(`content type ${type || '(none)'} instead of application/json`);
  try {
    return JSON.parse(decoder.decode(answer.bytes)) as Json;
  } catch {
    throw new Failure('body is not valid JSON');
  }
}

function expectStatus(check: Check, status: number) {
  if (check.expectStatus.includes(status)) return;
  const wanted = check.expectStatus.length > 10 ? '2xx' : check.expectStatus.join(' or ');
  throw new Failure(`status ${status}, contract says ${wanted}`);
}

function tokens(value: string | null): string[] {
  return (value ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
}

/** CORS headers of an answer for an allowed origin. */
function corsProblem(headers: Headers, origin: string): string | undefined {
  const allow = headers.get('access-control-allow-origin');
  if (allow === null) return 'CORS: Access-Control-Allow-Origin is missing';
  if (allow !== '*' && allow !== origin) return `CORS: Access-Control-Allow-Origin is ${allow}, not ${origin} or *`;
  if (allow === origin && !tokens(headers.get('vary')).includes('origin')) return `CORS: Access-Control-Allow-Origin echoes ${origin} without Vary: Origin`;
  return undefined;
}

/** Required response headers missing or outside their schema, and a Vary that does not name what the answer depends on. */
function headerProblems(check: Check, headers: Headers): string[] {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(check.responseHeaders ?? {})) {
    const value = headers.get(name);
    if (value === null) problems.push(`${name} is missing (the contract requires it)`);
    else if (schemaProblem(schema, value)) problems.push(`${name} is ${JSON.stringify(value)}, contract says ${JSON.stringify(schema.enum ?? schema.type)}`);
  }
  const vary = tokens(headers.get('vary'));
  const unnamed = (check.varyOn ?? []).filter((name) => !vary.includes('*') && !vary.includes(name.toLowerCase()));
  if (unnamed.length) problems.push(`Vary does not name ${unnamed.join(', ')}, on which the answer depends (Vary: ${headers.get('vary') ?? 'missing'})`);
  return problems;
}

/** The non-text fields of each item, in order: what must not change with the language. */
function skeleton(body: Json, fields: string[]): string[] {
  return (Array.isArray(body) ? body : [body]).map((item) =>
    JSON.stringify(item && typeof item === 'object' && !Array.isArray(item) ? fields.filter((f) => f in item).map((f) => [f, item[f]]) : item),
  );
}

/** Where two answers differ in more than their texts, in a backend developer's words. */
function sameItemsProblem(check: Check, asked: Json, reference: Json): string | undefined {
  const fields = check.sameAs?.sameFields ?? [];
  const a = skeleton(asked, fields);
  const b = skeleton(reference, fields);
  const defaults = Object.entries(check.sameAs?.headers ?? {}).map(([k, v]) => `${k}: ${v}`).join(', ') || 'the default request';
  if (a.length !== b.length) return `${a.length} item(s), but ${b.length} for ${defaults}: the same items are expected in every language`;
  const index = a.findIndex((item, i) => item !== b[i]);
  if (index < 0) return undefined;
  return `item ${index} differs from ${defaults} in ${fields.join(', ')}: ${a[index]} vs ${b[index]} (only texts may differ)`;
}

/** The site's rule for a file reference (part 2 §7): without "http" it is a path on the API. */
export function fileUrl(reference: string, base: string): string {
  if (reference.includes('http')) return reference;
  return `${base}/${reference.replace(/^\/+/, '')}`;
}

function isSafeUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, 'http://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

const MAGIC: Record<string, string> = { 'application/pdf': '%PDF-' };

class Runner {
  private connected = false;
  private pauseUntil = 0;
  readonly writes: Write[] = [];
  private readonly timeoutMs: number;
  private readonly slowMs: number;
  private readonly maxWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly base: string,
    options: RunOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.sleep = options.sleep ?? ((ms) => new Promise((ok) => setTimeout(ok, ms)));
  }

  private url(check: Check): string {
    return /^https?:\/\//.test(check.path) ? check.path : `${this.base}${check.path}`;
  }

  /** One request of a check, within the check's time limit. */
  private async send(check: Check, signal: AbortSignal, warnings: string[], init: RequestInit): Promise<Answer> {
    const started = performance.now();
    const url = this.url(check);
    const headers = { ...check.headers, ...(init.headers as Record<string, string> | undefined) };
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, redirect: 'manual', signal });
    } catch (error) {
      if (signal.aborted) throw new Failure(`no answer within ${this.timeoutMs} ms`);
      const code = causeCode(error);
      if (!this.connected && CONNECT_ERRORS.has(code)) throw new UnreachableError(`${url}: ${code}`);
      throw new Failure(`connection failed (${code})`);
    }
    this.connected = true;
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (signal.aborted) throw new Failure(`body not complete within ${this.timeoutMs} ms`);
      throw new Failure(`body cut off (${causeCode(error)})`);
    }
    const ms = Math.round(performance.now() - started);
    if (ms > this.slowMs) warnings.push(`slow answer: ${ms} ms (over ${this.slowMs} ms)`);
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
      if (seconds === undefined) throw new Failure('429 without the Retry-After header the contract requires');
      throw new RateLimited(seconds);
    }
    return { status: response.status, headers: response.headers, bytes, ms };
  }

  async run(check: Check): Promise<{ result: CheckResult; more: Check[] }> {
    const wait = this.pauseUntil - Date.now();
    if (wait > 0) {
      await this.sleep(wait);
      this.pauseUntil = 0;
    }
    const warnings: string[] = [];
    const more: Check[] = [];
    const started = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    const result = (status: Status, detail = ''): CheckResult => ({ check, status, detail, warnings, ms: Math.round(performance.now() - started) });
    try {
      await this.perform(check, signal, warnings, more);
      return { result: result('pass'), more };
    } catch (error) {
      if (error instanceof RateLimited) {
        const waitMs = Math.min(error.retryAfterSeconds * 1000, this.maxWaitMs);
        this.pauseUntil = Date.now() + waitMs;
        return { result: result('inconclusive', `rate limited (429); waiting Retry-After ${error.retryAfterSeconds} s before the next request`), more };
      }
      if (error instanceof Failure) return { result: result('fail', error.message), more };
      throw error;
    }
  }

  private async perform(check: Check, signal: AbortSignal, warnings: string[], more: Check[]): Promise<void> {
    const send = (init: RequestInit) => this.send(check, signal, warnings, init);
    const json = { accept: 'application/json' };
    switch (check.kind) {
      case 'response-schema': {
        const answer = await send({ headers: json });
        expectStatus(check, answer.status);
        const body = jsonOf(answer);
        const problem = schemaProblem(check.responseSchema, body);
        if (problem) throw new Failure(problem);
        const headers = headerProblems(check, answer.headers);
        if (headers.length) throw new Failure(headers.join('; '));
        if (check.sameAs) {
          const reference = await send({ headers: { ...json, ...check.sameAs.headers } });
          expectStatus(check, reference.status);
          const different = sameItemsProblem(check, body, jsonOf(reference));
          if (different) throw new Failure(different);
          const language = answer.headers.get('content-language');
          const wanted = check.headers?.['Accept-Language'];
          if (wanted && language && language !== wanted) warnings.push(`answered in ${language}, not ${wanted}: the site shows these texts as they are`);
        }
        if (Array.isArray(body) && body.length === 0) warnings.push('the list is empty, so its item schema went unchecked');
        for (const [index, item] of (Array.isArray(body) ? body : [body]).entries()) {
          if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
          for (const field of check.urlFields ?? []) {
            const value = item[field];
            if (typeof value === 'string' && value !== '' && !isSafeUrl(value)) {
              warnings.push(`${field} at /${index} is ${JSON.stringify(value.slice(0, 40))}: not an http(s) URL or a path, so the site ignores it`);
            }
          }
        }
        return;
      }
      case 'files-downloadable': {
        const answer = await send({ headers: json });
        expectStatus(check, answer.status);
        const body = jsonOf(answer);
        const routes = check.mediaRoutes ?? [];
        const urls = new Set<string>();
        for (const reference of strings(body)) {
          if (reference === '' || !isSafeUrl(reference)) continue;
          const url = fileUrl(reference, this.base);
          let pathname: string;
          try {
            pathname = new URL(url).pathname;
          } catch {
            continue;
          }
          const route = routes.find((r) => new RegExp(r.pattern).test(pathname));
          if (route && !urls.has(url)) {
            urls.add(url);
            const path = url.startsWith(`${this.base}/`) ? url.slice(this.base.length) : url;
            more.push({ id: `GET ${reference} download`, kind: 'file-download', method: 'GET', path, title: `named by ${check.path}: 200 with ${route.contentType} bytes and CORS`, expectStatus: [200], contentType: route.contentType, origin: check.origin });
          }
        }
        if (urls.size === 0) warnings.push('the answer names no file, so no download was checked');
        return;
      }
      case 'file-download': {
        const answer = await send({ headers: check.origin ? { origin: check.origin } : {} });
        expectStatus(check, answer.status);
        const type = answer.headers.get('content-type') ?? '';
        if (!type.startsWith(check.contentType ?? '')) throw new Failure(`content type ${type || '(none)'} instead of ${check.contentType}`);
        const magic = MAGIC[check.contentType ?? ''];
        const start = decoder.decode(answer.bytes.slice(0, 16));
        if (magic && !start.startsWith(magic)) throw new Failure(`body starts with ${JSON.stringify(start.slice(0, 12))}, not ${magic} (not a ${check.contentType} file)`);
        const cors = check.origin ? corsProblem(answer.headers, check.origin) : undefined;
        if (cors) throw new Failure(cors);
        return;
      }
      case 'missing-file': {
        // Real servers ignore Prefer (RFC 7240); it lets the mock, which cannot know files, answer as a server would.
        const answer = await send({ headers: { prefer: 'code=404' } });
        const type = answer.headers.get('content-type') ?? '';
        if (answer.status === 200 && type.includes('html')) throw new Failure('status 200 with an HTML page for a file that does not exist, contract says 404');
        expectStatus(check, answer.status);
        return;
      }
      case 'accepts-valid':
      case 'accepts-limits':
      case 'rejects-invalid': {
        const answer = await send({
          method: 'POST',
          headers: { ...json, 'content-type': 'application/json', [MARKER_HEADER]: 'true' },
          body: JSON.stringify(check.body),
        }).catch((error: unknown) => {
          if (check.writes) this.writes.push({ path: check.path, body: check.body ?? null, status: undefined });
          throw error;
        });
        if (check.writes) this.writes.push({ path: check.path, body: check.body ?? null, status: answer.status });
        expectStatus(check, answer.status);
        if (answer.bytes.length === 0) {
          if (check.jsonRequired) throw new Failure('empty body, contract says a JSON error body');
          return;
        }
        const type = answer.headers.get('content-type') ?? '';
        if (!check.jsonRequired && !type.includes('json')) {
          warnings.push(`success body is ${type || 'untyped'}, not JSON (the site ignores it)`);
          return;
        }
        let body: Json;
        try {
          body = jsonOf(answer);
        } catch (error) {
          if (check.jsonRequired) throw error;
          warnings.push(`success body is not valid JSON (the site ignores it)`);
          return;
        }
        const problem = schemaProblem(check.responseSchema, body);
        if (problem) throw new Failure(problem);
        return;
      }
      case 'rejects-media-type': {
        const answer = await send({ method: 'POST', headers: { 'content-type': check.raw?.contentType ?? 'text/plain', [MARKER_HEADER]: 'true' }, body: check.raw?.text ?? '' });
        expectStatus(check, answer.status);
        return;
      }
      case 'method-not-allowed': {
        const answer = await send({ headers: json });
        expectStatus(check, answer.status);
        return;
      }
      case 'cors-response': {
        const headers: Record<string, string> = { accept: check.contentType ?? 'application/json', origin: check.origin ?? '' };
        const init: RequestInit =
          check.method === 'POST'
            ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json', [MARKER_HEADER]: 'true' }, body: JSON.stringify(check.body ?? {}) }
            : { headers };
        const answer = await send(init);
        const problem = corsProblem(answer.headers, check.origin ?? '');
        if (problem) throw new Failure(problem);
        return;
      }
      case 'cors-foreign': {
        const answer = await send({ headers: { accept: check.contentType ?? 'application/json', origin: check.origin ?? '' } });
        const allow = answer.headers.get('access-control-allow-origin');
        const credentials = (answer.headers.get('access-control-allow-credentials') ?? '').toLowerCase() === 'true';
        if (allow === check.origin && credentials) throw new Failure(`CORS: reflects any origin (${check.origin}) with Access-Control-Allow-Credentials: true`);
        if (allow === check.origin) warnings.push(`CORS: reflects any origin (${check.origin}); allow only the site's origins`);
        return;
      }
      case 'cors-preflight': {
        const headers: Record<string, string> = { origin: check.origin ?? '', 'access-control-request-method': check.preflight?.method ?? 'GET' };
        if (check.preflight?.headers) headers['access-control-request-headers'] = check.preflight.headers;
        const answer = await send({ method: 'OPTIONS', headers });
        const problems: string[] = [];
        if (answer.status < 200 || answer.status >= 300) problems.push(`CORS: preflight status ${answer.status}`);
        const cors = corsProblem(answer.headers, check.origin ?? '');
        if (cors) problems.push(cors);
        const methods = tokens(answer.headers.get('access-control-allow-methods'));
        const method = (check.preflight?.method ?? 'GET').toLowerCase();
        if (method !== 'get' && methods.length > 0 && !methods.includes('*') && !methods.includes(method)) {
          problems.push(`CORS: ${method.toUpperCase()} not in Access-Control-Allow-Methods (${methods.join(', ')})`);
        }
        if (method !== 'get' && methods.length === 0) problems.push(`CORS: Access-Control-Allow-Methods is missing`);
        const allowed = tokens(answer.headers.get('access-control-allow-headers'));
        const missing = tokens(check.preflight?.headers ?? null).filter((name) => !allowed.includes('*') && !allowed.includes(name));
        if (missing.length) problems.push(`CORS: ${missing.join(', ')} not in Access-Control-Allow-Headers (${allowed.join(', ') || 'missing'})`);
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
    }
  }
}

/**
 * Runs every check in order (downloads found in lists are checked right after their list).
 * Throws UnreachableError only when the first request cannot connect.
 */
export async function runChecks(baseUrl: string, checks: Check[], options: RunOptions = {}): Promise<RunOutcome> {
  const runner = new Runner(baseUrl.replace(/\/+$/, ''), options);
  const queue = [...checks];
  const results: CheckResult[] = [];
  for (let i = 0; i < queue.length; i += 1) {
    const { result, more } = await runner.run(queue[i] as Check);
    results.push(result);
    options.onResult?.(result);
    queue.splice(i + 1, 0, ...more);
  }
  return { results, writes: runner.writes };
}

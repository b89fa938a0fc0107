/**
 * Running the derived checks against a live server, one request at a time. Every check has its own
 * time limit; a timeout, a reset connection or a bad answer fails that check only. The run stops
 * early only when the very first request cannot connect at all, when its time budget runs out, or
 * when it is interrupted (Ctrl-C); the checks it could not run are reported as not checked.
 *
 * Rate limits: a conformant `429` pauses that kind of request (POSTs, or everything else) for its
 * `Retry-After`, and the check is tried again; the other kind goes on meanwhile. A `429` that breaks
 * the contract (no `Retry-After`, no `Access-Control-Expose-Headers`…) fails its check.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json, JsonObject } from './contract';
import { MARKER_HEADER, strings, type Check, type RateLimitSpec } from './derive';
import { ruleIds } from './rules';

export type Status = 'pass' | 'fail' | 'inconclusive' | 'not-checked';

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
  /** Why the run stopped before its last check, if it did. */
  stopped?: 'budget' | 'interrupted';
  /** Requests sent, by method. */
  sent: Record<string, number>;
}

/** The run's clock; tests pass a fake one, so that waiting for Retry-After takes no time. */
export interface Clock {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((done) => {
      const timer = setTimeout(done, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          done();
        },
        { once: true },
      );
    }),
};

export interface RunOptions {
  /** Time limit of one check, in ms (--timeout). */
  timeoutMs?: number;
  /** An answer slower than this gives a warning, in ms. */
  slowMs?: number;
  /** Longest wait honoured for one Retry-After, in ms. */
  maxWaitMs?: number;
  /** The whole run's time limit, in ms (--budget): checks not started by then are reported as not checked. */
  budgetMs?: number;
  clock?: Clock;
  /** Stops the run (Ctrl-C); the checks not run are reported as not checked. */
  signal?: AbortSignal;
  /** A line of progress: one per check, and one at least every `heartbeatMs` while waiting. */
  progress?: (line: string) => void;
  heartbeatMs?: number;
  /** Called after each check. */
  onResult?: (result: CheckResult) => void;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_SLOW_MS = 1000;
export const DEFAULT_MAX_WAIT_MS = 120_000;
export const DEFAULT_BUDGET_MS = 600_000;
export const DEFAULT_HEARTBEAT_MS = 5000;
/** A check rate limited this many times in a row is given up as inconclusive. */
const MAX_ATTEMPTS = 6;

export class UnreachableError extends Error {}

/** A problem that fails the check, in a backend developer's words. */
class Failure extends Error {}

/** The run was stopped (Ctrl-C) while this check's request was in flight: the check is not checked. */
class Interrupted extends Error {}

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
    .filter((e) => !['anyOf', 'oneOf', 'allOf', 'if'].includes(e.keyword))
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
const DEVANAGARI = /[\u0900-\u097F]/;

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
  return (value ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** CORS headers of an answer for an allowed origin. */
function corsProblem(headers: Headers, origin: string): string | undefined {
  const allow = headers.get('access-control-allow-origin');
  if (allow === null) return 'CORS: Access-Control-Allow-Origin is missing';
  if (allow !== '*' && allow !== origin) return `CORS: Access-Control-Allow-Origin is ${allow}, not ${origin} or *`;
  if (allow === origin && !tokens(headers.get('vary')).includes('origin')) return `CORS: Access-Control-Allow-Origin echoes ${origin} without Vary: Origin`;
  return undefined;
}

/** A header's value as its schema types it (Retry-After is an integer). */
function typed(schema: JsonObject, value: string): Json {
  return (schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}

/** Required response headers missing or outside their schema, and a Vary that does not name what the answer depends on. */
function headerProblems(check: Check, headers: Headers, required = check.responseHeaders ?? {}): string[] {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(required)) {
    const value = headers.get(name);
    if (value === null) problems.push(`${name} is missing (the contract requires it)`);
    else if (schemaProblem(schema, typed(schema, value)))
      problems.push(`${name} is ${JSON.stringify(value)}, contract says ${JSON.stringify(schema.enum ?? schema.const ?? schema.pattern ?? schema.type)}`);
  }
  for (const [name, schema] of Object.entries(check.headerSchemas ?? {})) {
    const value = headers.get(name);
    if (value !== null && !(name in required) && schemaProblem(schema, typed(schema, value)))
      problems.push(`${name} is ${JSON.stringify(value)}, contract says ${JSON.stringify(schema.pattern ?? schema.enum ?? schema.type)}`);
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

const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Where an answer in another language differs in more than its texts, or leaves a text empty. */
function sameItemsProblem(check: Check, asked: Json, reference: Json): string | undefined {
  const same = check.sameAs;
  const fields = same?.sameFields ?? [];
  const a = skeleton(asked, fields);
  const b = skeleton(reference, fields);
  const defaults =
    Object.entries(same?.headers ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ') || 'the default request';
  if (a.length !== b.length) return `${a.length} item(s), but ${b.length} for ${defaults}: the same items are expected in every language`;
  const index = a.findIndex((item, i) => item !== b[i]);
  if (index >= 0)
    return `item ${index} differs from ${defaults} in ${fields.join(', ')}: ${a[index]} vs ${b[index]} (only texts may differ; ids, dates, URLs and keys stay)`;
  const items = Array.isArray(asked) ? asked : [asked];
  const english = Array.isArray(reference) ? reference : [reference];
  for (const [i, item] of items.entries()) {
    const source = english[i];
    if (!isObject(item) || !isObject(source)) continue;
    for (const field of same?.textFields ?? []) {
      const text = source[field];
      if (typeof text === 'string' && text.trim() !== '' && (typeof item[field] !== 'string' || String(item[field]).trim() === '')) {
        return `${field} at /${i} is empty, while the answer for ${defaults} has ${JSON.stringify(text.slice(0, 30))}: a text without a translation stays in English, never empty`;
      }
    }
  }
  return undefined;
}

/** The site's rule for a file reference: an http(s) URL as it is, a path against the API base. */
export function fileUrl(reference: string, base: string): string {
  if (/^https?:\/\//i.test(reference)) return reference;
  return `${base}/${reference.replace(/^\/+/, '')}`;
}

function isSafeUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, 'http://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** `Content-Type` by extension, as the contract's **Media** lists them. */
export const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** How each type's bytes begin, so that a page labelled as a file is caught. */
function magicProblem(type: string, bytes: Uint8Array): string | undefined {
  const text = decoder.decode(bytes.slice(0, 256));
  const hex = [...bytes.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const ok: Record<string, () => boolean> = {
    'application/pdf': () => text.startsWith('%PDF-'),
    'image/png': () => hex.startsWith('89504e47'),
    'image/jpeg': () => hex.startsWith('ffd8ff'),
    'image/webp': () => text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP',
    'image/avif': () => text.slice(4, 12) === 'ftypavif' || text.slice(4, 12) === 'ftypavis',
    'image/svg+xml': () => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text),
    'video/mp4': () => text.slice(4, 8) === 'ftyp',
    'video/webm': () => hex.startsWith('1a45dfa3'),
  };
  const test = ok[type];
  if (!test || test()) return undefined;
  return `body starts with ${JSON.stringify(text.slice(0, 12))}, not a ${type} file`;
}

/** The Error.fields of a 400, against what the check expects. */
function fieldsProblem(check: Check, body: Json): string | undefined {
  const expected = check.expectFields;
  if (!expected) return undefined;
  const fields = isObject(body) ? body.fields : undefined;
  if (!isObject(fields) || Object.keys(fields).length === 0)
    return `fields is ${JSON.stringify(fields ?? null)}: a validation_error names each offending field`;
  const entry = fields[expected.field];
  const named = Object.keys(fields);
  if (entry === undefined)
    return `fields names ${named.map((n) => JSON.stringify(n)).join(', ')}, not ${JSON.stringify(expected.field)} (dotted paths from the body's root)`;
  const reasons = (Array.isArray(entry) ? entry : []).map((p) => (isObject(p) ? p.reason : undefined));
  if (!reasons.some((r) => typeof r === 'string' && expected.reasons.includes(r))) {
    return `fields[${JSON.stringify(expected.field)}] gives reason ${reasons.map((r) => JSON.stringify(r)).join(', ') || 'none'}, contract says ${expected.reasons.join(' or ')}`;
  }
  const others = named.filter((n) => n !== expected.field && !(expected.also ?? []).includes(n));
  if (others.length)
    return `fields also names ${others.map((n) => JSON.stringify(n)).join(', ')}, which the body has right (only ${JSON.stringify(expected.field)} is wrong)`;
  return undefined;
}

/** Every message of an error body: its own and each field problem's. */
function messagesOf(body: Json): string[] {
  if (!isObject(body)) return [];
  const out = typeof body.message === 'string' ? [body.message] : [];
  for (const problems of Object.values(isObject(body.fields) ? body.fields : {})) {
    for (const p of Array.isArray(problems) ? problems : []) if (isObject(p) && typeof p.message === 'string') out.push(p.message);
  }
  return out;
}

/** The URL values of an answer's items, with the field that holds each. */
function urlValues(body: Json, fields: string[]): { field: string; value: string }[] {
  const out: { field: string; value: string }[] = [];
  const walk = (node: Json | undefined) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node))
      for (const [k, v] of Object.entries(node)) {
        if (fields.includes(k) && typeof v === 'string') out.push({ field: k, value: v });
        else walk(v);
      }
  };
  walk(body);
  return out;
}

type Outcome = { result: CheckResult; more: Check[] } | { limited: number; check: Check } | { interrupted: true };

class Runner {
  private connected = false;
  readonly writes: Write[] = [];
  readonly sent: Record<string, number> = {};
  private readonly timeoutMs: number;
  private readonly slowMs: number;

  constructor(
    private readonly base: string,
    private readonly clock: Clock,
    options: RunOptions,
    private readonly stop: AbortSignal | undefined,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  }

  private url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.base}${path}`;
  }

  /** One request of a check, within the check's time limit. A 429 that keeps the contract throws RateLimited; one that breaks it fails. */
  private async send(check: Check, signal: AbortSignal, warnings: string[], init: RequestInit, path = check.path): Promise<Answer> {
    const started = performance.now();
    const url = this.url(path);
    const headers = { ...check.headers, ...(init.headers as Record<string, string> | undefined) };
    const method = init.method ?? 'GET';
    this.sent[method] = (this.sent[method] ?? 0) + 1;
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, redirect: 'manual', signal });
    } catch (error) {
      if (this.stop?.aborted) throw new Interrupted('interrupted');
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
      if (this.stop?.aborted) throw new Interrupted('interrupted');
      if (signal.aborted) throw new Failure(`body not complete within ${this.timeoutMs} ms`);
      throw new Failure(`body cut off (${causeCode(error)})`);
    }
    const ms = Math.round(performance.now() - started);
    if (ms > this.slowMs) warnings.push(`slow answer: ${ms} ms (over ${this.slowMs} ms)`);
    const answer = { status: response.status, headers: response.headers, bytes, ms };
    if (response.status === 429) this.rateLimited(check, answer);
    return answer;
  }

  /** A 429: what the contract requires of it (Retry-After, Expose-Headers, the Error body), then wait. */
  private rateLimited(check: Check, answer: Answer): never {
    const spec: RateLimitSpec | undefined = check.rateLimit;
    const seconds = retryAfterSeconds(answer.headers.get('retry-after'), this.clock.now());
    const problems = headerProblems({ ...check, varyOn: [], headerSchemas: {} }, answer.headers, spec?.headers ?? {});
    if (seconds === undefined && !problems.some((p) => p.startsWith('Retry-After'))) problems.unshift('Retry-After is missing (the contract requires it)');
    if (spec?.schema && answer.bytes.length > 0) {
      try {
        const problem = schemaProblem(spec.schema, JSON.parse(decoder.decode(answer.bytes)) as Json);
        if (problem) problems.push(`body: ${problem}`);
      } catch {
        problems.push('body is not the Error JSON');
      }
    }
    if (problems.length) throw new Failure(`429 that breaks the contract: ${problems.join('; ')}`);
    throw new RateLimited(seconds ?? 1);
  }

  async run(check: Check): Promise<Outcome> {
    const warnings: string[] = [];
    const more: Check[] = [];
    const started = performance.now();
    const signals = [AbortSignal.timeout(this.timeoutMs), ...(this.stop ? [this.stop] : [])];
    const signal = AbortSignal.any(signals);
    const result = (status: Status, detail = ''): CheckResult => ({ check, status, detail, warnings, ms: Math.round(performance.now() - started) });
    try {
      await this.perform(check, signal, warnings, more);
      return { result: result('pass'), more };
    } catch (error) {
      if (error instanceof RateLimited) return { limited: error.retryAfterSeconds, check };
      if (error instanceof Interrupted) return { interrupted: true };
      if (error instanceof Failure) return { result: result('fail', error.message), more };
      throw error;
    }
  }

  private async perform(check: Check, signal: AbortSignal, warnings: string[], more: Check[]): Promise<void> {
    const send = (init: RequestInit, path?: string) => this.send(check, signal, warnings, init, path);
    const json = { accept: 'application/json' };
    const origin: Record<string, string> = check.origin ? { origin: check.origin } : {};
    switch (check.kind) {
      case 'response-schema': {
        const answer = await send({ headers: { ...json, ...origin } });
        expectStatus(check, answer.status);
        const body = jsonOf(answer);
        const problem = schemaProblem(check.responseSchema, body);
        if (problem) throw new Failure(problem);
        const headers = headerProblems(check, answer.headers);
        if (headers.length) throw new Failure(headers.join('; '));
        if (check.sameAs) {
          const reference = await send({ headers: { ...json, ...origin, ...check.sameAs.headers } });
          expectStatus(check, reference.status);
          const different = sameItemsProblem(check, body, jsonOf(reference));
          if (different) throw new Failure(different);
          const language = answer.headers.get('content-language');
          const texts = (Array.isArray(body) ? body : [body]).flatMap((item) => (isObject(item) ? (check.sameAs?.textFields.map((f) => item[f]) ?? []) : []));
          const hindi = texts.some((t) => typeof t === 'string' && DEVANAGARI.test(t));
          if (language === 'en' && hindi)
            throw new Failure('Content-Language: en on texts in Hindi (Devanagari): Content-Language must say the language of the texts');
          const wanted = check.sameAs.language;
          if (wanted && language && language !== wanted && !wanted.includes(','))
            warnings.push(`answered in ${language}, not ${wanted}: the site shows these texts as they are`);
        }
        if (Array.isArray(body) && body.length === 0) warnings.push('the list is empty, so its item schema went unchecked');
        for (const { field, value } of urlValues(body, check.urlFields ?? [])) {
          if (value !== '' && !isSafeUrl(value))
            warnings.push(`${field} is ${JSON.stringify(value.slice(0, 40))}: not an http(s) URL or a path, so the site ignores it`);
        }
        return;
      }
      case 'accept-language': {
        const hindi = await send({ headers: { ...json, 'accept-language': 'hi' } });
        expectStatus(check, hindi.status);
        const hasHindi = hindi.headers.get('content-language') === 'hi';
        const wrong: string[] = [];
        for (const { header, expected } of check.languageCases ?? []) {
          const answer = await send({ headers: { ...json, 'accept-language': header } });
          const wanted = expected === 'hi' && !hasHindi ? 'en' : expected;
          const got = answer.headers.get('content-language');
          if (answer.status !== 200) wrong.push(`${JSON.stringify(header)}: status ${answer.status}, never refused`);
          else if (got !== wanted) wrong.push(`${JSON.stringify(header)}: Content-Language ${got ?? 'missing'}, contract says ${wanted}`);
        }
        if (!hasHindi) warnings.push('no Hindi for this list (Accept-Language: hi answers en): only the English cases were telling');
        if (wrong.length) throw new Failure(wrong.join('; '));
        return;
      }
      case 'files-downloadable': {
        const answer = await send({ headers: json });
        expectStatus(check, answer.status);
        const body = jsonOf(answer);
        const seen = new Set<string>();
        const routes = check.mediaRoutes ?? [];
        const references = [
          ...urlValues(body, check.urlFields ?? []),
          ...[...strings(body)].filter((s) => routes.some((r) => new RegExp(r.pattern).test(s))).map((value) => ({ field: '', value })),
        ];
        for (const { field, value } of references) {
          if (value === '' || !isSafeUrl(value) || value.startsWith('//')) continue;
          const url = fileUrl(value, this.base);
          if (seen.has(url)) continue;
          seen.add(url);
          let pathname: string;
          try {
            pathname = new URL(url).pathname;
          } catch {
            continue;
          }
          const route = routes.find((r) => new RegExp(r.pattern).test(pathname));
          const type = route?.contentType ?? EXTENSION_TYPES[pathname.split('.').pop()?.toLowerCase() ?? ''];
          const path = url.startsWith(`${this.base}/`) ? url.slice(this.base.length) : url;
          more.push({
            id: `GET ${value} download`,
            kind: 'file-download',
            method: 'GET',
            path,
            title: `named by ${check.path}${field ? ` (${field})` : ''}: 200 with ${type ?? 'its type'} bytes, nosniff and CORS`,
            rules: [
              'files.named-served',
              'files.type-by-extension',
              'cors.allow-origin',
              ...(type === 'application/pdf' ? ['files.pdf-bytes'] : []),
              ...(field ? [ruleIds.files(check.path, field)] : []),
              ...(route ? check.rules.filter((r) => r.startsWith(`GET ${route.template} 200 header`)) : []),
            ],
            expectStatus: [200],
            ...(type ? { contentType: type } : {}),
            responseHeaders: { 'X-Content-Type-Options': { type: 'string', const: 'nosniff' } },
            origin: check.origin,
            ...(check.rateLimit ? { rateLimit: check.rateLimit } : {}),
          });
        }
        if (seen.size === 0) warnings.push('the answer names no file, so no download was checked');
        return;
      }
      case 'file-download': {
        const answer = await send({ headers: { ...origin } });
        expectStatus(check, answer.status);
        const type = answer.headers.get('content-type') ?? '';
        if (check.contentType && !type.startsWith(check.contentType)) throw new Failure(`content type ${type || '(none)'} instead of ${check.contentType}`);
        if (type.includes('text/html')) throw new Failure('content type text/html: a page, not a file');
        const magic = magicProblem(check.contentType ?? type.split(';')[0] ?? '', answer.bytes);
        if (magic) throw new Failure(magic);
        const problems = headerProblems(check, answer.headers);
        const disposition = answer.headers.get('content-disposition');
        const name = decodeURIComponent(check.path.split('/').pop() ?? '');
        if (check.rules.includes('files.csr-filename') && !(disposition ?? '').includes(`filename="${name}"`))
          problems.push(`Content-Disposition is ${JSON.stringify(disposition)}: a download names its file (filename="${name}")`);
        const cors = check.origin ? corsProblem(answer.headers, check.origin) : undefined;
        if (cors) problems.push(cors);
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
      case 'missing-file': {
        const wrong: string[] = [];
        for (const path of check.missingNames ?? [check.path]) {
          // Real servers ignore Prefer (RFC 7240); it lets the mock, which cannot know files, answer as a server would.
          const answer = await send({ headers: { prefer: 'code=404' } }, path);
          const type = answer.headers.get('content-type') ?? '';
          if (answer.status === 200 && type.includes('html')) wrong.push(`${path}: 200 with an HTML page`);
          else if (answer.status !== 404) wrong.push(`${path}: status ${answer.status}`);
        }
        if (wrong.length) throw new Failure(`${wrong.join('; ')}, contract says 404`);
        return;
      }
      case 'accepts-valid':
      case 'accepts-limits':
      case 'accepts-variant':
      case 'accepts-body-size':
      case 'rejects-invalid':
      case 'rejects-json':
      case 'rejects-media-type':
      case 'rejects-too-large': {
        const body = check.bodyAt ? check.bodyAt(this.clock.now()) : check.body;
        if (check.bodyAt && body === undefined) {
          warnings.push('not applicable at this moment (it depends on the time of day in IST): nothing was sent');
          return;
        }
        const answer = await send({
          method: 'POST',
          headers: { ...json, ...origin, 'content-type': check.raw?.contentType ?? 'application/json', [MARKER_HEADER]: 'true' },
          body: check.raw ? check.raw.text : JSON.stringify(body),
        }).catch((error: unknown) => {
          if (check.writes && !(error instanceof RateLimited)) this.writes.push({ path: check.path, body: body ?? null, status: undefined });
          throw error;
        });
        if (check.writes) this.writes.push({ path: check.path, body: body ?? null, status: answer.status });
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
        let parsed: Json;
        try {
          parsed = jsonOf(answer);
        } catch (error) {
          if (check.jsonRequired) throw error;
          warnings.push('success body is not valid JSON (the site ignores it)');
          return;
        }
        const problems: string[] = [];
        const schema = schemaProblem(check.responseSchema, parsed);
        if (schema) problems.push(schema);
        if (check.expectCode && isObject(parsed) && parsed.code !== check.expectCode)
          problems.push(`code ${JSON.stringify(parsed.code)}, contract says ${check.expectCode}`);
        const fields = check.expectCode === 'validation_error' ? fieldsProblem(check, parsed) : undefined;
        if (fields) problems.push(fields);
        problems.push(...headerProblems(check, answer.headers));
        if (check.messageLanguage) {
          const language = answer.headers.get('content-language');
          const hindi = messagesOf(parsed).some((m) => DEVANAGARI.test(m));
          if (language === 'en' && hindi) problems.push('messages in Hindi labelled Content-Language: en');
          if (language === 'hi' && !hindi) problems.push('messages labelled Content-Language: hi are not in Hindi');
        }
        const cors = check.origin ? corsProblem(answer.headers, check.origin) : undefined;
        if (cors) problems.push(cors);
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
      case 'method-not-allowed': {
        const answer = await send({ method: check.method, headers: json });
        expectStatus(check, answer.status);
        const problems = headerProblems(check, answer.headers);
        if (check.allow) {
          const allow = new Set(tokens(answer.headers.get('allow')).map((m) => m.toUpperCase()));
          const expected = new Set(check.allow);
          if (answer.headers.get('allow') !== null && (allow.size !== expected.size || [...expected].some((m) => !allow.has(m)))) {
            problems.push(`Allow is ${JSON.stringify(answer.headers.get('allow'))}, the path answers ${check.allow.join(', ')}`);
          }
        }
        if (check.expectCode) {
          const body = jsonOf(answer);
          const schema = schemaProblem(check.responseSchema, body);
          if (schema) problems.push(schema);
          if (isObject(body) && body.code !== check.expectCode) problems.push(`code ${JSON.stringify(body.code)}, contract says ${check.expectCode}`);
        }
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
      case 'head': {
        const get = await send({ headers: { ...json, ...origin } });
        const head = await send({ method: 'HEAD', headers: { ...json, ...origin } });
        const problems: string[] = [];
        if (head.status !== get.status) problems.push(`HEAD answers ${head.status}, GET ${get.status}`);
        for (const name of check.sameHeadersAs ?? []) {
          if (get.headers.get(name) !== head.headers.get(name))
            problems.push(`${name}: ${JSON.stringify(head.headers.get(name))} on HEAD, ${JSON.stringify(get.headers.get(name))} on GET`);
        }
        if (head.bytes.length > 0) problems.push(`HEAD sent a body of ${head.bytes.length} bytes`);
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
      case 'options-allow': {
        const answer = await send({ method: 'OPTIONS' });
        expectStatus(check, answer.status);
        const allow = answer.headers.get('allow');
        const got = new Set(tokens(allow).map((m) => m.toUpperCase()));
        const expected = check.allow ?? [];
        if (allow === null) throw new Failure(`Allow is missing, contract says ${expected.join(', ')}`);
        if (got.size !== expected.length || expected.some((m) => !got.has(m)))
          throw new Failure(`Allow is ${JSON.stringify(allow)}, the path answers ${expected.join(', ')}`);
        return;
      }
      case 'not-found': {
        const answer = await send({ headers: json });
        if (answer.status >= 300 && answer.status < 400)
          throw new Failure(
            `status ${answer.status} redirect to ${answer.headers.get('location') ?? '?'}, contract says 404 (a redirected POST loses its body)`,
          );
        expectStatus(check, answer.status);
        const body = jsonOf(answer);
        const schema = schemaProblem(check.responseSchema, body);
        if (schema) throw new Failure(schema);
        if (check.expectCode && isObject(body) && body.code !== check.expectCode)
          throw new Failure(`code ${JSON.stringify(body.code)}, contract says ${check.expectCode}`);
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
      case 'cors-no-origin': {
        const answer = await send({ headers: { accept: check.contentType ?? 'application/json' } });
        expectStatus(check, answer.status);
        const vary = tokens(answer.headers.get('vary'));
        if (!vary.includes('origin') && !vary.includes('*') && answer.headers.get('access-control-allow-origin') !== '*') {
          throw new Failure(`Vary is ${JSON.stringify(answer.headers.get('vary'))}: an answer that depends on Origin names it, also without one`);
        }
        return;
      }
      case 'cors-preflight': {
        const headers: Record<string, string> = { origin: check.origin ?? '', 'access-control-request-method': check.preflight?.method ?? 'GET' };
        if (check.preflight?.headers) headers['access-control-request-headers'] = check.preflight.headers;
        const answer = await send({ method: 'OPTIONS', headers });
        const problems: string[] = [];
        if (answer.status !== 204 && answer.status !== 200) problems.push(`CORS: preflight status ${answer.status}, contract says 204`);
        const cors = corsProblem(answer.headers, check.origin ?? '');
        if (cors) problems.push(cors);
        const methods = tokens(answer.headers.get('access-control-allow-methods'));
        const method = (check.preflight?.method ?? 'GET').toLowerCase();
        if (methods.length === 0) problems.push('CORS: Access-Control-Allow-Methods is missing');
        else if (!methods.includes('*') && !methods.includes(method))
          problems.push(`CORS: ${method.toUpperCase()} not in Access-Control-Allow-Methods (${methods.join(', ')})`);
        const allowed = tokens(answer.headers.get('access-control-allow-headers'));
        const missing = tokens(check.preflight?.headers ?? null).filter((name) => !allowed.includes('*') && !allowed.includes(name));
        if (missing.length) problems.push(`CORS: ${missing.join(', ')} not in Access-Control-Allow-Headers (${allowed.join(', ') || 'missing'})`);
        if (check.maxAge !== undefined && answer.headers.get('access-control-max-age') !== String(check.maxAge)) {
          problems.push(`CORS: Access-Control-Max-Age is ${JSON.stringify(answer.headers.get('access-control-max-age'))}, contract says ${check.maxAge}`);
        }
        if (problems.length) throw new Failure(problems.join('; '));
        return;
      }
      case 'cors-preflight-foreign': {
        const answer = await send({
          method: 'OPTIONS',
          headers: { origin: check.origin ?? '', 'access-control-request-method': check.preflight?.method ?? 'GET' },
        });
        const allowOrigin = answer.headers.get('access-control-allow-origin');
        const granted = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-allow-'));
        // A server that allows every origin (`*`, no credentials) has nothing to refuse.
        if (allowOrigin === '*' && answer.headers.get('access-control-allow-credentials') === null) return;
        if (answer.status !== 403)
          throw new Failure(
            `status ${answer.status} for a preflight from ${check.origin}, contract says 403${allowOrigin ? ` (it is allowed: ${allowOrigin})` : ''}`,
          );
        if (granted.length) throw new Failure(`403, but with ${granted.join(', ')}: a refused preflight carries no Access-Control-Allow-* header`);
        return;
      }
    }
  }
}

const kindOf = (check: Check) => (check.method === 'POST' ? 'POST' : 'other');

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

const WORD: Record<Status, string> = { pass: 'pass', fail: 'FAIL', inconclusive: 'INCONCLUSIVE', 'not-checked': 'NOT CHECKED' };

/**
 * Runs every check, one request at a time (downloads found in lists right after their list), within
 * the time budget. Throws UnreachableError only when the first request cannot connect.
 */
export async function runChecks(baseUrl: string, checks: Check[], options: RunOptions = {}): Promise<RunOutcome> {
  const clock = options.clock ?? realClock;
  const runner = new Runner(baseUrl.replace(/\/+$/, ''), clock, options, options.signal);
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const progress = options.progress ?? (() => undefined);
  const started = clock.now();
  const deadline = started + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const pending = [...checks];
  const results: CheckResult[] = [];
  const attempts = new Map<Check, number>();
  const pausedUntil: Record<string, number> = { POST: 0, other: 0 };
  let stopped: RunOutcome['stopped'];
  const total = () => results.length + pending.length;
  const record = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
    const n = String(results.length).padStart(String(total()).length);
    progress(`[${n}/${total()}] ${WORD[result.status].padEnd(4)} ${result.check.id}${result.detail ? ` — ${result.detail}` : ''}`);
  };

  while (pending.length > 0) {
    if (options.signal?.aborted) {
      stopped = 'interrupted';
      break;
    }
    const now = clock.now();
    if (now >= deadline) {
      stopped = 'budget';
      break;
    }
    const index = pending.findIndex((c) => (pausedUntil[kindOf(c)] ?? 0) <= now);
    if (index < 0) {
      // Everything left waits for a Retry-After: wait, saying so at least every heartbeat.
      const until = Math.min(...pending.map((c) => pausedUntil[kindOf(c)] ?? 0));
      if (until > deadline) {
        stopped = 'budget';
        break;
      }
      const step = Math.min(heartbeatMs, until - now);
      progress(
        `… waiting ${duration(until - now)} for the rate limit (Retry-After); ${results.length}/${total()} checks done, ${duration(deadline - now)} of the budget left`,
      );
      await clock.sleep(step, options.signal);
      continue;
    }
    const check = pending[index] as Check;
    const outcome = await runner.run(check);
    if ('interrupted' in outcome) continue;
    if ('limited' in outcome) {
      const tries = (attempts.get(check) ?? 0) + 1;
      attempts.set(check, tries);
      const wait = Math.min(outcome.limited * 1000, maxWaitMs);
      pausedUntil[kindOf(check)] = clock.now() + wait;
      if (tries >= MAX_ATTEMPTS) {
        pending.splice(index, 1);
        record({ check, status: 'inconclusive', detail: `rate limited (429) ${tries} times in a row; gave up`, warnings: [], ms: 0 });
      } else {
        progress(
          `… 429 on ${check.id}: ${kindOf(check) === 'POST' ? 'POSTs' : 'other requests'} wait ${duration(wait)} (Retry-After ${outcome.limited} s), then it is tried again`,
        );
      }
      continue;
    }
    pending.splice(index, 1, ...outcome.more);
    record(outcome.result);
  }
  if (stopped) {
    const why = stopped === 'budget' ? `the time budget of ${duration(deadline - started)} ran out` : 'the run was interrupted';
    for (const check of pending) {
      const limited = (pausedUntil[kindOf(check)] ?? 0) > clock.now();
      results.push({ check, status: 'not-checked', detail: `not checked: ${why}${limited ? ' while rate limited' : ''}`, warnings: [], ms: 0 });
    }
    progress(`Stopped: ${why}; ${pending.length} check(s) not checked.`);
  }
  return { results, writes: runner.writes, sent: runner.sent, ...(stopped ? { stopped } : {}) };
}

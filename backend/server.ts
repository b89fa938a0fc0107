/**
 * The reference backend: the contract's positive control and a readable example for backend teams
 * (docs/backend.md, "The reference backend"). It is NOT the production backend.
 *
 * Fastify 5, with every route, request schema, list and file taken from openapi.yaml at start-up
 * (backend/contract.ts), so that it cannot drift from the contract; submissions and their consent
 * records are stored in SQLite (backend/store.ts). Each rule of the contract it follows can be
 * switched off one at a time (`defects`, backend/defect.ts), which is how the conformance kit is
 * mutation-tested (backend/defects.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Json, JsonObject } from '../scripts/contract-verify/contract';
import { ROOT, readContract, type BackendContract, type Language, type List, type Method, type Submission } from './contract';
import { Defects, type Defect } from './defect';
import { negotiate } from './language';
import { CODE_MESSAGES, REASON_MESSAGES, type Code } from './messages';
import { Store } from './store';
import { compile, consentAgrees, fieldsOf, problemsOf, slotAvailable, type Problem } from './validation';

export const PRODUCTION_ORIGIN = 'https://www.kizunabharat.example';
export const DEVELOPMENT_ORIGIN = 'http://localhost:3000';

export interface RateLimitOptions {
  /** POSTs per window per client address, valid or not (x-limits: 20 a minute). */
  submissions?: number;
  /** Every other request per window per client address (x-limits: at least 300 a minute); 0 for no limit. */
  reads?: number;
  windowMs?: number;
}

export interface ReferenceBackendOptions {
  port?: number;
  host?: string;
  /** SQLite file; `:memory:` (the default) keeps nothing after stop. */
  dbPath?: string;
  /** Another copy of the contract. */
  specPath?: string;
  /** Origins CORS allows (the contract's: production and development). */
  allowedOrigins?: string[];
  /** Rate limits per client address; `false` for none. Default: the contract's recommendation. */
  rateLimit?: RateLimitOptions | false;
  /** Defects to run with (backend/defect.ts); none for the conformant backend. */
  defects?: readonly Defect[];
  /** The clock (ms since the epoch), for rate limits, slots and dates; tests pass a fake one. */
  now?: () => number;
  /** For the `slow-offices` defect. */
  delayMs?: number;
  /** Where the files the lists name are read from. */
  publicDir?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: FastifyRequest['headers'];
}

export interface ReferenceBackend {
  url: string;
  port: number;
  /** Read back what was stored, through the backend's own interface (never its file). */
  store: Store;
  /** Every request received, in order. */
  requests: LoggedRequest[];
  stop: () => Promise<void>;
}

/** The form each submission's reference names (`SubmissionAccepted.reference`). */
const REFERENCE_PREFIX: Record<string, string> = {
  submitInsuranceEnquiry: 'EQ',
  submitPospApplication: 'PP',
  sendContactMessage: 'CT',
  requestCallback: 'CB',
  createDataRequest: 'DR',
  fileGrievance: 'GR',
};

const ACCEPTED_MESSAGE: Record<Language, string> = {
  en: 'Thank you, we have received it.',
  hi: 'धन्यवाद, हमें यह मिल गया है।',
};

/** `Content-Type` by extension (the contract's **Media**). */
const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const ALLOWED_REQUEST_HEADERS = 'Content-Type, Accept-Language, X-Conformance-Test';
const EXPOSED_HEADERS = 'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';
const IST_OFFSET_MS = 330 * 60_000;

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    readonly problems: Problem[] = [],
  ) {
    super(code);
  }
}

const isObject = (value: Json | undefined): value is JsonObject => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every `format: uri-reference` value of a list that is a path on this host. */
function pathsNamed(value: Json, schemaFields: Set<string>, field?: string): { field: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((v) => pathsNamed(v, schemaFields, field));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => pathsNamed(v, schemaFields, k));
  if (typeof value === 'string' && field && schemaFields.has(field) && value.startsWith('/') && !value.startsWith('//')) return [{ field, path: value }];
  return [];
}

/** Names of the `format: uri-reference` properties of a schema, through allOf/anyOf/oneOf and items. */
function uriFields(schema: Json | undefined, out = new Set<string>()): Set<string> {
  if (!isObject(schema)) return out;
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    if (isObject(prop) && (prop.format === 'uri-reference' || prop.format === 'uri')) out.add(name);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (schema[key] ?? []) as Json[]) uriFields(sub, out);
  uriFields(schema.items, out);
  return out;
}

/** The request schema with the `relax` defects applied: one keyword of one property left out. */
function relaxedSchema(submission: Submission, defects: Defects): JsonObject {
  const relaxations = defects.relaxed.filter((r) => r.path === submission.path);
  const lengthDefect = defects.has('length-in-bytes') || defects.has('length-in-utf16') || defects.has('length-in-graphemes');
  if (relaxations.length === 0 && !lengthDefect) return submission.schema;
  const schema = structuredClone(submission.schema);
  for (const { field, keyword } of relaxations) {
    const names = field === '' ? [] : field.split('.');
    let parent: JsonObject = schema;
    let node: JsonObject = schema;
    for (const name of names) {
      parent = node;
      node = ((node.properties ?? {}) as JsonObject)[name] as JsonObject;
    }
    if (keyword === 'required') {
      parent.required = ((parent.required ?? []) as string[]).filter((n) => n !== names.at(-1));
    } else if (keyword in node) delete node[keyword];
    else if (isObject(node.items) && keyword in node.items) delete node.items[keyword];
  }
  if (lengthDefect) {
    // The defective server counts lengths itself (see lengthProblems); Ajv no longer does.
    const walk = (node: Json) => {
      if (!isObject(node)) return;
      delete node.maxLength;
      for (const prop of Object.values((node.properties ?? {}) as JsonObject)) walk(prop);
    };
    walk(schema);
  }
  return schema;
}

/** The defective length counters (`length-in-*`): what a server gets wrong when it does not count code points. */
function lengthProblems(schema: JsonObject, body: JsonObject, defects: Defects, prefix = ''): Problem[] {
  if (!defects.has('length-in-bytes') && !defects.has('length-in-utf16') && !defects.has('length-in-graphemes')) return [];
  const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });
  const count = (text: string) =>
    defects.has('length-in-bytes') ? Buffer.byteLength(text) : defects.has('length-in-utf16') ? text.length : [...segmenter.segment(text)].length;
  const out: Problem[] = [];
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    if (!isObject(prop)) continue;
    const value = body[name];
    if (typeof value === 'string' && typeof prop.maxLength === 'number' && count(value) > prop.maxLength)
      out.push({ field: `${prefix}${name}`, reason: 'maxLength' });
    if (isObject(value)) out.push(...lengthProblems(prop, value, defects, `${prefix}${name}.`));
  }
  return out;
}

/** The first required property of a schema, through allOf/anyOf/oneOf. */
function firstRequired(schema: Json | undefined): string | undefined {
  if (!isObject(schema)) return undefined;
  const own = ((schema.required ?? []) as string[])[0];
  if (own) return own;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const sub of (schema[key] ?? []) as Json[]) {
      const found = firstRequired(sub);
      if (found) return found;
    }
  }
  return undefined;
}

/** The value at a dotted path of a body. */
function valueAt(body: Json, field: string): Json | undefined {
  let node: Json | undefined = body;
  for (const name of field.split('.')) node = isObject(node) ? node[name] : undefined;
  return node;
}

function contentOf(list: List, language: Language, defects: Defects, base: string, itemSchema: JsonObject | undefined): Json {
  let body = structuredClone(list.content[language] ?? list.content.en);
  if (defects.has('empty-lists')) return [];
  if (defects.brokenLists.includes(list.path) && Array.isArray(body)) {
    const required = firstRequired(itemSchema) ?? '';
    body = body.map((item) => (isObject(item) ? Object.fromEntries(Object.entries(item).filter(([k]) => k !== required)) : item));
  }
  if (language === 'hi' && Array.isArray(body)) {
    const english = list.content.en as Json[];
    if (defects.has('language-changes-items') && english.length > 0) {
      const [first, ...rest] = body;
      body = list.path === '/api/services/' && isObject(first) ? [{ ...first, img: '/images/services/hindi.svg' }, ...rest] : rest;
    }
    if (defects.has('hindi-empty-texts')) {
      // The first item's Hindi texts are sent empty (as a server does that has no translation and no fallback).
      body = body.map((item, i) =>
        i === 0 && isObject(item)
          ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' && /[\u0900-\u097F]/.test(v) ? '' : v]))
          : item,
      );
    }
    if (defects.has('hindi-translated-keys')) {
      // The key fields get their display names: Office.city = city_name, ClientRecord.category = category_name.
      body = body.map((item) =>
        isObject(item)
          ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof item[`${k}_name`] === 'string' ? (item[`${k}_name`] as Json) : v]))
          : item,
      );
    }
  }
  if (defects.has('absolute-and-relative-files') && Array.isArray(body)) {
    body = body.map((item, index) => {
      if (!isObject(item)) return item;
      const copy = { ...item };
      for (const key of ['file', 'pdf_file', 'document_url']) {
        const ref = copy[key];
        if (typeof ref === 'string' && ref.startsWith('/media/')) copy[key] = index % 2 === 0 ? `${base}${ref}` : ref.replace(/^\//, '');
      }
      return copy;
    });
  }
  return body;
}

interface Window {
  start: number;
  count: number;
}

/** A fixed-window counter per client address and kind of request. */
class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; undefined when allowed, else the seconds until the window resets. */
  take(key: string, limit: number): { limited: boolean; remaining: number; resetSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    if (window.count >= limit) return { limited: true, remaining: 0, resetSeconds };
    window.count += 1;
    return { limited: false, remaining: limit - window.count, resetSeconds };
  }
}

function routeOf(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
}

interface NamedFile {
  list: string;
  field: string;
  path: string;
  file: string;
}

const namedCache = new WeakMap<BackendContract, Map<string, NamedFile[]>>();

/**
 * Every file a list names by a path (in any language) that exists under `publicDir`, except those
 * under a file path of the contract (`/media/compliance/{file_name}` serves those). Cached per contract.
 */
function filesNamed(contract: BackendContract, publicDir: string): NamedFile[] {
  const byDir = namedCache.get(contract) ?? new Map<string, NamedFile[]>();
  namedCache.set(contract, byDir);
  const cached = byDir.get(publicDir);
  if (cached) return cached;
  const contractPaths = [...contract.paths.keys()].map(templatePattern);
  const out: NamedFile[] = [];
  for (const list of contract.lists) {
    const fields = uriFields(contract.doc.paths[list.path]?.get?.responses['200']?.content?.['application/json']?.schema);
    for (const language of ['en', 'hi'] as const) {
      for (const { field, path } of pathsNamed(list.content[language] ?? [], fields)) {
        const file = join(publicDir, decodeURI(path));
        if (contractPaths.some((p) => p.test(path)) || !file.startsWith(publicDir) || !existsSync(file)) continue;
        if (!out.some((o) => o.path === path && o.list === list.path && o.field === field)) out.push({ list: list.path, field, path, file });
      }
    }
  }
  byDir.set(publicDir, out);
  return out;
}

export async function startReferenceBackend(options: ReferenceBackendOptions = {}): Promise<ReferenceBackend> {
  const contract: BackendContract = readContract(options.specPath);
  const defects = new Defects(options.defects);
  const now = options.now ?? Date.now;
  const publicDir = options.publicDir ?? join(ROOT, 'public');
  const allowedOrigins = defects.has('cors-localhost-only') ? [DEVELOPMENT_ORIGIN] : (options.allowedOrigins ?? [PRODUCTION_ORIGIN, DEVELOPMENT_ORIGIN]);
  const limits = contract.limits;
  const bodyLimit = defects.has('no-body-limit') ? limits.maxBodyBytes * 8 : defects.has('body-limit-too-low') ? 65_536 : limits.maxBodyBytes;
  const rateLimit =
    options.rateLimit === false
      ? undefined
      : {
          submissions: options.rateLimit?.submissions ?? limits.submissionsPerMinute,
          reads: options.rateLimit?.reads ?? limits.readsPerMinute,
          windowMs: options.rateLimit?.windowMs ?? 60_000,
        };
  const limiter = rateLimit ? new RateLimiter(now, rateLimit.windowMs) : undefined;
  const store = new Store(options.dbPath ?? ':memory:');
  const requests: LoggedRequest[] = [];
  let base = '';

  // The files the lists name (rule: paths resolve against the API host, which serves them).
  const namedFiles = new Map<string, string>();
  for (const named of filesNamed(contract, publicDir)) {
    if (!defects.missing.some((m) => m.path === named.list && m.field === named.field)) namedFiles.set(named.path, named.file);
  }
  // Paths the server answers, with their methods: the contract's, then the files the lists name.
  const templates = [...contract.paths].map(([template, methods]) => ({ pattern: templatePattern(template), template, methods }));
  const pathOf = (url: string): { template: string; methods: Method[] } | undefined =>
    namedFiles.has(url) ? { template: url, methods: ['GET'] } : templates.find((k) => k.pattern.test(url));
  const allowOf = (methods: Method[]) =>
    defects.has('allow-wrong-methods')
      ? 'POST, OPTIONS'
      : [...methods.flatMap((m) => (m === 'GET' && !defects.has('head-missing') ? ['GET', 'HEAD'] : [m])), 'OPTIONS'].join(', ');

  const app = Fastify({
    logger: false,
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: defects.has('trailing-slash-served') },
    exposeHeadRoutes: !defects.has('head-missing'),
    // Tests start and stop many backends: never keep a connection open past stop().
    forceCloseConnections: true,
  });

  const languageOf = (request: FastifyRequest, supported: readonly Language[] = ['en', 'hi']): Language => {
    const header = request.headers['accept-language'];
    return negotiate(Array.isArray(header) ? header.join(',') : header, supported);
  };
  const addVary = (reply: FastifyReply, name: string) => {
    const current = String(reply.getHeader('vary') ?? '');
    const names = current
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
    reply.header('vary', names.join(', '));
  };
  const sendError = (request: FastifyRequest, reply: FastifyReply, status: number, code: Code, problems: Problem[] = []) => {
    // The messages follow Accept-Language, and Content-Language says which (the defect mislabels Hindi).
    const messageLanguage = languageOf(request);
    const headerLanguage: Language = defects.has('messages-hindi-labelled-en') ? 'en' : messageLanguage;
    if (defects.has('cors-missing-on-errors')) reply.removeHeader('access-control-allow-origin');
    const body: JsonObject = { code, message: CODE_MESSAGES[messageLanguage][code] };
    if (code === 'validation_error' && !defects.has('fields-missing')) body.fields = errorFields(problems, messageLanguage);
    reply.header('content-language', headerLanguage);
    addVary(reply, 'Accept-Language');
    return reply.code(status).type('application/json').send(body);
  };
  const errorFields = (problems: Problem[], language: Language): Json => {
    let shown = problems;
    if (defects.has('fields-extra-problem')) shown = [...shown, { field: 'name', reason: 'maxLength' }];
    if (defects.has('reason-pattern-for-length'))
      shown = shown.map((p) => (p.reason === 'maxLength' || p.reason === 'minLength' ? { ...p, reason: 'pattern' } : p));
    shown = shown.map((p) => {
      let field = p.field;
      if (defects.has('fields-json-pointers') && field.includes('.')) field = `/${field.split('.').join('/')}`;
      if (defects.has('fields-parent-key') && p.reason === 'additionalProperties') field = field.split('.').slice(0, -1).join('.');
      if (defects.has('fields-root-key-body') && field === '') field = 'body';
      return { ...p, field };
    });
    const fields = fieldsOf(shown, (reason) => REASON_MESSAGES[language][reason]) as Record<string, { reason: string; message: string }[]>;
    if (defects.has('fields-as-strings')) return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.map((p) => p.message)]));
    if (defects.has('reason-always-invalid'))
      return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.map((p) => ({ ...p, reason: 'invalid' }))]));
    return fields as unknown as Json;
  };

  // Every request: log, CORS, rate limit. Hooks run for the not-found handler too.
  app.addHook('onRequest', async (request, reply) => {
    requests.push({ method: request.method, path: request.url, headers: request.headers });
    const urlPath = request.url.split('?')[0] ?? '';
    const origin = request.headers.origin;
    const isMedia = !urlPath.startsWith('/api/');
    if (!defects.has('cors-no-vary-without-origin') || origin) addVary(reply, 'Origin');
    if (!(defects.has('media-without-cors') && isMedia)) {
      if (origin && defects.has('cors-reflects-any-origin')) {
        reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
        reply.removeHeader('vary');
      } else if (origin && allowedOrigins.includes(origin)) {
        reply.header('access-control-allow-origin', origin);
        if (defects.has('cors-no-vary-origin')) reply.removeHeader('vary');
      }
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (!limiter || !rateLimit) return;
    const submission = request.method === 'POST';
    const limit = submission ? rateLimit.submissions : rateLimit.reads;
    if (!limit) return;
    const taken = limiter.take(`${request.ip} ${submission ? 'submissions' : 'reads'}`, limit);
    reply.header('ratelimit-limit', String(limit)).header('ratelimit-remaining', String(taken.remaining)).header('ratelimit-reset', String(taken.resetSeconds));
    if (taken.limited) {
      if (!defects.has('rate-limit-no-retry-after')) reply.header('retry-after', String(taken.resetSeconds));
      return sendError(request, reply, 429, 'rate_limited');
    }
  });

  // Response headers the contract requires, left out one at a time by the dropHeader defects.
  app.addHook('onSend', async (request, reply, payload) => {
    const template = pathOf(request.url.split('?')[0] ?? '')?.template;
    if (template) for (const d of defects.dropped) if (d.path === template && d.status === reply.statusCode) reply.removeHeader(d.header);
    if (request.method === 'HEAD' && defects.has('head-without-language')) reply.removeHeader('content-language');
    return payload;
  });

  app.removeAllContentTypeParsers();
  const parseJson = (_request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => {
    if (text.trim() === '') {
      if (defects.has('empty-body-500')) return done(new Error('empty body'));
      return done(new HttpProblem(400, 'invalid_json'));
    }
    try {
      done(null, JSON.parse(text) as Json);
    } catch {
      if (defects.has('invalid-json-500')) return done(new Error('cannot parse'));
      done(new HttpProblem(400, 'invalid_json'));
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => parseJson(request, String(body), done));
  if (defects.has('accepts-any-media-type'))
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => parseJson(request, String(body), done));
  app.setValidatorCompiler(({ schema }) => compile(schema as JsonObject));

  app.setErrorHandler((error: FastifyError & { validation?: unknown }, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.code === 'invalid_json' && defects.has('invalid-json-as-validation-error')) return sendError(request, reply, 400, 'validation_error', []);
      return sendError(request, reply, error.status, error.code, error.problems);
    }
    if (error.validation) {
      const problems = problemsOf(request.body as Json, error.validation as Parameters<typeof problemsOf>[1]);
      // A server with a defective length counter reports its own length problems beside the schema's.
      const submission = contract.submissions.find((s) => s.path === request.routeOptions.url);
      const body = request.body as Json;
      if (submission && isObject(body)) problems.push(...lengthProblems(submission.schema, body, defects));
      return sendError(request, reply, 400, 'validation_error', problems);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, 413, 'payload_too_large');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(request, reply, 415, 'unsupported_media_type');
    if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return sendError(request, reply, 400, 'invalid_json');
    return sendError(request, reply, 500, 'server_error');
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const path = pathOf(urlPath);
    if (path && !defects.has('unknown-method-404')) {
      reply.header('allow', allowOf(path.methods));
      return sendError(request, reply, 405, 'method_not_allowed');
    }
    if (defects.has('trailing-slash-redirect') && !urlPath.endsWith('/') && pathOf(`${urlPath}/`))
      return reply.code(301).header('location', `${urlPath}/`).send();
    if (defects.has('unknown-path-html') && urlPath.startsWith('/api/'))
      return reply.code(404).type('text/html').send('<!doctype html><title>Not found</title><p>Not found');
    if (defects.has('missing-file-200-html') && urlPath.startsWith('/media/'))
      return reply.code(200).type('text/html').send('<!doctype html><p>Page not found');
    return sendError(request, reply, 404, 'not_found');
  });

  // OPTIONS on every known path: a CORS preflight, or 204 with Allow.
  const fileDirectories = [...new Set([...namedFiles.keys()].map((path) => `/${path.split('/')[1]}/*`))];
  for (const route of [...templates.map((t) => routeOf(t.template)), ...fileDirectories]) {
    app.options(route, async (request, reply) => {
      const path = pathOf(request.url.split('?')[0] ?? '');
      if (!path || (path.template.includes('{') && !fileFor(path.template, request))) return sendError(request, reply, 404, 'not_found');
      const origin = request.headers.origin;
      if (origin && request.headers['access-control-request-method']) {
        const allowed = allowedOrigins.includes(origin) || defects.has('cors-reflects-any-origin');
        if (!allowed && !defects.has('preflight-foreign-allowed')) {
          if (defects.has('preflight-foreign-leaks-headers')) reply.header('access-control-allow-methods', allowOf(path.methods));
          return reply.code(403).send();
        }
        if (!allowed) reply.header('access-control-allow-origin', origin);
        if (!defects.has('preflight-no-allow-methods')) reply.header('access-control-allow-methods', allowOf(path.methods));
        const headers = ALLOWED_REQUEST_HEADERS.split(', ').filter(
          (h) =>
            !(h === 'Content-Type' && defects.has('preflight-no-content-type')) &&
            !(h === 'Accept-Language' && defects.has('preflight-no-accept-language')) &&
            !(h === 'X-Conformance-Test' && defects.has('preflight-no-conformance-header')),
        );
        reply.header('access-control-allow-headers', headers.join(', '));
        if (!defects.has('preflight-no-max-age')) reply.header('access-control-max-age', String(limits.corsMaxAgeSeconds));
        return reply.code(204).send();
      }
      if (!defects.has('options-without-allow')) reply.header('allow', allowOf(path.methods));
      return reply.code(204).send();
    });
  }

  // The lists, in English and Hindi.
  for (const list of contract.lists) {
    const languages: Language[] = defects.has('english-only') ? ['en'] : (Object.keys(list.content) as Language[]);
    const listSchema = contract.doc.paths[list.path]?.get?.responses['200']?.content?.['application/json']?.schema;
    const itemSchema = isObject(listSchema?.items) ? listSchema.items : undefined;
    app.get(list.path, async (request, reply) => {
      if (list.path === '/api/offices/') {
        if (defects.has('hanging-offices')) return new Promise<never>(() => undefined);
        if (defects.has('reset-offices')) {
          request.raw.socket.destroy();
          return reply;
        }
        if (defects.has('slow-offices')) await new Promise((ok) => setTimeout(ok, options.delayMs ?? 0));
      }
      const asked = request.headers['accept-language'];
      const header = Array.isArray(asked) ? asked.join(',') : (asked ?? '');
      if (defects.has('refuses-hindi') && header.trim() === 'hi')
        return reply.code(406).type('application/json').send({ code: 'not_found', message: 'English only.' });
      if (defects.has('accept-language-422') && header !== '' && !['en', 'hi'].includes(header.trim()))
        return reply.code(422).type('application/json').send({ code: 'validation_error', message: 'en or hi only.' });
      let language = languageOf(request, languages);
      if (languages.includes('hi')) {
        const tags = header.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
        if (defects.has('accept-language-first-listed')) language = tags.find((t) => t === 'hi' || t === 'en') === 'hi' ? 'hi' : 'en';
        if (defects.has('accept-language-exact-only') && !tags.includes('hi')) language = 'en';
        if (defects.has('accept-language-star-hindi') && tags.includes('*') && !tags.includes('en')) language = 'hi';
        if (defects.has('accept-language-q0-ignored') && tags.includes('hi') && /hi;\s*q=0(\.0*)?(,|$)/i.test(header)) language = 'hi';
      }
      const body = contentOf(list, language, defects, base, itemSchema);
      reply.header('content-language', defects.has('hindi-labelled-en') ? 'en' : language);
      addVary(reply, 'Accept-Language');
      return reply.type('application/json').send(body);
    });
  }

  // Files: the contract's file paths, and the files the lists name.
  const complianceDir = (template: string) => join(publicDir, template.replace(/\{[^}]+\}$/, ''));
  const fileFor = (template: string, request: FastifyRequest): string | undefined => {
    if (!template.includes('{')) return namedFiles.get(template) ?? (existsSync(join(publicDir, template)) ? join(publicDir, template) : undefined);
    const name = Object.values(request.params as Record<string, string>)[0] ?? '';
    const dir = complianceDir(template);
    if (defects.has('file-traversal') && name.includes('..')) {
      const target = join(dir, name);
      return existsSync(target) ? target : undefined;
    }
    // Only the server's own files, by exact name: `..`, slashes and other names are simply not found.
    const names = existsSync(dir) ? readdirSync(dir) : [];
    return names.includes(name) ? join(dir, name) : undefined;
  };
  // The missingFiles defects also take away the files a list names under a contract file path (compliance files).
  const withheld = new Set(
    contract.lists.flatMap((list) =>
      defects.missing.filter((m) => m.path === list.path).flatMap((m) => pathsNamed(list.content.en, new Set([m.field])).map((p) => p.path)),
    ),
  );
  const serveFile = async (request: FastifyRequest, reply: FastifyReply, template: string, disposition?: 'inline' | 'attachment') => {
    const file = withheld.has(request.url.split('?')[0] ?? '') ? undefined : fileFor(template, request);
    const name = file?.split('/').at(-1) ?? '';
    if (
      template.includes('{') &&
      defects.has('bad-file-name-422') &&
      !/^[A-Za-z0-9._-]+\.pdf$/.test(Object.values(request.params as Record<string, string>)[0] ?? '')
    ) {
      return reply.code(422).type('application/json').send({ code: 'validation_error', message: 'Bad file name.' });
    }
    if (!file) {
      if (defects.has('missing-file-200-html')) return reply.code(200).type('text/html').send('<!doctype html><p>Page not found');
      return sendError(request, reply, 404, 'not_found');
    }
    let type = MEDIA_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (defects.has('media-octet-stream') && !type.startsWith('application/pdf')) type = 'application/octet-stream';
    reply.header('x-content-type-options', 'nosniff');
    if (disposition) {
      let kind = disposition;
      if (defects.has('pdf-disposition-swapped')) kind = disposition === 'inline' ? 'attachment' : 'inline';
      reply.header('content-disposition', kind === 'attachment' && defects.has('csr-disposition-no-filename') ? 'attachment' : `${kind}; filename="${name}"`);
    }
    if (defects.has('html-labelled-pdf') && name === 'annual-report-2024-25.pdf')
      return reply.type('application/pdf').send('<!doctype html><title>Not found</title>');
    return reply.type(type).send(readFileSync(file));
  };
  for (const route of contract.files) app.get(routeOf(route.template), (request, reply) => serveFile(request, reply, route.template, route.contentDisposition));
  // One route per directory of named files (`/images/*`): the file is looked up by its exact path.
  for (const route of fileDirectories) {
    app.get(route, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      return namedFiles.has(path) ? serveFile(request, reply, path) : sendError(request, reply, 404, 'not_found');
    });
  }

  // The submissions.
  for (const submission of contract.submissions) {
    const prefix = REFERENCE_PREFIX[submission.operationId];
    if (!prefix) throw new Error(`No reference prefix for ${submission.operationId}: add the form's two letters to REFERENCE_PREFIX`);
    const schema = relaxedSchema(submission, defects);
    const properties = (submission.schema.properties ?? {}) as JsonObject;
    app.post(submission.path, {
      schema: { body: schema },
      preValidation: async (request) => {
        if (request.body === undefined) throw new HttpProblem(400, 'invalid_json');
        if (defects.has('proto-500') && isObject(request.body as Json) && Object.hasOwn(request.body as object, '__proto__'))
          throw new Error('cannot merge the body');
      },
      handler: async (request, reply) => {
        const body = request.body as JsonObject;
        const problems: Problem[] = lengthProblems(submission.schema, body, defects);
        for (const r of defects.refused)
          if (r.path === submission.path && JSON.stringify(valueAt(body, r.field)) === JSON.stringify(r.value))
            problems.push({ field: r.field, reason: 'enum' });
        if (typeof body.preferred_time === 'string' && 'preferred_time' in properties) {
          const rules = {
            skewSeconds: limits.slotClockSkewSeconds,
            acceptBegun: defects.has('slot-accepts-begun'),
            acceptAnyDay: defects.has('slot-accepts-any-day'),
            noSkewAllowance: defects.has('slot-no-skew-allowance'),
          };
          if (!slotAvailable(body.preferred_time, now(), rules) || (defects.has('slot-refuses-all') && body.preferred_time !== 'asap'))
            problems.push({ field: 'preferred_time', reason: 'slot_unavailable' });
        }
        if ('newsletter' in properties && 'consent' in properties && !defects.has('consent-mismatch-accepted') && !consentAgrees(body)) {
          problems.push({ field: 'newsletter', reason: 'consent_mismatch' });
        }
        if (problems.length > 0) throw new HttpProblem(400, 'validation_error', problems);
        const received = now();
        const year = new Date(received + IST_OFFSET_MS).getUTCFullYear();
        const receivedAt = new Date(received).toISOString();
        // The call-back form's second step joins its request (CallbackRequest.follow_up_of).
        const attached = typeof body.follow_up_of === 'string' ? store.attachFollowUp(body) : undefined;
        let reference =
          attached ??
          store.add({
            operationId: submission.operationId,
            path: submission.path,
            prefix,
            body,
            conformanceTest: request.headers['x-conformance-test'] === 'true',
            receivedAt,
            year,
          });
        if (body.request_type === 'withdraw_consent') store.withdrawConsent(body, reference, receivedAt);
        if (body.request_type === 'erasure') store.erase(body, reference, receivedAt);
        if (defects.has('references-wrong-format')) reference = `REF-${reference.slice(-6)}`;
        const language = languageOf(request);
        reply.header('content-language', language);
        addVary(reply, 'Accept-Language');
        if (defects.has('ok-200-empty-object')) return reply.code(200).type('application/json').send({});
        if (defects.has('ok-200-text')) return reply.code(200).type('text/plain').send('OK');
        if (defects.has('accepted-body-off-schema')) return reply.code(201).type('application/json').send({ status: 'ok', reference });
        return reply.code(201).type('application/json').send({ status: 'received', message: ACCEPTED_MESSAGE[language], reference });
      },
    });
  }

  // A GET path answers HEAD (Fastify's exposeHeadRoutes); `head-missing` takes it away.
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    url: base,
    port,
    store,
    requests,
    stop: async () => {
      await app.close();
      store.close();
    },
  };
}

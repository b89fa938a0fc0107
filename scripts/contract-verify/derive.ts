/**
 * The checks, derived from the contract alone (nothing hand-listed): add a path, a field or a
 * constraint to openapi.yaml and the list grows with it. Every POST path is probed the same way,
 * so endpoints added later are covered without touching the kit.
 */
import { firstExample, type Json, type JsonObject, type OpenApiDocument, type Operation } from './contract';

/** What a valid test submission is called, so that a backend can recognise and discard it. */
export const MARKER_HEADER = 'X-Conformance-Test';
export const MARKER_NAME = 'Conformance Test';
/** An origin that no allow-list contains: it must never be reflected together with credentials. */
export const FOREIGN_ORIGIN = 'https://conformance-probe.invalid';

export type CheckKind =
  | 'response-schema'
  | 'files-downloadable'
  | 'file-download'
  | 'missing-file'
  | 'accepts-valid'
  | 'accepts-limits'
  | 'rejects-invalid'
  | 'rejects-media-type'
  | 'method-not-allowed'
  | 'cors-response'
  | 'cors-foreign'
  | 'cors-preflight';

export interface MediaRoute {
  template: string;
  pattern: string;
  contentType: string;
}

export interface Check {
  id: string;
  kind: CheckKind;
  method: 'GET' | 'POST' | 'OPTIONS';
  path: string;
  /** What is checked, in a few words. */
  title: string;
  /** JSON body of a POST. */
  body?: Json;
  /** A non-JSON POST body. */
  raw?: { contentType: string; text: string };
  /** Statuses that pass (the contract's). */
  expectStatus: number[];
  /** Schema the answer's JSON must satisfy (when the answer is JSON). */
  responseSchema?: JsonObject;
  /** Answers must be JSON (lists, errors); a success body of a submission may be anything. */
  jsonRequired?: boolean;
  /** Fields of the list items that hold URLs (`format: uri-reference`). */
  urlFields?: string[];
  contentType?: string;
  /** The Origin header sent. */
  origin?: string;
  /** For preflights: the method and headers the site's request uses. */
  preflight?: { method: string; headers?: string };
  /** For files-downloadable: the contract's file paths a reference may fall under. */
  mediaRoutes?: MediaRoute[];
  /** A valid submission: a conformant server stores it. Left out by --read-only. */
  writes?: boolean;
  /** Header parameters the operation declares (e.g. Accept-Language), with their example values. */
  headers?: Record<string, string>;
  /** Response headers the contract requires on the answer, each with its schema (e.g. Content-Language). */
  responseHeaders?: Record<string, JsonObject>;
  /** Request headers the answer depends on, which its Vary must name (the operation's header parameters). */
  varyOn?: string[];
  /**
   * For an answer in another language (or any other value of a header parameter): the headers of the
   * default request, whose answer must hold the same items with the same ids, numbers, dates, URLs
   * and fixed values (`sameFields`), in the same order. Only the texts may differ.
   */
  sameAs?: { headers: Record<string, string>; sameFields: string[] };
}

export interface DeriveOptions {
  /** Allowed site origins to check CORS for (--origin). */
  origins: string[];
  /** GETs, downloads and invalid POSTs only. */
  readOnly?: boolean;
}

const JSON_TYPE = 'application/json';

function statuses(op: Operation, predicate: (code: string) => boolean): number[] {
  const out: number[] = [];
  for (const code of Object.keys(op.responses)) {
    if (!predicate(code)) continue;
    if (/^\dXX$/i.test(code)) {
      const base = Number(code[0]) * 100;
      for (let n = base; n < base + 100; n += 1) out.push(n);
    } else if (/^\d{3}$/.test(code)) out.push(Number(code));
  }
  return out;
}

const isSuccess = (code: string) => code.startsWith('2');

function successResponse(op: Operation) {
  const code = Object.keys(op.responses).find(isSuccess);
  return code ? op.responses[code] : undefined;
}

function templateToPattern(template: string): string {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`));
  return `^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`;
}

/** File paths of the contract: GETs under /media/ with a non-JSON 200 answer. */
export function mediaRoutes(doc: OpenApiDocument): MediaRoute[] {
  const routes: MediaRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const content = item.get?.responses['200']?.content ?? {};
    const type = Object.keys(content).find((t) => t !== JSON_TYPE);
    if (path.startsWith('/media/') && type) routes.push({ template: path, pattern: templateToPattern(path), contentType: type });
  }
  return routes;
}

export function* strings(value: Json | undefined): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

/** Names of the properties that hold URLs (`format: uri-reference` or `uri`), through allOf/anyOf/oneOf. */
export function urlFieldsOf(schema: JsonObject | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: Json | undefined) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, JsonObject>)) {
      if (prop.format === 'uri-reference' || prop.format === 'uri') found.add(name);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[key] ?? []) as Json[]) walk(sub);
  };
  walk(schema);
  return [...found].sort();
}

/** A value for `field` that marks the submission as the kit's own. */
function markerFor(field: string): string | undefined {
  if (field === 'first_name') return 'Conformance';
  if (field === 'last_name') return 'Test';
  if (/(^|_)name$/.test(field)) return MARKER_NAME;
  return undefined;
}

/** The contract's example with every name field replaced by the marker name. */
export function marked(schema: JsonObject, example: JsonObject): JsonObject {
  const body = { ...example };
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  for (const [field, prop] of Object.entries(properties)) {
    const marker = markerFor(field);
    if (marker && prop.type === 'string' && typeof body[field] === 'string') body[field] = marker;
  }
  return body;
}

function matches(pattern: string | undefined, value: string): boolean {
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}

/** Code points, as JSON Schema counts string length. */
export const lengthOf = (value: string) => [...value].length;

/**
 * `value` grown or shrunk to exactly `length` characters while still matching `pattern`,
 * or undefined when no simple padding keeps the pattern (fixed formats such as the phone).
 */
export function resized(value: string, length: number, pattern: string | undefined): string | undefined {
  const chars = [...value];
  if (length <= chars.length) {
    const candidates = [chars.slice(0, length).join(''), chars.slice(chars.length - length).join('')];
    return candidates.find((c) => lengthOf(c) === length && matches(pattern, c));
  }
  const pad = 'x'.repeat(length - chars.length);
  const at = value.indexOf('@');
  const candidates = [value + pad, pad + value, at > 0 ? value.slice(0, at) + pad + value.slice(at) : undefined];
  return candidates.find((c): c is string => c !== undefined && lengthOf(c) === length && matches(pattern, c));
}

interface Variant {
  label: string;
  value: Json;
}

/** Invalid variants of a pattern-constrained value: shorter, longer, lower-cased, with a stray character or space. */
function patternBreakers(value: string, pattern: string): Variant[] {
  const re = new RegExp(pattern, 'u');
  const middle = Math.floor(value.length / 2);
  const candidates = [
    { label: `${value.length - 1} characters`, value: value.slice(0, -1) },
    { label: `${value.length + 1} characters`, value: value + value.slice(-1) },
    { label: 'lowercase', value: value.toLowerCase() },
    { label: 'a stray letter', value: `${value.slice(0, -1)}x` },
    { label: 'a stray symbol', value: `${value}#` },
    { label: 'a space inside', value: `${value.slice(0, middle)} ${value.slice(middle)}` },
    { label: 'only spaces', value: '   ' },
  ];
  return candidates.filter((c) => !re.test(c.value));
}

/** A value of the wrong JSON type for a property. */
function wrongType(prop: JsonObject): Variant | undefined {
  switch (prop.type) {
    case 'string':
      return { label: 'a number instead of a string', value: 12345 };
    case 'integer':
    case 'number':
      return { label: 'a string instead of a number', value: '1' };
    case 'boolean':
      return { label: 'a string instead of a boolean', value: 'true' };
    case 'array':
      return { label: 'an object instead of a list', value: {} };
    case 'object':
      return { label: 'a list instead of an object', value: [] };
    default:
      return undefined;
  }
}

/** A short value as it appears in a check's name. */
function shown(value: Json): string {
  return typeof value === 'string' && value.length <= 24 ? ` (${JSON.stringify(value)})` : '';
}

/** A value each string format refuses (ajv-formats), for the formats request schemas use. */
const FORMAT_BREAKERS: Record<string, string> = {
  'date-time': '24/11/2026 10:15',
  date: '24/11/2026',
};

/** One list per constraint an array states: too few items, an item outside its enum, a repeated item, the required item left out. */
function arrayBreakers(prop: JsonObject, current: Json[]): { label: string; value: Json[] }[] {
  const out: { label: string; value: Json[] }[] = [];
  const items = (prop.items ?? {}) as JsonObject;
  const allowed = Array.isArray(items.enum) ? (items.enum as Json[]) : undefined;
  if (typeof prop.minItems === 'number' && prop.minItems > 0) out.push({ label: `with fewer than ${prop.minItems} item(s)`, value: current.slice(0, prop.minItems - 1) });
  if (allowed) out.push({ label: `holding a value outside ${allowed.join('|')}`, value: [...current.slice(1), 'NotAnOption'] });
  if (prop.uniqueItems === true && current.length > 0) out.push({ label: 'with a repeated item', value: [...current, current[0] as Json] });
  const required = (prop.contains as JsonObject | undefined)?.const;
  if (required !== undefined) {
    const others = (allowed ?? []).filter((v) => JSON.stringify(v) !== JSON.stringify(required));
    const without = current.filter((v) => JSON.stringify(v) !== JSON.stringify(required));
    out.push({ label: `without ${JSON.stringify(required)}`, value: without.length ? without : others.slice(0, 1) });
  }
  return out;
}

interface Violation {
  name: string;
  body: Json;
}

/** One invalid body per constraint the request schema states, nested objects (e.g. a consent object) included. */
export function violations(schema: JsonObject, valid: JsonObject): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  const add = (name: string, body: Json) => {
    const key = JSON.stringify(body);
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ name, body });
    }
  };
  /** The constraints of `node` (whose valid value is `value`) at `path`; `put` builds the whole body with a replacement. */
  const walk = (node: JsonObject, value: JsonObject, prefix: string, put: (next: JsonObject) => Json) => {
    const properties = (node.properties ?? {}) as Record<string, JsonObject>;
    for (const field of (node.required ?? []) as string[]) {
      const next = { ...value };
      delete next[field];
      add(`missing required ${prefix}${field}`, put(next));
    }
    for (const [key, prop] of Object.entries(properties)) {
      const field = `${prefix}${key}`;
      const set = (v: Json) => put({ ...value, [key]: v });
      const current = value[key];
      const pattern = typeof prop.pattern === 'string' ? prop.pattern : undefined;
      if (typeof current === 'string') {
        if (typeof prop.maxLength === 'number') {
          const long = resized(current, prop.maxLength + 1, pattern) ?? current.padEnd(prop.maxLength + 1, current.slice(-1) || 'x');
          add(`${field} longer than ${prop.maxLength} characters${shown(long)}`, set(long));
        }
        if (typeof prop.minLength === 'number' && prop.minLength > 0) {
          const short = prop.minLength === 1 ? '' : (resized(current, prop.minLength - 1, pattern) ?? [...current].slice(0, prop.minLength - 1).join(''));
          add(`${field} shorter than ${prop.minLength} characters${shown(short)}`, set(short));
        }
        if (pattern) for (const breaker of patternBreakers(current, pattern)) add(`${field} ${breaker.label}${shown(breaker.value)}`, set(breaker.value));
      }
      const badFormat = typeof current === 'string' && typeof prop.format === 'string' ? FORMAT_BREAKERS[prop.format] : undefined;
      if (badFormat !== undefined) add(`${field} not a ${String(prop.format)}${shown(badFormat)}`, set(badFormat));
      if (prop.type === 'array' && Array.isArray(current)) for (const broken of arrayBreakers(prop, current)) add(`${field} ${broken.label}`, set(broken.value));
      if (Array.isArray(prop.enum)) add(`${field} outside ${prop.enum.join('|')}`, set('NotAnOption'));
      if (prop.const !== undefined) {
        const other: Json = typeof prop.const === 'boolean' ? !prop.const : `not ${JSON.stringify(prop.const)}`;
        add(`${field} not ${JSON.stringify(prop.const)}`, set(other));
      }
      const wrong = wrongType(prop);
      if (wrong) add(`${field} ${wrong.label}`, set(wrong.value));
      if (prop.type === 'object' && current && typeof current === 'object' && !Array.isArray(current)) {
        walk(prop, current, `${field}.`, (next) => set(next));
      }
    }
    if (node.additionalProperties === false) add(`unknown extra field${prefix ? ` in ${prefix.slice(0, -1)}` : ''}`, put({ ...value, unexpected_field: 'x' }));
  };
  walk(schema, valid, '', (next) => next);
  add('a JSON list instead of an object', [valid]);
  return out;
}

/** The example with every string field that has a maxLength at exactly that length (where the pattern allows). */
export function atLimits(schema: JsonObject, valid: JsonObject): JsonObject | undefined {
  const body = { ...valid };
  let changed = false;
  for (const [field, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const current = body[field];
    if (typeof current !== 'string' || typeof prop.maxLength !== 'number' || lengthOf(current) === prop.maxLength) continue;
    const long = resized(current, prop.maxLength, typeof prop.pattern === 'string' ? prop.pattern : undefined);
    if (long !== undefined) {
      body[field] = long;
      changed = true;
    }
  }
  return changed ? body : undefined;
}

/**
 * Fields of the items that are not texts: ids and other numbers, booleans, dates and URLs (any
 * `format`), patterned, enumerated and constant values. An answer in another language keeps them.
 */
export function sameFieldsOf(schema: JsonObject | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: Json | undefined) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, JsonObject>)) {
      const fixed = ['integer', 'number', 'boolean'].includes(String(prop.type)) || ['format', 'pattern', 'enum', 'const'].some((key) => key in prop);
      if (fixed) found.add(name);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[key] ?? []) as Json[]) walk(sub);
  };
  walk(schema);
  return [...found].sort();
}

/**
 * Request headers a browser sends without a CORS preflight (Fetch's CORS-safelisted request headers),
 * with the characters their values may hold. A header parameter outside this list, or with a value
 * that breaks it, makes the site's request preflighted, so its preflight check must ask for it.
 */
const SAFELISTED = /^(accept|accept-language|content-language)$/i;
const SAFELISTED_VALUE = /^[0-9A-Za-z *,\-.;=]*$/;

export function preflightHeaders(op: Operation | undefined): string[] {
  const out: string[] = [];
  for (const param of op?.parameters ?? []) {
    if (param.in !== 'header' || typeof param.name !== 'string' || param.name.toLowerCase() === MARKER_HEADER.toLowerCase()) continue;
    const schema = (param.schema ?? {}) as JsonObject;
    const values = (Array.isArray(schema.enum) ? schema.enum : [schema.default ?? param.example ?? '']).map(String);
    if (!SAFELISTED.test(param.name) || !values.every((v) => SAFELISTED_VALUE.test(v))) out.push(param.name.toLowerCase());
  }
  return out;
}

/** Other values of the header parameters that list them (e.g. Accept-Language: hi), one header set each. */
export function headerVariants(op: Operation | undefined): Record<string, string>[] {
  const defaults = headerParameters(op) ?? {};
  const out: Record<string, string>[] = [];
  for (const param of op?.parameters ?? []) {
    if (param.in !== 'header' || typeof param.name !== 'string' || param.name.toLowerCase() === MARKER_HEADER.toLowerCase()) continue;
    // The values a header parameter lists: its enum, or else its schema's `examples` (Accept-Language takes any value, and lists the ones worth asking).
    const schema = (param.schema ?? {}) as JsonObject;
    const values = (schema.enum ?? schema.examples ?? []) as Json[];
    for (const value of values.map(String)) {
      if (value !== defaults[param.name]) out.push({ ...defaults, [param.name]: value });
    }
  }
  return out;
}

/** The header parameters an operation declares, each with its example (or default, or first allowed) value. */
export function headerParameters(op: Operation | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const param of op?.parameters ?? []) {
    if (param.in !== 'header' || typeof param.name !== 'string' || param.name.toLowerCase() === MARKER_HEADER.toLowerCase()) continue;
    const schema = (param.schema ?? {}) as JsonObject;
    const examples = Object.values((param.examples ?? {}) as Record<string, { value?: Json }>);
    const value = param.example ?? examples[0]?.value ?? schema.example ?? schema.default ?? (schema.enum as Json[] | undefined)?.[0];
    if (value !== undefined && value !== null) out[param.name] = String(value);
    else if (param.required === true) throw new Error(`${param.name}: a required header parameter needs an example for the kit to send`);
  }
  return Object.keys(out).length ? out : undefined;
}

export function deriveChecks(doc: OpenApiDocument, options: DeriveOptions): Check[] {
  const checks: Check[] = [];
  const media = mediaRoutes(doc);
  const origins = options.origins;
  for (const [path, item] of Object.entries(doc.paths)) {
    const first = checks.length;
    const templated = path.includes('{');
    const get = item.get;
    const post = item.post;
    const corsPath = templated ? undefined : path;

    if (get && !templated) {
      const ok = get.responses['200'];
      const schema = ok?.content?.[JSON_TYPE]?.schema;
      if (schema) {
        const items = schema.type === 'array' ? (schema.items as JsonObject | undefined) : undefined;
        const urlFields = urlFieldsOf(items ?? schema);
        const required = Object.entries(ok?.headers ?? {}).filter(([, header]) => header.required === true);
        const responseHeaders = required.length ? Object.fromEntries(required.map(([name, header]) => [name, (header.schema ?? {}) as JsonObject])) : undefined;
        const varyOn = (get.parameters ?? []).filter((p) => p.in === 'header' && typeof p.name === 'string' && p.name.toLowerCase() !== MARKER_HEADER.toLowerCase()).map((p) => String(p.name));
        const schemaCheck: Check = {
          id: `GET ${path} schema`,
          kind: 'response-schema',
          method: 'GET',
          path,
          title: '2xx with a JSON body valid against the schema',
          expectStatus: statuses(get, isSuccess),
          responseSchema: schema,
          jsonRequired: true,
          urlFields,
          origin: origins[0],
          ...(responseHeaders ? { responseHeaders } : {}),
          ...(varyOn.length ? { varyOn } : {}),
        };
        checks.push(schemaCheck);
        // Each other value of a header parameter (Accept-Language: hi) gets a conformant answer of its own,
        // with the same items as the default one: only the texts may differ.
        const defaults = headerParameters(get) ?? {};
        for (const variant of headerVariants(get)) {
          const asked = Object.entries(variant).filter(([name, value]) => defaults[name] !== value).map(([name, value]) => `${name}: ${value}`).join(', ');
          checks.push({
            ...schemaCheck,
            id: `GET ${path} schema (${asked})`,
            title: `2xx valid against the schema for ${asked}, with the same ids, numbers, dates and URLs`,
            headers: variant,
            sameAs: { headers: defaults, sameFields: sameFieldsOf(items ?? schema) },
          });
        }
        const example = firstExample(ok?.content?.[JSON_TYPE]);
        const refersToFiles = [...strings(example)].some((s) => media.some((m) => new RegExp(m.pattern).test(s)));
        if (refersToFiles) {
          checks.push({ id: `GET ${path} files`, kind: 'files-downloadable', method: 'GET', path, title: 'every file it names downloads (type, bytes, CORS)', expectStatus: [200], mediaRoutes: media, urlFields, origin: origins[0] });
        }
      } else {
        const type = Object.keys(ok?.content ?? {})[0];
        if (type) checks.push({ id: `GET ${path} file`, kind: 'file-download', method: 'GET', path, title: `200 with ${type} bytes and CORS`, expectStatus: [200], contentType: type, origin: origins[0] });
      }
    }
    if (get && templated && path.startsWith('/media/') && get.responses['404']) {
      const missing = path.replace(/\{[^}]+\}/g, 'conformance-missing-file.pdf');
      checks.push({ id: `GET ${path} missing`, kind: 'missing-file', method: 'GET', path: missing, title: 'a file that does not exist answers 404, not a page', expectStatus: [404] });
    }

    if (post && !templated) {
      const mediaType = post.requestBody?.content?.[JSON_TYPE];
      const example = firstExample(mediaType);
      const okStatuses = statuses(post, isSuccess);
      const successSchema = successResponse(post)?.content?.[JSON_TYPE]?.schema;
      const rejectCodes = statuses(post, (c) => c === '400' || c === '422');
      const errorSchema = post.responses[String(rejectCodes[0])]?.content?.[JSON_TYPE]?.schema;
      if (mediaType?.schema && example && typeof example === 'object' && !Array.isArray(example)) {
        const valid = marked(mediaType.schema, example);
        checks.push({ id: `POST ${path} valid`, kind: 'accepts-valid', method: 'POST', path, title: 'accepts the contract example (marked as a test)', body: valid, expectStatus: okStatuses, responseSchema: successSchema, writes: true });
        const limits = atLimits(mediaType.schema, valid);
        if (limits) checks.push({ id: `POST ${path} limits`, kind: 'accepts-limits', method: 'POST', path, title: 'accepts every text field at its maxLength (marked as a test)', body: limits, expectStatus: okStatuses, responseSchema: successSchema, writes: true });
        const invalid = violations(mediaType.schema, valid);
        for (const v of invalid) {
          checks.push({ id: `POST ${path} rejects ${v.name}`, kind: 'rejects-invalid', method: 'POST', path, title: `rejects ${v.name}`, body: v.body, expectStatus: rejectCodes, responseSchema: errorSchema, jsonRequired: true });
        }
        if (post.responses['415']) {
          checks.push({ id: `POST ${path} rejects text/plain`, kind: 'rejects-media-type', method: 'POST', path, title: 'rejects a body that is not JSON with 415', raw: { contentType: 'text/plain', text: 'not json' }, expectStatus: [415] });
        }
        const probe = invalid[0]?.body;
        for (const origin of origins) {
          checks.push({ id: `POST ${path} cors ${origin}`, kind: 'cors-response', method: 'POST', path, title: `CORS answer for ${origin} (on an invalid body)`, body: probe, expectStatus: [], origin });
        }
      }
      if (!get) checks.push({ id: `GET ${path} not allowed`, kind: 'method-not-allowed', method: 'GET', path, title: 'GET on a POST-only path answers 405', expectStatus: [405] });
    }

    if (corsPath && (get || post)) {
      if (get) {
        // What the site asks for: JSON from a list, the file's own type from a file path.
        const accept = Object.keys(get.responses['200']?.content ?? {})[0] ?? JSON_TYPE;
        for (const origin of origins) {
          checks.push({ id: `GET ${path} cors ${origin}`, kind: 'cors-response', method: 'GET', path, title: `CORS answer for ${origin}`, expectStatus: [], origin, contentType: accept });
        }
        checks.push({ id: `GET ${path} cors foreign`, kind: 'cors-foreign', method: 'GET', path, title: 'a foreign origin is not reflected with credentials', expectStatus: [], origin: FOREIGN_ORIGIN, contentType: accept });
      }
      for (const origin of origins) {
        const method = post ? 'POST' : 'GET';
        checks.push({
          id: `OPTIONS ${path} preflight ${method} ${origin}`,
          kind: 'cors-preflight',
          method: 'OPTIONS',
          path,
          title: `CORS preflight for ${method}${post ? ' with Content-Type' : ''} from ${origin}`,
          expectStatus: [200, 204],
          // The site's GETs send only safelisted headers (Accept-Language: en | hi): a preflight asks for none.
          preflight: post ? { method: 'POST', headers: 'content-type' } : { method: 'GET', ...(preflightHeaders(get).length ? { headers: preflightHeaders(get).join(', ') } : {}) },
          origin,
        });
      }
    }
    const getHeaders = headerParameters(get);
    const postHeaders = headerParameters(post);
    for (const check of checks.slice(first)) {
      const headers = check.method === 'POST' ? postHeaders : check.method === 'GET' ? getHeaders : undefined;
      if (headers && !check.sameAs) check.headers = headers;
    }
  }
  return options.readOnly ? checks.filter((c) => !c.writes) : checks;
}

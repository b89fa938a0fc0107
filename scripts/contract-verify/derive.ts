/**
 * The checks, derived from the contract alone (nothing hand-listed): add a
 * path, a field or a constraint to openapi.yaml and the list grows with it.
 */
import { firstExample, type Json, type JsonObject, type OpenApiDocument, type Operation } from './contract';

export const SITE_ORIGIN = 'http://localhost:3000';

export type CheckKind =
  | 'response-schema'
  | 'accepts-valid'
  | 'rejects-invalid'
  | 'files-downloadable'
  | 'file-download'
  | 'cors-preflight'
  | 'cors-response';

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
  body?: Json;
  /** Statuses that pass (the contract's). */
  expectStatus: number[];
  /** Schema the answer's JSON must satisfy. */
  responseSchema?: JsonObject;
  contentType?: string;
  /** For preflights: the method and headers the site's request uses. */
  preflight?: { method: string; headers?: string };
  /** For files-downloadable: the contract's file paths a reference must fall under. */
  mediaRoutes?: MediaRoute[];
}

const JSON_TYPE = 'application/json';

function statuses(op: Operation, predicate: (code: number) => boolean): number[] {
  return Object.keys(op.responses)
    .map(Number)
    .filter((n) => Number.isInteger(n) && predicate(n));
}

function successSchema(op: Operation): JsonObject | undefined {
  for (const code of statuses(op, (n) => n >= 200 && n < 300)) {
    const schema = op.responses[String(code)]?.content?.[JSON_TYPE]?.schema;
    if (schema) return schema;
  }
  return undefined;
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

function* strings(value: Json | undefined): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

interface Violation {
  name: string;
  body: JsonObject;
}

/** Invalid variants of a pattern-constrained value: shorter, longer, lower-cased, with a stray character. */
function patternBreakers(value: string, pattern: string): { label: string; value: string }[] {
  const re = new RegExp(pattern, 'u');
  const candidates = [
    { label: `${value.length - 1} characters`, value: value.slice(0, -1) },
    { label: `${value.length + 1} characters`, value: value + value.slice(-1) },
    { label: 'lowercase', value: value.toLowerCase() },
    { label: 'a stray letter', value: `${value.slice(0, -1)}x` },
    { label: 'a stray symbol', value: `${value}#` },
  ];
  const seen = new Set<string>();
  return candidates.filter((c) => !re.test(c.value) && !seen.has(c.value) && seen.add(c.value));
}

/** One invalid body per constraint the request schema states. */
export function violations(schema: JsonObject, valid: JsonObject): Violation[] {
  const out: Violation[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  for (const field of (schema.required ?? []) as string[]) {
    const body = { ...valid };
    delete body[field];
    out.push({ name: `missing required ${field}`, body });
  }
  for (const [field, prop] of Object.entries(properties)) {
    const current = valid[field];
    if (prop.format === 'email') out.push({ name: `${field} not an e-mail`, body: { ...valid, [field]: 'not-an-email' } });
    if (typeof prop.pattern === 'string' && typeof current === 'string') {
      for (const breaker of patternBreakers(current, prop.pattern)) {
        out.push({ name: `${field} ${breaker.label} ("${breaker.value}")`, body: { ...valid, [field]: breaker.value } });
      }
    }
    if (Array.isArray(prop.enum)) out.push({ name: `${field} outside ${prop.enum.join('|')}`, body: { ...valid, [field]: 'NotAnOption' } });
    if (prop.type === 'boolean') out.push({ name: `${field} not a boolean`, body: { ...valid, [field]: 'yes' } });
  }
  if (schema.additionalProperties === false) {
    out.push({ name: 'unknown extra field', body: { ...valid, unexpected_field: 'x' } });
  }
  return out;
}

export function deriveChecks(doc: OpenApiDocument): Check[] {
  const checks: Check[] = [];
  const media = mediaRoutes(doc);
  for (const [path, item] of Object.entries(doc.paths)) {
    const templated = path.includes('{');
    const get = item.get;
    if (get && !templated) {
      const schema = get.responses['200']?.content?.[JSON_TYPE]?.schema;
      if (schema) {
        checks.push({ id: `GET ${path} schema`, kind: 'response-schema', method: 'GET', path, title: '2xx with a body valid against the schema', expectStatus: statuses(get, (n) => n >= 200 && n < 300), responseSchema: schema });
        const example = firstExample(get.responses['200']?.content?.[JSON_TYPE]);
        const refersToFiles = [...strings(example)].some((s) => media.some((m) => new RegExp(m.pattern).test(s)));
        if (refersToFiles) {
          checks.push({ id: `GET ${path} files`, kind: 'files-downloadable', method: 'GET', path, title: 'every /media/ file it names downloads with the declared type', expectStatus: [200], mediaRoutes: media });
        }
      } else {
        const type = Object.keys(get.responses['200']?.content ?? {})[0];
        if (type) checks.push({ id: `GET ${path} file`, kind: 'file-download', method: 'GET', path, title: `200 with ${type}`, expectStatus: [200], contentType: type });
      }
      checks.push({ id: `GET ${path} cors`, kind: 'cors-response', method: 'GET', path, title: `Access-Control-Allow-Origin for ${SITE_ORIGIN}`, expectStatus: [] });
      checks.push({ id: `OPTIONS ${path} preflight GET`, kind: 'cors-preflight', method: 'OPTIONS', path, title: 'CORS preflight for GET', expectStatus: [200, 204], preflight: { method: 'GET' } });
    }
    const post = item.post;
    if (post && !templated) {
      const media = post.requestBody?.content?.[JSON_TYPE];
      const valid = firstExample(media);
      const okStatuses = statuses(post, (n) => n >= 200 && n < 300);
      if (media?.schema && valid && typeof valid === 'object' && !Array.isArray(valid)) {
        checks.push({ id: `POST ${path} valid`, kind: 'accepts-valid', method: 'POST', path, title: 'accepts the contract example', body: valid, expectStatus: okStatuses, responseSchema: successSchema(post) });
        const rejectCodes = statuses(post, (n) => n === 400 || n === 422);
        const errorSchema = post.responses[String(rejectCodes[0])]?.content?.[JSON_TYPE]?.schema;
        for (const v of violations(media.schema, valid)) {
          checks.push({ id: `POST ${path} rejects ${v.name}`, kind: 'rejects-invalid', method: 'POST', path, title: `rejects ${v.name}`, body: v.body, expectStatus: rejectCodes, responseSchema: errorSchema });
        }
        checks.push({ id: `POST ${path} cors`, kind: 'cors-response', method: 'POST', path, title: `Access-Control-Allow-Origin for ${SITE_ORIGIN}`, body: valid, expectStatus: [] });
      }
      checks.push({ id: `OPTIONS ${path} preflight POST`, kind: 'cors-preflight', method: 'OPTIONS', path, title: 'CORS preflight for POST with Content-Type', expectStatus: [200, 204], preflight: { method: 'POST', headers: 'content-type' } });
    }
  }
  return checks;
}

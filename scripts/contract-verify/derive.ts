/**
 * The checks, derived from the contract alone (nothing hand-listed but the rules it states in
 * prose, scripts/contract-verify/rules.ts): add a path, a field or a constraint to openapi.yaml and
 * the list grows with it. Every POST path is probed the same way, so endpoints added later are
 * covered without touching the kit. Each check names the rules it verifies (`rules`).
 */
import {
  atLimits,
  bodyOfSize,
  completed,
  keepNewsletter,
  enumVariants,
  freshSlots,
  hasNewsletterRule,
  marked,
  PROBE_FIELD,
  SLOTS,
  slotField,
  violations,
  withProbe,
  withSlot,
  type ExpectedFields,
} from './bodies';
import { firstExample, type Json, type JsonObject, type MediaType, type OpenApiDocument, type Operation } from './contract';
import { enumValuesOf, namedFileFields, ruleIds, type ProseRule } from './rules';

export { lengthOf, marked, MARKER_NAME, resized, violations, atLimits } from './bodies';

export const MARKER_HEADER = 'X-Conformance-Test';
/** An origin that no allow-list contains: it must never be reflected together with credentials. */
export const FOREIGN_ORIGIN = 'https://conformance-probe.invalid';

export type CheckKind =
  | 'response-schema'
  | 'accept-language'
  | 'files-downloadable'
  | 'file-download'
  | 'missing-file'
  | 'accepts-valid'
  | 'accepts-limits'
  | 'accepts-variant'
  | 'accepts-body-size'
  | 'rejects-invalid'
  | 'rejects-json'
  | 'rejects-media-type'
  | 'rejects-too-large'
  | 'method-not-allowed'
  | 'head'
  | 'options-allow'
  | 'not-found'
  | 'cors-response'
  | 'cors-foreign'
  | 'cors-no-origin'
  | 'cors-preflight'
  | 'cors-preflight-foreign'
  | 'fuzz';

export type HttpMethod = 'GET' | 'POST' | 'OPTIONS' | 'HEAD' | 'PUT';

export interface MediaRoute {
  template: string;
  pattern: string;
  contentType: string;
}

/** What the contract says about a 429 on this path: its required headers and body. */
export interface RateLimitSpec {
  headers: Record<string, JsonObject>;
  schema?: JsonObject;
  rules: string[];
}

export interface Check {
  id: string;
  kind: CheckKind;
  method: HttpMethod;
  path: string;
  /** What is checked, in a few words. */
  title: string;
  /** The rules of the contract this check verifies (ids of rules.ts; the mutation table's link). */
  rules: string[];
  /** JSON body of a POST. */
  body?: Json;
  /** A body built at the moment of sending (call-back slots depend on the clock); undefined: not applicable now. */
  bodyAt?: (now: number) => Json | undefined;
  /** A body sent as these exact bytes. */
  raw?: { contentType: string; text: string };
  /** Statuses that pass (the contract's). */
  expectStatus: number[];
  /** Schema the answer's JSON must satisfy (when the answer is JSON). */
  responseSchema?: JsonObject;
  /** Answers must be JSON (lists, errors); a success body of a submission may be anything. */
  jsonRequired?: boolean;
  /** The Error.code the answer must have. */
  expectCode?: string;
  /** For a 400 validation_error: the field at fault and the reasons that fit. */
  expectFields?: ExpectedFields;
  /** For 405 and OPTIONS: the methods Allow must list. */
  allow?: string[];
  /** Fields of the list items that hold URLs (`format: uri-reference`). */
  urlFields?: string[];
  contentType?: string;
  /** The Origin header sent. */
  origin?: string;
  /** For preflights: the method and headers the site's request uses. */
  preflight?: { method: string; headers?: string };
  /** For preflights: the Access-Control-Max-Age the contract states (x-limits.corsMaxAgeSeconds). */
  maxAge?: number;
  /** For files-downloadable: the contract's file paths a reference may fall under. */
  mediaRoutes?: MediaRoute[];
  /** A valid submission: a conformant server stores it. Left out by --read-only (which sends its twin with PROBE_FIELD). */
  writes?: boolean;
  /** Header parameters the operation declares (e.g. Accept-Language), with their example values. */
  headers?: Record<string, string>;
  /** Response headers the contract requires on the answer, each with its schema (e.g. Content-Language). */
  responseHeaders?: Record<string, JsonObject>;
  /** Declared response headers with a schema, checked when present (e.g. Content-Disposition's pattern). */
  headerSchemas?: Record<string, JsonObject>;
  /** Request headers the answer depends on, which its Vary must name (the operation's header parameters). */
  varyOn?: string[];
  /**
   * For an answer in another language: the headers of the default request, whose answer must hold
   * the same items with the same ids, numbers, dates, URLs, keys and fixed values (`sameFields`),
   * in the same order, and a text wherever it has one (`textFields`). Only the texts may differ.
   */
  sameAs?: { headers: Record<string, string>; sameFields: string[]; textFields: string[]; language: string };
  /** For accept-language: the header values and the language each must choose (hi only where the list has Hindi). */
  languageCases?: { header: string; expected: string }[];
  /** For missing-file: the file names that must answer 404. */
  missingNames?: string[];
  /** What a 429 on this path must carry. */
  rateLimit?: RateLimitSpec;
  /** The messages of this 400 must be in the language Content-Language names (the request asks for Hindi). */
  messageLanguage?: boolean;
  /** For HEAD: the response headers that must equal the GET's. */
  sameHeadersAs?: string[];
}

export interface DeriveOptions {
  /** Allowed site origins to check CORS for (--origin). */
  origins: string[];
  /** GETs, downloads and invalid POSTs only: each valid submission is replaced by its twin with an unknown field. */
  readOnly?: boolean;
}

const JSON_TYPE = 'application/json';
const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** The contract's figures (x-limits), with the values its prose states where it has none. */
export function limitsOf(doc: OpenApiDocument): { maxBodyBytes?: number; corsMaxAgeSeconds?: number; slotClockSkewSeconds: number } {
  const raw = ((doc as unknown as JsonObject)['x-limits'] ?? {}) as JsonObject;
  const num = (v: Json | undefined) => (typeof v === 'number' ? v : undefined);
  return { maxBodyBytes: num(raw.maxBodyBytes), corsMaxAgeSeconds: num(raw.corsMaxAgeSeconds), slotClockSkewSeconds: num(raw.slotClockSkewSeconds) ?? 300 };
}

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
    if (!isObject(node)) return;
    for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, JsonObject>)) {
      if (prop.format === 'uri-reference' || prop.format === 'uri') found.add(name);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[key] ?? []) as Json[]) walk(sub);
  };
  walk(schema);
  return [...found].sort();
}

/** The properties of an item schema, through allOf/anyOf/oneOf. */
function propertiesOf(schema: JsonObject | undefined): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const walk = (node: Json | undefined) => {
    if (!isObject(node)) return;
    for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, JsonObject>)) if (isObject(prop)) out[name] = { ...out[name], ...prop };
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[key] ?? []) as Json[]) walk(sub);
  };
  walk(schema);
  return out;
}

/**
 * Fields of the items that are not texts: ids and other numbers, booleans, dates and URLs (any
 * `format`), patterned, enumerated and constant values, and keys (a field with a display-name
 * sibling `<field>_name`, as the contract's "Keys and display names" describes, or marked `x-key`).
 * An answer in another language keeps them.
 */
export function sameFieldsOf(schema: JsonObject | undefined): string[] {
  const properties = propertiesOf(schema);
  return Object.entries(properties)
    .filter(
      ([name, prop]) =>
        ['integer', 'number', 'boolean'].includes(String(prop.type)) ||
        ['format', 'pattern', 'enum', 'const'].some((key) => key in prop) ||
        prop['x-key'] === true ||
        `${name}_name` in properties,
    )
    .map(([name]) => name)
    .sort();
}

/** Text fields of the items: strings that are none of the above. A translation may change them, never empty them. */
export function textFieldsOf(schema: JsonObject | undefined): string[] {
  const same = new Set(sameFieldsOf(schema));
  return Object.entries(propertiesOf(schema))
    .filter(([name, prop]) => prop.type === 'string' && !same.has(name))
    .map(([name]) => name)
    .sort();
}

/**
 * Request headers a browser sends without a CORS preflight (Fetch's CORS-safelisted request headers),
 * with the characters their values may hold. A header parameter outside this list, or with a value
 * that breaks it, makes the site's request preflighted, so its preflight check must ask for it.
 */
const SAFELISTED = /^(accept|accept-language|content-language)$/i;
const SAFELISTED_VALUE = /^[0-9A-Za-z *,\-.;=]*$/;

const headerParams = (op: Operation | undefined) =>
  (op?.parameters ?? []).filter((p) => p.in === 'header' && typeof p.name === 'string' && p.name.toLowerCase() !== MARKER_HEADER.toLowerCase());

/** The values a header parameter lists: its enum, or its schema's examples (Accept-Language takes any value and lists some). */
function listedValues(param: JsonObject): string[] {
  const schema = (param.schema ?? {}) as JsonObject;
  return ((schema.enum ?? schema.examples ?? []) as Json[]).map(String);
}

export function preflightHeaders(op: Operation | undefined): string[] {
  const out: string[] = [];
  for (const param of headerParams(op)) {
    const schema = (param.schema ?? {}) as JsonObject;
    const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [String(schema.default ?? param.example ?? '')];
    if (!SAFELISTED.test(String(param.name)) || !values.every((v) => SAFELISTED_VALUE.test(v))) out.push(String(param.name).toLowerCase());
  }
  return out;
}

/** The header parameters an operation declares, each with its example (or default, or first listed) value. */
export function headerParameters(op: Operation | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const param of headerParams(op)) {
    const schema = (param.schema ?? {}) as JsonObject;
    const examples = Object.values((param.examples ?? {}) as Record<string, { value?: Json }>);
    const value = param.example ?? examples[0]?.value ?? schema.example ?? schema.default ?? listedValues(param)[0];
    if (value !== undefined && value !== null) out[String(param.name)] = String(value);
    else if (param.required === true) throw new Error(`${String(param.name)}: a required header parameter needs an example for the kit to send`);
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The languages a list answers in besides its default: the other values of its header parameters
 * (an enum) or, where the parameter takes any value, the languages its Content-Language names.
 */
export function headerVariants(op: Operation | undefined): Record<string, string>[] {
  const defaults = headerParameters(op) ?? {};
  const out: Record<string, string>[] = [];
  const language = (op?.responses['200']?.headers?.['Content-Language']?.schema ?? {}) as JsonObject;
  for (const param of headerParams(op)) {
    const schema = (param.schema ?? {}) as JsonObject;
    const values = Array.isArray(schema.enum)
      ? schema.enum.map(String)
      : String(param.name).toLowerCase() === 'accept-language' && Array.isArray(language.enum)
        ? language.enum.map(String)
        : listedValues(param);
    for (const value of values) if (value !== defaults[String(param.name)]) out.push({ ...defaults, [String(param.name)]: value });
  }
  return out;
}

/**
 * Accept-Language values and the language each must choose, by the rules of the contract's
 * AcceptLanguage parameter (highest weight; hi-IN matches hi; q=0 excludes; `*` alone → English).
 * `hi` means Hindi where the list has it (its plain `hi` answer says so), English otherwise.
 */
export const LANGUAGE_CASES: { header: string; expected: 'en' | 'hi' }[] = [
  { header: 'en;q=0.1, hi', expected: 'hi' },
  { header: 'hi-IN,hi;q=0.9,en;q=0.8', expected: 'hi' },
  { header: 'HI-in', expected: 'hi' },
  { header: '*', expected: 'en' },
  { header: 'fr', expected: 'en' },
  { header: 'hi;q=0, *', expected: 'en' },
  { header: 'fr, hi;q=0.5', expected: 'hi' },
];

/** The required response headers of one response, with their schemas. */
function requiredHeaders(response: { headers?: Record<string, JsonObject> } | undefined): Record<string, JsonObject> | undefined {
  const required = Object.entries(response?.headers ?? {}).filter(([, header]) => header.required === true);
  return required.length ? Object.fromEntries(required.map(([name, header]) => [name, (header.schema ?? {}) as JsonObject])) : undefined;
}

const headerRules = (method: string, path: string, status: string, headers: Record<string, JsonObject> | undefined) =>
  Object.keys(headers ?? {}).map((name) => ruleIds.header(method, path, status, name));

function rateLimitSpec(method: string, path: string, op: Operation | undefined): RateLimitSpec | undefined {
  const response = op?.responses['429'];
  if (!response) return undefined;
  const headers = requiredHeaders(response) ?? {};
  return { headers, schema: response.content?.[JSON_TYPE]?.schema, rules: [...headerRules(method, path, '429', headers), 'rate-limit.retry-after'] };
}

/** Rules stated in prose (rules.ts), by name. */
const prose = (...rules: ProseRule[]): string[] => rules;

function mediaExample(media: MediaType | undefined): Json | undefined {
  return media?.examples?.en?.value ?? firstExample(media);
}

export function deriveChecks(doc: OpenApiDocument, options: DeriveOptions): Check[] {
  const checks: Check[] = [];
  const media = mediaRoutes(doc);
  const limits = limitsOf(doc);
  const origins = options.origins;
  const firstOrigin = origins[0];
  const anyRateLimit = Object.entries(doc.paths)
    .map(([path, item]) => rateLimitSpec(item.get ? 'GET' : 'POST', path, item.get ?? item.post))
    .find(Boolean);
  let unknownChecked = false;

  for (const [path, item] of Object.entries(doc.paths)) {
    const first = checks.length;
    const templated = path.includes('{');
    const get = item.get;
    const post = item.post;
    const methods = [...(get ? ['GET', 'HEAD'] : []), ...(post ? ['POST'] : []), 'OPTIONS'];
    const own = (get ?? post) as Operation;
    const ownMethod = get ? 'GET' : 'POST';
    const notAllowed = own.responses['405'];
    const notAllowedHeaders = requiredHeaders(notAllowed);
    const errorOf = (response: { content?: Record<string, MediaType> } | undefined) => response?.content?.[JSON_TYPE]?.schema;
    // A path with a file name in it is checked with its example file (or, for 405/OPTIONS, any name).
    const concrete = templated
      ? path.replace(/\{([^}]+)\}/g, (_m, name: string) => String(own.parameters?.find((p) => p.name === name)?.example ?? 'conformance-missing-file.pdf'))
      : path;

    if (get && !templated) {
      const ok = get.responses['200'];
      const schema = ok?.content?.[JSON_TYPE]?.schema;
      if (schema) {
        const items = schema.type === 'array' ? (schema.items as JsonObject | undefined) : undefined;
        const urlFields = urlFieldsOf(items ?? schema);
        const responseHeaders = requiredHeaders(ok);
        const varyOn = headerParams(get).map((p) => String(p.name));
        const schemaCheck: Check = {
          id: `GET ${path} schema`,
          kind: 'response-schema',
          method: 'GET',
          path,
          title: '2xx with a JSON body valid against the schema',
          rules: [ruleIds.listSchema(path), ...headerRules('GET', path, '200', responseHeaders)],
          expectStatus: statuses(get, isSuccess),
          responseSchema: schema,
          jsonRequired: true,
          urlFields,
          origin: firstOrigin,
          ...(responseHeaders ? { responseHeaders } : {}),
          ...(varyOn.length ? { varyOn } : {}),
        };
        checks.push(schemaCheck);
        // Each other language (Accept-Language: hi) gets a conformant answer of its own, with the same items:
        // only the texts may differ, none may be emptied, keys stay, and Content-Language tells which.
        const defaults = headerParameters(get) ?? {};
        for (const variant of headerVariants(get)) {
          const asked = Object.entries(variant)
            .filter(([name, value]) => defaults[name] !== value)
            .map(([name, value]) => `${name}: ${value}`)
            .join(', ');
          checks.push({
            ...schemaCheck,
            id: `GET ${path} schema (${asked})`,
            title: `2xx valid against the schema for ${asked}, with the same items, ids, numbers, dates, keys and URLs, and no text left empty`,
            rules: [
              ...schemaCheck.rules,
              ...prose('languages.same-items', 'languages.no-empty-texts', 'languages.keys-untranslated', 'languages.label-matches'),
            ],
            headers: variant,
            sameAs: {
              headers: defaults,
              sameFields: sameFieldsOf(items ?? schema),
              textFields: textFieldsOf(items ?? schema),
              language: variant['Accept-Language'] ?? '',
            },
          });
        }
        if (get.parameters?.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'accept-language')) {
          checks.push({
            id: `GET ${path} accept-language`,
            kind: 'accept-language',
            method: 'GET',
            path,
            title: 'Accept-Language with weights, subtags, * and unsupported languages: 200 in the language of the highest weight',
            rules: prose('languages.negotiation'),
            expectStatus: [200],
            languageCases: LANGUAGE_CASES,
          });
        }
        const example = mediaExample(ok?.content?.[JSON_TYPE]);
        const named = namedFileFields(schema, example);
        if (named.length > 0) {
          // The files it names, and what the contract's own file paths require of those under them (nosniff…).
          const under = media.filter((m) => [...strings(example)].some((s) => new RegExp(m.pattern).test(s)));
          const fileRules = under.flatMap((m) => headerRules('GET', m.template, '200', requiredHeaders(doc.paths[m.template]?.get?.responses['200'])));
          checks.push({
            id: `GET ${path} files`,
            kind: 'files-downloadable',
            method: 'GET',
            path,
            title: 'every file it names downloads (type, bytes, nosniff, CORS)',
            rules: [
              ...named.map((field) => ruleIds.files(path, field)),
              ...prose('files.named-served', 'files.type-by-extension', 'cors.allow-origin'),
              ...(under.some((m) => m.contentType === 'application/pdf') ? prose('files.pdf-bytes') : []),
              ...fileRules,
            ],
            expectStatus: [200],
            mediaRoutes: media,
            urlFields,
            origin: firstOrigin,
          });
        }
      } else {
        const type = Object.keys(ok?.content ?? {})[0];
        if (type) {
          const required = requiredHeaders(ok);
          const schemas = Object.fromEntries(
            Object.entries(ok?.headers ?? {})
              .filter(([, h]) => h.schema)
              .map(([name, h]) => [name, h.schema as JsonObject]),
          );
          const attachment = /attachment/.test(String(ok?.headers?.['Content-Disposition']?.example ?? ''));
          checks.push({
            id: `GET ${path} file`,
            kind: 'file-download',
            method: 'GET',
            path,
            title: `200 with ${type} bytes, its headers and CORS`,
            rules: [
              ...headerRules('GET', path, '200', required),
              ...prose('files.pdf-bytes', 'cors.allow-origin'),
              ...(attachment ? prose('files.csr-filename') : []),
              ...(schemas['Content-Disposition'] ? prose('files.disposition') : []),
            ],
            expectStatus: [200],
            contentType: type,
            origin: firstOrigin,
            ...(required ? { responseHeaders: required } : {}),
            headerSchemas: schemas,
          });
        }
      }
    }
    if (get && templated && path.startsWith('/media/') && get.responses['404']) {
      const missing = path.replace(/\{[^}]+\}/g, 'conformance-missing-file.pdf');
      const dir = path.replace(/\{[^}]+\}$/, '');
      checks.push({
        id: `GET ${path} missing`,
        kind: 'missing-file',
        method: 'GET',
        path: missing,
        title: 'a file that does not exist, a name that is no file name and a ../ path answer 404, not a page or 422',
        rules: prose('files.missing-404'),
        expectStatus: [404],
        missingNames: [missing, `${dir}conformance%20not-a-pdf.txt`, `${dir}..%2Fdocs%2FCSR_Policy.pdf`, `${dir}..%2F..%2Fopenapi.yaml`],
      });
    }

    if (post && !templated) {
      const mediaType = post.requestBody?.content?.[JSON_TYPE];
      const schema = mediaType?.schema;
      const examples = Object.values(mediaType?.examples ?? {})
        .map((e) => e.value)
        .filter(isObject);
      if (mediaType?.example && isObject(mediaType.example)) examples.unshift(mediaType.example);
      const okStatuses = statuses(post, isSuccess);
      const successSchema = successResponse(post)?.content?.[JSON_TYPE]?.schema;
      const rejectCodes = statuses(post, (c) => c === '400' || c === '422');
      const badRequest = post.responses[String(rejectCodes[0])];
      const errorSchema = errorOf(badRequest);
      const errorHeaders = requiredHeaders(badRequest);
      const errorRules = headerRules('POST', path, String(rejectCodes[0]), errorHeaders);
      const constraint = (field: string, keyword: string) => ruleIds.constraint('POST', path, field, keyword);
      if (schema && examples.length > 0) {
        const slots = slotField(schema);
        // Every optional field present (from another example), so that each one's constraints are probed.
        const valid = marked(schema, completed(schema, examples));
        const probeAllowed = schema.additionalProperties === false;
        /** A valid submission, or in read-only mode its twin: the same body with an unknown field, refused for that field alone. */
        const acceptance = (
          kind: 'accepts-valid' | 'accepts-limits' | 'accepts-variant',
          name: string,
          body: JsonObject,
          rules: string[],
          bodyAt?: (now: number) => Json | undefined,
        ): Check | undefined => {
          const base = { kind, method: 'POST' as const, path, rules: [...rules, ...prose('submissions.accepted')] };
          if (!options.readOnly) {
            return {
              ...base,
              id: `POST ${path} ${name}`,
              title: `accepts ${name} (marked as a test)`,
              rules: [...base.rules, ...prose('references.format')],
              body,
              ...(bodyAt ? { bodyAt } : {}),
              expectStatus: okStatuses,
              responseSchema: successSchema,
              writes: true,
            };
          }
          if (!probeAllowed) return undefined;
          return {
            ...base,
            id: `POST ${path} ${name} (probe)`,
            title: `accepts ${name}: with an unknown field, refused for that field alone (read-only)`,
            rules: [...base.rules, ...prose('fields.names-the-field'), ...errorRules],
            body: withProbe(body),
            ...(bodyAt
              ? {
                  bodyAt: (now: number) => {
                    const b = bodyAt(now);
                    return isObject(b) ? withProbe(b) : undefined;
                  },
                }
              : {}),
            expectStatus: rejectCodes,
            responseSchema: errorSchema,
            jsonRequired: true,
            expectCode: 'validation_error',
            expectFields: { field: PROBE_FIELD, reasons: ['additionalProperties'] },
            ...(errorHeaders ? { responseHeaders: errorHeaders } : {}),
          };
        };
        const accepted: (Check | undefined)[] = [];
        examples.forEach((example, index) => {
          const body = marked(schema, example);
          const slotted = slots && typeof body[slots] === 'string' && body[slots] !== 'asap';
          accepted.push(
            acceptance(
              'accepts-valid',
              index === 0 ? 'the contract example' : `the contract example ${index + 1}`,
              body,
              enumRules(schema, body, path),
              slotted ? (now) => freshSlots(body, slots, now) : undefined,
            ),
          );
        });
        for (const variant of enumVariants(schema, valid, (field, value) => ruleIds.value('POST', path, field, value))) {
          accepted.push(acceptance('accepts-variant', variant.label, variant.body, variant.rules));
        }
        if (hasNewsletterRule(schema)) {
          const consent = isObject(valid.consent) ? valid.consent : {};
          const without: JsonObject = { ...valid, consent: { ...consent, purposes: ['contact'] } };
          delete without.newsletter;
          accepted.push(acceptance('accepts-variant', 'newsletter left out and consent.purposes [contact]', without, prose('consent.newsletter-agrees')));
        }
        if (slots) {
          accepted.push(
            acceptance('accepts-variant', 'a slot on the next working day', { ...valid, [slots]: 'asap' }, prose('slots.working-day'), (now) =>
              withSlot(valid, slots, SLOTS.available(now)),
            ),
          );
          accepted.push(
            acceptance(
              'accepts-variant',
              'a slot that began within the allowance (only in the minutes after a slot begins)',
              { ...valid, [slots]: 'asap' },
              [...prose('slots.skew-allowance'), ruleIds.limit('slotClockSkewSeconds')],
              (now) => withSlot(valid, slots, SLOTS.withinAllowance(now, limits.slotClockSkewSeconds)),
            ),
          );
        }
        const limitsBody = atLimits(schema, valid);
        if (limitsBody) {
          const lengthRules = Object.entries((schema.properties ?? {}) as JsonObject)
            .filter(([, p]) => isObject(p) && typeof p.maxLength === 'number')
            .map(([f]) => constraint(f, 'maxLength'));
          accepted.push(
            acceptance('accepts-limits', 'every text field at its maxLength in Devanagari and emoji', limitsBody, [
              ...lengthRules,
              ...prose('lengths.code-points'),
            ]),
          );
        }
        checks.push(...accepted.filter((c): c is Check => c !== undefined));

        // Refusals: one per constraint of the schema, then the rules a schema cannot state.
        const invalid = violations(schema, valid, constraint, keepNewsletter(schema));
        invalid.push({
          name: 'a __proto__ key',
          body: JSON.parse(JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"polluted":true},')) as Json,
          fields: { field: '__proto__', reasons: ['additionalProperties'] },
          rules: [...prose('body.proto-key', 'fields.unknown-under-own-name')],
        });
        for (const v of invalid) if (v.fields.reasons.includes('additionalProperties')) v.rules.push(...prose('fields.unknown-under-own-name'));
        for (const v of invalid) if (v.fields.field === '') v.rules.push(...prose('fields.root-key'));
        const rejects: Check[] = invalid.map((v) => ({
          id: `POST ${path} rejects ${v.name}`,
          kind: 'rejects-invalid' as const,
          method: 'POST' as const,
          path,
          title: `rejects ${v.name}`,
          rules: [
            ...v.rules,
            ...prose('fields.names-the-field', 'fields.reason-is-keyword'),
            ...errorRules,
            ...(v.fields.reasons.includes('maxLength') ? prose('lengths.code-points') : []),
          ],
          body: v.body,
          expectStatus: rejectCodes,
          responseSchema: errorSchema,
          jsonRequired: true,
          expectCode: 'validation_error',
          expectFields: v.fields,
          ...(errorHeaders ? { responseHeaders: errorHeaders } : {}),
        }));
        const rule = (
          name: string,
          body: JsonObject | undefined,
          field: string,
          reason: string,
          rules: string[],
          bodyAt?: (now: number) => Json | undefined,
        ) => {
          if (!body) return;
          rejects.push({
            id: `POST ${path} rejects ${name}`,
            kind: 'rejects-invalid',
            method: 'POST',
            path,
            title: `rejects ${name} (${reason})`,
            rules: [...rules, ...prose('fields.names-the-field', 'fields.reason-is-keyword'), ...errorRules],
            body,
            ...(bodyAt ? { bodyAt } : {}),
            expectStatus: rejectCodes,
            responseSchema: errorSchema,
            jsonRequired: true,
            expectCode: 'validation_error',
            expectFields: { field, reasons: [reason] },
            ...(errorHeaders ? { responseHeaders: errorHeaders } : {}),
          });
        };
        if (slots) {
          const at = (pick: (now: number) => string | undefined) => (now: number) => withSlot(valid, slots, pick(now));
          rule('a slot on the previous working day', valid, slots, 'slot_unavailable', prose('slots.working-day', 'slots.not-begun'), at(SLOTS.pastDay));
          rule('a slot on a Saturday', valid, slots, 'slot_unavailable', prose('slots.working-day'), at(SLOTS.weekend));
          rule('a slot two working days ahead', valid, slots, 'slot_unavailable', prose('slots.working-day'), at(SLOTS.tooFar));
          rule(
            'a slot of today that began over the allowance ago (only on working days after 09:06)',
            valid,
            slots,
            'slot_unavailable',
            [...prose('slots.not-begun'), ruleIds.limit('slotClockSkewSeconds')],
            at((now) => SLOTS.begunToday(now, limits.slotClockSkewSeconds)),
          );
        }
        if (hasNewsletterRule(schema)) {
          const consent = isObject(valid.consent) ? valid.consent : {};
          rule(
            'newsletter true without marketing',
            { ...valid, newsletter: true, consent: { ...consent, purposes: ['contact'] } },
            'newsletter',
            'consent_mismatch',
            prose('consent.newsletter-agrees'),
          );
          rule(
            'marketing without newsletter',
            { ...valid, newsletter: false, consent: { ...consent, purposes: ['contact', 'marketing'] } },
            'newsletter',
            'consent_mismatch',
            prose('consent.newsletter-agrees'),
          );
        }
        // The first refusal asks for Hindi messages, and checks CORS for the first origin: no POST of its own.
        const probe = rejects[0];
        if (probe) {
          probe.headers = { 'Accept-Language': 'hi' };
          probe.messageLanguage = true;
          probe.rules.push(...prose('fields.message-language', 'cors.allow-origin', 'cors.vary-origin'));
          if (firstOrigin) probe.origin = firstOrigin;
        }
        checks.push(...rejects);

        checks.push({
          id: `POST ${path} rejects malformed JSON`,
          kind: 'rejects-json',
          method: 'POST',
          path,
          title: 'rejects malformed JSON with 400 invalid_json',
          rules: [...prose('body.invalid-json'), ...errorRules],
          raw: { contentType: JSON_TYPE, text: '{"name": "Conformance' },
          expectStatus: [400],
          responseSchema: errorSchema,
          jsonRequired: true,
          expectCode: 'invalid_json',
        });
        checks.push({
          id: `POST ${path} rejects an empty body`,
          kind: 'rejects-json',
          method: 'POST',
          path,
          title: 'rejects an empty body with 400 invalid_json',
          rules: prose('body.empty'),
          raw: { contentType: JSON_TYPE, text: '' },
          expectStatus: [400],
          responseSchema: errorSchema,
          jsonRequired: true,
          expectCode: 'invalid_json',
        });
        if (post.responses['415']) {
          checks.push({
            id: `POST ${path} rejects text/plain`,
            kind: 'rejects-media-type',
            method: 'POST',
            path,
            title: 'rejects a body that is not JSON with 415',
            rules: prose('body.media-type'),
            raw: { contentType: 'text/plain', text: 'not json' },
            expectStatus: [415],
            responseSchema: errorOf(post.responses['415']),
            jsonRequired: true,
            expectCode: 'unsupported_media_type',
          });
        }
        if (limits.maxBodyBytes !== undefined && probeAllowed) {
          const big = limitsBody ?? valid;
          const exact = bodyOfSize(big, limits.maxBodyBytes);
          const over = bodyOfSize(big, limits.maxBodyBytes + 1);
          if (exact) {
            checks.push({
              id: `POST ${path} reads a body of ${limits.maxBodyBytes} bytes`,
              kind: 'accepts-body-size',
              method: 'POST',
              path,
              title: `reads a body of exactly ${limits.maxBodyBytes} bytes (texts at their maxLength, \\u-escaped) and refuses it for its unknown field alone`,
              rules: [ruleIds.limit('maxBodyBytes'), ...prose('body.at-limit-read', 'lengths.code-points', 'fields.names-the-field')],
              raw: { contentType: JSON_TYPE, text: exact },
              expectStatus: rejectCodes,
              responseSchema: errorSchema,
              jsonRequired: true,
              expectCode: 'validation_error',
              expectFields: { field: PROBE_FIELD, reasons: ['additionalProperties'] },
            });
          }
          if (over && post.responses['413']) {
            checks.push({
              id: `POST ${path} rejects ${limits.maxBodyBytes + 1} bytes`,
              kind: 'rejects-too-large',
              method: 'POST',
              path,
              title: `rejects a body of ${limits.maxBodyBytes + 1} bytes with 413`,
              rules: [ruleIds.limit('maxBodyBytes'), ...prose('body.too-large')],
              raw: { contentType: JSON_TYPE, text: over },
              expectStatus: [413],
              responseSchema: errorOf(post.responses['413']),
              jsonRequired: true,
              expectCode: 'payload_too_large',
            });
          }
        }
        for (const origin of origins.slice(probe ? 1 : 0)) {
          checks.push({
            id: `POST ${path} cors ${origin}`,
            kind: 'cors-response',
            method: 'POST',
            path,
            title: `CORS answer for ${origin} (on an invalid body)`,
            rules: prose('cors.allow-origin', 'cors.vary-origin'),
            body: invalid[0]?.body,
            expectStatus: [],
            origin,
          });
        }
      }
    }

    // Every path: the methods it does not answer, HEAD, OPTIONS, CORS on it, its spelling without the slash.
    if (notAllowed) {
      const method = get ? 'PUT' : 'GET';
      checks.push({
        id: `${method} ${path} not allowed`,
        kind: 'method-not-allowed',
        method,
        path: concrete,
        title: `${method} answers 405 with Allow: ${methods.join(', ')}`,
        rules: [...headerRules(ownMethod, path, '405', notAllowedHeaders), ...prose('methods.405-allow')],
        expectStatus: [405],
        allow: methods,
        responseSchema: errorOf(notAllowed),
        jsonRequired: true,
        expectCode: 'method_not_allowed',
        ...(notAllowedHeaders ? { responseHeaders: notAllowedHeaders } : {}),
      });
    } else if (post && !get) {
      checks.push({
        id: `GET ${path} not allowed`,
        kind: 'method-not-allowed',
        method: 'GET',
        path,
        title: 'GET on a POST-only path answers 405',
        rules: prose('methods.405-allow'),
        expectStatus: [405],
      });
    }
    if (get) {
      checks.push({
        id: `HEAD ${path}`,
        kind: 'head',
        method: 'HEAD',
        path: concrete,
        title: 'HEAD answers as GET does, without a body',
        rules: prose('methods.head'),
        expectStatus: [200],
        sameHeadersAs: ['content-type', 'content-language', 'vary', 'access-control-allow-origin', 'content-disposition'],
        origin: firstOrigin,
      });
    }
    checks.push({
      id: `OPTIONS ${path}`,
      kind: 'options-allow',
      method: 'OPTIONS',
      path: concrete,
      title: `OPTIONS without a preflight answers 204 with Allow: ${methods.join(', ')}`,
      rules: prose('methods.options-allow'),
      expectStatus: [200, 204],
      allow: methods,
    });
    if (!templated && path.endsWith('/') && path.length > 1) {
      checks.push({
        id: `GET ${path.slice(0, -1)} not found`,
        kind: 'not-found',
        method: 'GET',
        path: path.slice(0, -1),
        title: 'the path without its trailing slash answers 404 not_found, not a redirect',
        rules: prose('paths.trailing-slash'),
        expectStatus: [404],
        responseSchema: errorOf(doc.paths[path]?.get?.responses['404']) ?? contractError(doc),
        jsonRequired: true,
        expectCode: 'not_found',
      });
    }
    if (!unknownChecked && path.startsWith('/api/')) {
      unknownChecked = true;
      checks.push({
        id: 'GET /api/conformance-unknown-path/ not found',
        kind: 'not-found',
        method: 'GET',
        path: '/api/conformance-unknown-path/',
        title: 'an unknown /api/ path answers 404 not_found with the Error body',
        rules: prose('paths.unknown-api'),
        expectStatus: [404],
        responseSchema: contractError(doc),
        jsonRequired: true,
        expectCode: 'not_found',
      });
    }

    if (!templated && (get || post)) {
      if (get) {
        // What the site asks for: JSON from a list, the file's own type from a file path.
        const accept = Object.keys(get.responses['200']?.content ?? {})[0] ?? JSON_TYPE;
        for (const origin of origins) {
          checks.push({
            id: `GET ${path} cors ${origin}`,
            kind: 'cors-response',
            method: 'GET',
            path,
            title: `CORS answer for ${origin}`,
            rules: prose('cors.allow-origin', 'cors.vary-origin'),
            expectStatus: [],
            origin,
            contentType: accept,
          });
        }
        checks.push({
          id: `GET ${path} cors foreign`,
          kind: 'cors-foreign',
          method: 'GET',
          path,
          title: 'a foreign origin is not reflected with credentials',
          rules: prose('cors.no-credentials-for-any-origin'),
          expectStatus: [],
          origin: FOREIGN_ORIGIN,
          contentType: accept,
        });
        checks.push({
          id: `GET ${path} without Origin`,
          kind: 'cors-no-origin',
          method: 'GET',
          path,
          title: 'a request without Origin is served, with Vary: Origin',
          rules: prose('cors.no-origin-served'),
          expectStatus: [200],
          contentType: accept,
        });
      }
      const method = post ? 'POST' : 'GET';
      // What the site's request asks a preflight for: Content-Type on a POST, and the header parameters it sends.
      const asked = post
        ? ['content-type', ...headerParams(post).map((p) => String(p.name).toLowerCase()), MARKER_HEADER.toLowerCase()]
        : preflightHeaders(get);
      for (const origin of origins) {
        checks.push({
          id: `OPTIONS ${path} preflight ${method} ${origin}`,
          kind: 'cors-preflight',
          method: 'OPTIONS',
          path,
          title: `CORS preflight for ${method}${asked.length ? ` with ${asked.join(', ')}` : ''} from ${origin}`,
          rules: [
            ...prose('cors.preflight-allowed', 'cors.vary-origin'),
            ...(post ? prose('cors.preflight-headers') : []),
            ...(limits.corsMaxAgeSeconds !== undefined ? [ruleIds.limit('corsMaxAgeSeconds')] : []),
          ],
          expectStatus: [200, 204],
          preflight: { method, ...(asked.length ? { headers: [...new Set(asked)].join(', ') } : {}) },
          ...(limits.corsMaxAgeSeconds !== undefined ? { maxAge: limits.corsMaxAgeSeconds } : {}),
          origin,
        });
      }
      checks.push({
        id: `OPTIONS ${path} preflight foreign`,
        kind: 'cors-preflight-foreign',
        method: 'OPTIONS',
        path,
        title: `a preflight for ${method} from a foreign origin answers 403 without Access-Control-Allow-* (or * for every origin)`,
        rules: prose('cors.preflight-foreign'),
        expectStatus: [403],
        preflight: { method },
        origin: FOREIGN_ORIGIN,
      });
    }

    const getHeaders = headerParameters(get);
    const postHeaders = headerParameters(post);
    const tooMany = rateLimitSpec(ownMethod, path, own) ?? anyRateLimit;
    for (const check of checks.slice(first)) {
      const headers = check.method === 'POST' ? postHeaders : check.method === 'GET' || check.method === 'HEAD' ? getHeaders : undefined;
      if (headers && !check.sameAs && check.kind !== 'accept-language') check.headers = { ...headers, ...check.headers };
      if (tooMany) check.rateLimit = tooMany;
    }
  }
  return checks;
}

/** The contract's Error schema, for answers no operation declares (unknown paths). */
function contractError(doc: OpenApiDocument): JsonObject | undefined {
  return ((doc.components?.schemas ?? {}) as JsonObject).Error as JsonObject | undefined;
}

/** The value at a dotted path of a body. */
export function valueAt(body: Json, field: string): Json | undefined {
  let node: Json | undefined = body;
  for (const name of field.split('.')) node = isObject(node) ? node[name] : undefined;
  return node;
}

/** The allowed values the body itself holds (nested ones included): accepting it proves them too. */
function enumRules(schema: JsonObject, body: JsonObject, path: string): string[] {
  return enumValuesOf(schema)
    .filter(([field, value]) => JSON.stringify(valueAt(body, field)) === JSON.stringify(value))
    .map(([field, value]) => ruleIds.value('POST', path, field, value));
}

/** The rules a check verifies, those of a 429 on its path included (a 429 is checked whenever one comes). */
export function rulesOf(check: Check): string[] {
  return [...check.rules, ...(check.rateLimit?.rules ?? [])];
}

/** POSTs a run sends: every POST check (a check whose moment has not come sends none). */
export function postCount(checks: Check[]): number {
  return checks.filter((c) => c.method === 'POST').length;
}

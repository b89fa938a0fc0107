/**
 * The rules of the contract the conformance kit checks. Most are derived from openapi.yaml
 * mechanically (`derivedRules`): every constraint keyword of every request schema, every allowed
 * value and example of a request, every response header the contract marks required, every list's
 * schema and the files its fields name, every figure of `x-limits`. The rest are stated in prose
 * (descriptions): they are listed here by hand (`PROSE_RULES`), each with where the contract says it.
 *
 * Every check the kit derives names the rules it verifies (`Check.rules`), and the mutation table
 * (backend/defects.ts) gives each rule a defect of the reference backend that the kit must catch.
 */
import type { Json, JsonObject, OpenApiDocument } from './contract';

export const PROSE_RULES = {
  // CORS (info.description, CORS)
  'cors.allow-origin': 'every answer of every path, errors and files included, carries Access-Control-Allow-Origin: * or the allowed Origin',
  'cors.vary-origin': 'an echoed origin comes with Vary: Origin',
  'cors.no-credentials-for-any-origin': 'an arbitrary origin is never reflected with Access-Control-Allow-Credentials: true',
  'cors.no-origin-served': 'a request without Origin is served normally, with Vary: Origin',
  'cors.preflight-allowed': 'a preflight from an allowed origin answers 204 with Allow-Origin and Allow-Methods naming the method',
  'cors.preflight-headers': 'an allowed preflight allows Content-Type, Accept-Language and X-Conformance-Test',
  'cors.preflight-foreign': 'a preflight from an origin that is not allowed answers 403 without any Access-Control-Allow-* header',
  // Methods and paths (info.description, Paths and Methods)
  'methods.405-allow': "a method a path does not answer gets 405 method_not_allowed, with Allow listing exactly the path's methods",
  'methods.head': 'every GET path answers HEAD with the same status and headers and no body',
  'methods.options-allow': 'OPTIONS without a preflight answers 204 with Allow',
  'paths.trailing-slash': 'a path without its trailing slash answers 404 not_found with the Error body, never a redirect',
  'paths.unknown-api': 'an unknown path under /api/ answers 404 not_found with the Error body',
  // Bodies (info.description, Body size; Errors)
  'body.too-large': 'a body over x-limits.maxBodyBytes answers 413 payload_too_large',
  'body.at-limit-read': 'a body of exactly x-limits.maxBodyBytes is read and validated (not 413)',
  'body.media-type': 'a body that is not application/json answers 415 unsupported_media_type',
  'body.invalid-json': 'malformed JSON answers 400 invalid_json',
  'body.empty': 'an empty body answers 400 invalid_json',
  'body.proto-key': 'a body with a __proto__ key is refused with 400 naming __proto__ (never 500)',
  // Error.fields (Error, FieldProblem, FieldReason)
  'fields.names-the-field': 'a 400 validation_error names each offending field by its dotted path, and no other',
  'fields.reason-is-keyword': "each problem's reason is the keyword that failed (or the contract's rule)",
  'fields.unknown-under-own-name': 'an unknown property is reported under its own name, reason additionalProperties',
  'fields.root-key': 'a body that is not an object is reported under the key "" (the root), reason type',
  'fields.message-language': 'messages follow Accept-Language where the backend can, and Content-Language says which',
  // Lengths (info.description, Text fields)
  'lengths.code-points': 'minLength and maxLength count Unicode code points (Devanagari, emoji), not bytes, UTF-16 units or graphemes',
  // Rules a schema cannot state
  'slots.working-day': 'a call-back slot is today (a working day) or the next working day, Monday to Friday (CallbackRequest.preferred_time)',
  'slots.not-begun': 'a slot that began more than x-limits.slotClockSkewSeconds ago is refused (slot_unavailable)',
  'slots.skew-allowance': 'a slot that began less than x-limits.slotClockSkewSeconds ago is accepted',
  'consent.newsletter-agrees': 'newsletter disagreeing with consent.purposes is refused, reason consent_mismatch on newsletter (ContactRequest.newsletter)',
  'references.format': 'a reference follows SubmissionAccepted.reference (two letters, year, six digits)',
  // Lists in languages (AcceptLanguage, ContentLanguage, Keys and display names)
  'languages.negotiation':
    'Accept-Language is any RFC 9110 value: highest q among en, hi; hi-IN matches hi; q=0 excludes; * alone and nothing supported mean English; never refused',
  'languages.same-items': 'a list holds the same items, ids, numbers, dates, keys and URLs in every language',
  'languages.no-empty-texts': 'a Hindi answer never leaves a text empty where the English one has it',
  'languages.keys-untranslated': 'key fields (Office.city, ClientRecord.category) stay as in English; their display names are translated',
  'languages.label-matches': 'Content-Language says the language of the texts: Hindi texts are never labelled en',
  // Files (info.description, Files and Media)
  'files.named-served': 'every file a list names by a path is served by the API (200, its type, bytes, CORS)',
  'files.type-by-extension': 'files are served with Content-Type by extension',
  'files.pdf-bytes': 'PDFs are application/pdf bytes starting with %PDF-',
  'files.missing-404': 'a file that does not exist answers 404, never 200 with a page, never 422 (bad names and ../ included)',
  'files.csr-filename': 'the CSR policy is an attachment named CSR_Policy.pdf',
  'files.disposition': 'compliance files open inline and the CSR policy downloads (the pattern of each Content-Disposition)',
  // Submissions
  'submissions.accepted': 'a valid submission is accepted with a 2xx, whose JSON body (if any) matches SubmissionAccepted',
  // Rate limits (info.description, Rate limiting; TooManyRequests)
  'rate-limit.retry-after': 'a 429 carries Retry-After in seconds',
} as const;

export type ProseRule = keyof typeof PROSE_RULES;

/** Rule ids derived from the contract (see derivedRules). */
export const ruleIds = {
  constraint: (method: string, path: string, field: string, keyword: string) => `${method} ${path} ${field || '(body)'} ${keyword}`,
  value: (method: string, path: string, field: string, value: Json) => `${method} ${path} accepts ${field}=${JSON.stringify(value)}`,
  header: (method: string, path: string, status: string, header: string) => `${method} ${path} ${status} header ${header}`,
  listSchema: (path: string) => `GET ${path} 200 schema`,
  files: (path: string, field: string) => `GET ${path} files named in ${field}`,
  limit: (key: string) => `x-limits.${key}`,
};

export interface DerivedRule {
  id: string;
  /** Where in the contract it comes from, for a person to look it up. */
  source: string;
}

/** The constraint keywords a request schema states, as Error.fields reasons name them. */
export const CONSTRAINT_KEYWORDS = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'additionalProperties',
] as const;

const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every constraint of a (dereferenced) request schema: [dotted field, keyword], nested objects and array items included. */
export function constraintsOf(schema: JsonObject, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  if (schema.type) out.push([prefix, 'type']);
  if (schema.additionalProperties === false) out.push([prefix, 'additionalProperties']);
  for (const name of (schema.required ?? []) as string[]) out.push([`${prefix ? `${prefix}.` : ''}${name}`, 'required']);
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    if (!isObject(prop)) continue;
    const field = `${prefix ? `${prefix}.` : ''}${name}`;
    if (prop.type === 'object' || prop.properties) {
      out.push(...constraintsOf(prop, field));
      continue;
    }
    for (const keyword of CONSTRAINT_KEYWORDS) {
      if (keyword === 'required' || keyword === 'additionalProperties') continue;
      if (keyword in prop) out.push([field, keyword]);
      else if (isObject(prop.items) && keyword in prop.items && keyword !== 'type') out.push([field, keyword]);
    }
  }
  return out;
}

/** Every allowed value of every enumerated request field (top-level and nested), [dotted field, value]. */
export function enumValuesOf(schema: JsonObject, prefix = ''): [string, Json][] {
  const out: [string, Json][] = [];
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    if (!isObject(prop)) continue;
    const field = `${prefix ? `${prefix}.` : ''}${name}`;
    if (Array.isArray(prop.enum)) for (const value of prop.enum) out.push([field, value]);
    if (prop.type === 'object' || prop.properties) out.push(...enumValuesOf(prop, field));
  }
  return out;
}

const JSON_TYPE = 'application/json';

/** The mechanically derived rules of a contract, in a stable order. */
export function derivedRules(doc: OpenApiDocument): DerivedRule[] {
  const out: DerivedRule[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object') continue;
      const METHOD = method.toUpperCase();
      const schema = op.requestBody?.content?.[JSON_TYPE]?.schema;
      if (schema) {
        for (const [field, keyword] of constraintsOf(schema))
          out.push({ id: ruleIds.constraint(METHOD, path, field, keyword), source: `${METHOD} ${path} requestBody` });
        for (const [field, value] of enumValuesOf(schema))
          out.push({ id: ruleIds.value(METHOD, path, field, value), source: `${METHOD} ${path} requestBody ${field} enum` });
      }
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [header, spec] of Object.entries(response.headers ?? {})) {
          if (spec.required === true) out.push({ id: ruleIds.header(METHOD, path, status, header), source: `${METHOD} ${path} responses ${status} headers` });
        }
      }
      const listSchema = method === 'get' ? op.responses['200']?.content?.[JSON_TYPE]?.schema : undefined;
      if (listSchema && !path.includes('{')) {
        out.push({ id: ruleIds.listSchema(path), source: `GET ${path} responses 200` });
        const example = op.responses['200']?.content?.[JSON_TYPE];
        const value = example?.examples?.en?.value ?? example?.example ?? Object.values(example?.examples ?? {})[0]?.value;
        for (const field of namedFileFields(listSchema, value)) out.push({ id: ruleIds.files(path, field), source: `GET ${path} responses 200 ${field}` });
      }
    }
  }
  const limits = ((doc as unknown as JsonObject)['x-limits'] ?? {}) as JsonObject;
  for (const key of Object.keys(limits)) if (key !== 'description') out.push({ id: ruleIds.limit(key), source: 'x-limits' });
  return out;
}

/** The `format: uri-reference` fields of a list whose example values name a path (`/images/…`). */
export function namedFileFields(schema: JsonObject, example: Json | undefined): string[] {
  const fields = new Set<string>();
  const uri = new Set<string>();
  const collect = (node: Json | undefined) => {
    if (!isObject(node)) return;
    for (const [name, prop] of Object.entries((node.properties ?? {}) as JsonObject))
      if (isObject(prop) && (prop.format === 'uri-reference' || prop.format === 'uri')) uri.add(name);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[key] ?? []) as Json[]) collect(sub);
    collect(node.items);
  };
  collect(schema);
  const walk = (value: Json | undefined) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value))
      for (const [k, v] of Object.entries(value)) {
        if (uri.has(k) && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')) fields.add(k);
        else walk(v);
      }
  };
  walk(example);
  return [...fields].sort();
}

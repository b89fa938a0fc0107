/**
 * The contract fuzzer: requests generated from the contract's schemas with fast-check, for every
 * operation. Valid bodies must be accepted (2xx; in read-only mode they carry an unknown field and
 * must be refused for it alone), invalid ones (a valid body with one thing broken, checked invalid
 * by the schema itself) must get 400 with the Error body and a non-empty `fields`, lists must answer
 * any Accept-Language, file paths any name, and every answer must match its schema.
 *
 * Runs are bounded (`runs` per operation) and a failure is reported as found, without shrinking, so
 * that a rate-limited server is not flooded.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { freshSlots, hasNewsletterRule, marked, PROBE_FIELD, slotField, withProbe } from './bodies';
import type { Json, JsonObject, OpenApiDocument, Operation } from './contract';
import { MARKER_HEADER, type Check } from './derive';
import type { CheckResult, Write } from './run';

export interface FuzzOptions {
  /** Generated requests per operation and kind (valid, invalid, headers, names). */
  runs: number;
  seed?: number;
  /** Valid bodies carry an unknown field and must be refused for it alone: nothing is stored. */
  readOnly?: boolean;
  origin?: string;
  signal?: AbortSignal;
  progress?: (line: string) => void;
  timeoutMs?: number;
  /** The clock the call-back slots are taken from. */
  now?: () => number;
}

export interface FuzzOutcome {
  results: CheckResult[];
  writes: Write[];
  requests: number;
}

const JSON_TYPE = 'application/json';
const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);
const codePoints = (s: string) => [...s].length;

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: JsonObject) => {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
};

/** A string within a schema's length, pattern and format. */
function stringArbitrary(schema: JsonObject): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const fits = (s: string) => codePoints(s) >= min && codePoints(s) <= max;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum.map(String));
  if (typeof schema.const === 'string') return fc.constant(schema.const);
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    // Texts (a `\S` rule) in any script, other patterns from the pattern itself.
    if (schema.pattern === '\\S') return fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 60) }).filter((s) => pattern.test(s) && fits(s));
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) }).filter(fits);
}

/** A value valid against a (dereferenced) request schema. */
export function valueArbitrary(schema: JsonObject): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const as Json);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: typeof schema.minimum === 'number' ? schema.minimum : -1000, max: typeof schema.maximum === 'number' ? schema.maximum : 1000 });
    case 'array': {
      const items = (schema.items ?? {}) as JsonObject;
      const contains = (schema.contains as JsonObject | undefined)?.const;
      const options = {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: typeof schema.maxItems === 'number' ? schema.maxItems : 4,
      };
      const array =
        schema.uniqueItems === true
          ? fc.uniqueArray(valueArbitrary(items), { ...options, selector: (v) => JSON.stringify(v) })
          : fc.array(valueArbitrary(items), options);
      return contains === undefined ? array : array.filter((a) => a.some((v) => JSON.stringify(v) === JSON.stringify(contains)));
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
      const model = Object.fromEntries(Object.entries(properties).map(([name, prop]) => [name, valueArbitrary(prop)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] }) as fc.Arbitrary<Json>;
    }
  }
}

/** The rules a schema cannot state, made true: a slot the broker can still call in, newsletter agreeing with the consent. */
function keepRules(schema: JsonObject, body: JsonObject, now: number): JsonObject {
  let out = freshSlots(body, slotField(schema), now);
  if (hasNewsletterRule(schema) && isObject(out.consent)) {
    const marketing = Array.isArray(out.consent.purposes) && out.consent.purposes.includes('marketing');
    out = { ...out, newsletter: marketing };
  }
  return out;
}

interface Broken {
  what: string;
  field: string;
  body: Json;
}

/** A valid body with one thing broken: a field left out, of the wrong type, too long, outside its list, an unknown field… */
function brokenArbitrary(schema: JsonObject, valid: fc.Arbitrary<JsonObject>): fc.Arbitrary<Broken> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonObject>);
  const required = (schema.required ?? []) as string[];
  const names = properties.map(([name]) => name);
  const breakers: fc.Arbitrary<(body: JsonObject) => Broken>[] = [
    fc.constantFrom(...(required.length ? required : names)).map((name) => (body: JsonObject) => {
      const next = { ...body };
      delete next[name];
      return { what: `without ${name}`, field: name, body: next };
    }),
    fc
      .tuple(fc.constantFrom(...names), fc.oneof(fc.integer(), fc.constant(null), fc.constant([]), fc.constant({}), fc.boolean(), fc.string()))
      .map(([name, value]) => (body: JsonObject) => ({ what: `${name} = ${JSON.stringify(value)}`, field: name, body: { ...body, [name]: value as Json } })),
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !names.includes(k)),
        fc.string(),
      )
      .map(([key, value]) => (body: JsonObject) => ({ what: `unknown field ${JSON.stringify(key)}`, field: key, body: { ...body, [key]: value } })),
  ];
  const texts = properties.filter(([, p]) => typeof p.maxLength === 'number');
  if (texts.length) {
    breakers.push(
      fc
        .tuple(fc.constantFrom(...texts), fc.integer({ min: 1, max: 5 }), fc.constantFrom('x', 'म', 'क्षि', '👍', 'é'))
        .map(([[name, prop], extra, unit]) => (body: JsonObject) => {
          const current = typeof body[name] === 'string' ? String(body[name]) : '';
          const length = (prop.maxLength as number) + extra;
          const padding = [...unit.repeat(length)].slice(0, Math.max(0, length - codePoints(current))).join('');
          return { what: `${name} of ${length} code points`, field: name, body: { ...body, [name]: [...(current + padding)].slice(0, length).join('') } };
        }),
    );
  }
  const patterned = properties.filter(([, p]) => typeof p.pattern === 'string' || Array.isArray(p.enum));
  if (patterned.length) {
    breakers.push(
      fc
        .tuple(fc.constantFrom(...patterned), fc.string({ unit: 'grapheme', maxLength: 30 }))
        .map(([[name], value]) => (body: JsonObject) => ({ what: `${name} = ${JSON.stringify(value)}`, field: name, body: { ...body, [name]: value } })),
    );
  }
  return fc.tuple(valid, fc.oneof(...breakers)).map(([body, broken]) => broken(body));
}

/** Accept-Language values: tags, lists with weights, wildcards and garbage. */
const languageArbitrary = fc.oneof(
  fc.constantFrom('en', 'hi', 'hi-IN', '*', 'fr', 'ja', '', 'en;q=0.1, hi', 'hi;q=0', 'HI', 'hi-IN,hi;q=0.9,en;q=0.8'),
  fc
    .array(fc.tuple(fc.constantFrom('en', 'hi', 'hi-IN', 'en-GB', 'fr', '*', 'zz'), fc.option(fc.integer({ min: 0, max: 1000 }))), {
      minLength: 1,
      maxLength: 4,
    })
    .map((ranges) => ranges.map(([tag, q]) => (q === null ? tag : `${tag};q=${(q / 1000).toFixed(3)}`)).join(', ')),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const decoder = new TextDecoder();

export async function fuzzContract(baseUrl: string, doc: OpenApiDocument, options: FuzzOptions): Promise<FuzzOutcome> {
  const base = baseUrl.replace(/\/+$/, '');
  const results: CheckResult[] = [];
  const writes: Write[] = [];
  let requests = 0;
  const now = options.now ?? Date.now;

  const request = async (path: string, init: RequestInit): Promise<{ status: number; headers: Headers; body: Json | undefined; text: string }> => {
    for (let attempt = 0; ; attempt += 1) {
      requests += 1;
      const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 5000), ...(options.signal ? [options.signal] : [])]);
      const response = await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal });
      const text = decoder.decode(new Uint8Array(await response.arrayBuffer()));
      const retry = Number(response.headers.get('retry-after'));
      if (response.status === 429 && Number.isFinite(retry) && attempt < 3) {
        options.progress?.(`… fuzzer rate limited: waiting ${retry} s`);
        await new Promise((done) => setTimeout(done, Math.min(retry, 120) * 1000));
        continue;
      }
      let body: Json | undefined;
      try {
        body = text ? (JSON.parse(text) as Json) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, body, text };
    }
  };

  /** One property per operation and kind, as a check of the report. */
  const property = async <T>(
    id: string,
    path: string,
    method: Check['method'],
    arbitrary: fc.Arbitrary<T>,
    predicate: (value: T) => Promise<string | undefined>,
    warnings: string[] = [],
  ) => {
    const check: Check = { id: `fuzz ${id}`, kind: 'fuzz', method, path, title: `${options.runs} generated requests: ${id}`, rules: [], expectStatus: [] };
    const started = performance.now();
    let problem: string | undefined;
    const outcome = await fc.check(
      fc.asyncProperty(arbitrary, async (value) => {
        const found = await predicate(value);
        if (found) problem = found;
        return found === undefined;
      }),
      { numRuns: options.runs, endOnFailure: true, ...(options.seed !== undefined ? { seed: options.seed } : {}) },
    );
    const result: CheckResult = {
      check,
      status: outcome.failed ? 'fail' : 'pass',
      detail: outcome.failed ? `${problem ?? String(outcome.errorInstance)} (seed ${outcome.seed}, path ${outcome.counterexamplePath ?? '?'})` : '',
      warnings: [...new Set(warnings)].slice(0, 5),
      ms: Math.round(performance.now() - started),
    };
    results.push(result);
    options.progress?.(`fuzz ${result.status === 'pass' ? 'pass' : 'FAIL'} ${id}${result.detail ? ` — ${result.detail}` : ''}`);
  };

  const errorSchema = ((doc.components?.schemas ?? {}) as JsonObject).Error as JsonObject | undefined;
  const schemaProblem = (schema: JsonObject | undefined, body: Json | undefined) => {
    if (!schema) return undefined;
    const validate = validatorOf(schema);
    return validate(body) ? undefined : `answer breaks its schema: ${ajv.errorsText(validate.errors)}`;
  };

  for (const [path, item] of Object.entries(doc.paths)) {
    if (options.signal?.aborted) break;
    const get: Operation | undefined = item.get;
    const post: Operation | undefined = item.post;
    const origin: Record<string, string> = options.origin ? { origin: options.origin } : {};

    if (get && !path.includes('{')) {
      const ok = get.responses['200'];
      const schema = ok?.content?.[JSON_TYPE]?.schema;
      const languages = ((ok?.headers?.['Content-Language']?.schema ?? {}) as JsonObject).enum as Json[] | undefined;
      if (schema) {
        await property(`GET ${path} with any Accept-Language`, path, 'GET', languageArbitrary, async (language) => {
          const answer = await request(path, { headers: { accept: JSON_TYPE, 'accept-language': language, ...origin } });
          if (answer.status !== 200) return `Accept-Language ${JSON.stringify(language)}: status ${answer.status}, never refused`;
          const content = answer.headers.get('content-language');
          if (languages && !languages.includes(content))
            return `Accept-Language ${JSON.stringify(language)}: Content-Language ${JSON.stringify(content)}, contract says ${languages.join(' or ')}`;
          return schemaProblem(schema, answer.body);
        });
      }
    }
    if (get && path.includes('{')) {
      const name = fc.oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.constantFrom('..', '../docs/CSR_Policy.pdf', '%2e%2e%2fopenapi.yaml', 'a.pdf', 'A B.pdf', '.pdf'),
      );
      await property(`GET ${path} with any name`, path, 'GET', name, async (fileName) => {
        const concrete = path.replace(/\{[^}]+\}/, encodeURIComponent(fileName).replace(/%25/g, '%'));
        const answer = await request(concrete, { headers: { prefer: 'code=404', ...origin } });
        if (answer.status === 200) return answer.text.startsWith('%PDF-') ? undefined : `${JSON.stringify(fileName)}: 200 that is not a PDF`;
        if (answer.status !== 404) return `${JSON.stringify(fileName)}: status ${answer.status}, contract says 404 for a name that is not a file`;
        return schemaProblem(errorSchema, answer.body);
      });
    }
    if (post) {
      const schema = post.requestBody?.content?.[JSON_TYPE]?.schema;
      if (!schema) continue;
      const successSchema = Object.entries(post.responses).find(([code]) => code.startsWith('2'))?.[1].content?.[JSON_TYPE]?.schema;
      const badSchema = post.responses['400']?.content?.[JSON_TYPE]?.schema ?? errorSchema;
      const validate = validatorOf(schema);
      const valid = (valueArbitrary(schema) as fc.Arbitrary<JsonObject>)
        .map((body) => keepRules(schema, options.readOnly ? body : marked(schema, body), now()))
        .filter((body) => validate(body));
      const send = (body: Json) =>
        request(path, {
          method: 'POST',
          headers: { accept: JSON_TYPE, 'content-type': JSON_TYPE, [MARKER_HEADER]: 'true', ...origin },
          body: JSON.stringify(body),
        });
      await property(`POST ${path} valid bodies`, path, 'POST', valid, async (body) => {
        if (options.readOnly) {
          const answer = await send(withProbe(body));
          if (answer.status !== 400)
            return `${JSON.stringify(withProbe(body)).slice(0, 200)}: status ${answer.status}, contract says 400 for its unknown field`;
          const fields = isObject(answer.body) && isObject(answer.body.fields) ? Object.keys(answer.body.fields) : [];
          if (fields.join() !== PROBE_FIELD)
            return `${JSON.stringify(body).slice(0, 200)}: fields ${JSON.stringify(fields)}, only ${PROBE_FIELD} is wrong (a valid body with an unknown field)`;
          return schemaProblem(badSchema, answer.body);
        }
        const answer = await send(body);
        writes.push({ path, body, status: answer.status });
        if (answer.status < 200 || answer.status > 299)
          return `${JSON.stringify(body).slice(0, 300)}: status ${answer.status} (${answer.text.slice(0, 200)}), a valid body is accepted`;
        return answer.body !== undefined && (answer.headers.get('content-type') ?? '').includes('json') ? schemaProblem(successSchema, answer.body) : undefined;
      });
      const warnings: string[] = [];
      const broken = brokenArbitrary(schema, valid).filter((b) => !validate(b.body));
      await property(
        `POST ${path} invalid bodies`,
        path,
        'POST',
        broken,
        async (b) => {
          const answer = await send(b.body);
          const shown = `${b.what}: ${JSON.stringify(b.body).slice(0, 200)}`;
          if (answer.status !== 400) return `${shown}: status ${answer.status}, contract says 400`;
          const problem = schemaProblem(badSchema, answer.body);
          if (problem) return `${shown}: ${problem}`;
          const fields = isObject(answer.body) && isObject(answer.body.fields) ? Object.keys(answer.body.fields) : [];
          if (fields.length === 0) return `${shown}: 400 without fields`;
          if (!fields.some((f) => f === b.field || f.startsWith(`${b.field}.`)))
            warnings.push(`fields named ${JSON.stringify(fields)} for a body broken in ${JSON.stringify(b.field)} (${b.what})`);
          return undefined;
        },
        warnings,
      );
    }
  }
  return { results, writes, requests };
}

/**
 * The request bodies the kit sends, built from each request schema and its examples: the valid
 * ones (the examples, one per allowed value of each enumerated field, every text at its
 * maxLength in Devanagari and emoji), one invalid body per constraint, and the bodies for the
 * rules a schema cannot state (call-back slots, newsletter against consent).
 */
import type { Json, JsonObject } from './contract';
import { enumValuesOf, ruleIds } from './rules';

/** What a valid test submission is called, so that a backend can recognise and discard it. */
export const MARKER_NAME = 'Conformance Test';
/** The unknown field of the read-only twins: a valid body with it is refused for it alone. */
export const PROBE_FIELD = 'conformance_probe';

/**
 * Text that catches a server counting anything but code points: Devanagari conjuncts (four code
 * points, one grapheme, twelve UTF-8 bytes) and an emoji (one code point, two UTF-16 units).
 */
const WIDE = ['क', '्', 'ष', 'ि', '👍'];
/** Devanagari alone: one UTF-16 unit per code point, several code points per grapheme. */
const CONJUNCT = ['क', '्', 'ष', 'ि'];

const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Code points, as JSON Schema counts string length. */
export const lengthOf = (value: string) => [...value].length;

function matches(pattern: string | undefined, value: string): boolean {
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}

/** `length` characters of a repeating alphabet. */
const fill = (alphabet: string[], length: number) => Array.from({ length }, (_, i) => alphabet[i % alphabet.length] ?? 'x').join('');

/**
 * `value` grown or shrunk to exactly `length` code points while still matching `pattern`, padding
 * with `alphabet` (ASCII by default), or undefined when no simple padding keeps the pattern.
 */
export function resized(value: string, length: number, pattern: string | undefined, alphabet: string[] = ['x']): string | undefined {
  const chars = [...value];
  if (length <= chars.length) {
    const candidates = [chars.slice(0, length).join(''), chars.slice(chars.length - length).join('')];
    return candidates.find((c) => lengthOf(c) === length && matches(pattern, c));
  }
  const alphabets = alphabet[0] === 'x' ? [alphabet] : [alphabet, ['x']];
  for (const letters of alphabets) {
    const pad = fill(letters, length - chars.length);
    const at = value.indexOf('@');
    const candidates = [value + pad, pad + value, at > 0 ? value.slice(0, at) + pad + value.slice(at) : undefined];
    const found = candidates.find((c): c is string => c !== undefined && lengthOf(c) === length && matches(pattern, c));
    if (found) return found;
  }
  return undefined;
}

/** A value for `field` that marks the submission as the kit's own. */
function markerFor(field: string): string | undefined {
  if (field === 'first_name') return 'Conformance';
  if (field === 'last_name') return 'Test';
  if (/(^|_)name$/.test(field)) return MARKER_NAME;
  return undefined;
}

/** The body with every name field replaced by the marker name. */
export function marked(schema: JsonObject, example: JsonObject): JsonObject {
  const body = { ...example };
  for (const [field, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const marker = markerFor(field);
    if (marker && prop.type === 'string' && typeof body[field] === 'string') body[field] = marker;
  }
  return body;
}

/**
 * The body with every string field that has a maxLength at exactly that length, padded with
 * Devanagari and emoji where its pattern allows (ASCII otherwise, e.g. an e-mail address).
 */
export function atLimits(schema: JsonObject, valid: JsonObject): JsonObject | undefined {
  const body = { ...valid };
  let changed = false;
  for (const [field, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const current = body[field];
    if (typeof current !== 'string' || typeof prop.maxLength !== 'number' || lengthOf(current) === prop.maxLength || prop.enum) continue;
    const long = resized(current, prop.maxLength, typeof prop.pattern === 'string' ? prop.pattern : undefined, WIDE);
    if (long !== undefined) {
      body[field] = long;
      changed = true;
    }
  }
  return changed ? body : undefined;
}

/**
 * The first example with every optional field it leaves out taken from another example (or the
 * field's own `examples`), so that each field's constraints can be probed.
 */
export function completed(schema: JsonObject, examples: JsonObject[]): JsonObject {
  const body = { ...(examples[0] ?? {}) };
  for (const [field, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    if (field in body) continue;
    const other = examples.find((e) => field in e)?.[field] ?? (Array.isArray(prop.examples) ? (prop.examples[0] as Json) : undefined);
    if (other !== undefined) body[field] = other;
  }
  return body;
}

/** The rule a schema cannot state about newsletter, kept: true exactly when consent.purposes lists marketing. */
export function keepNewsletter(schema: JsonObject): (body: Json, field: string) => Json {
  if (!hasNewsletterRule(schema)) return (body) => body;
  return (body, field) => {
    if (!isObject(body) || field === 'newsletter' || !('newsletter' in body) || !isObject(body.consent) || !Array.isArray(body.consent.purposes)) return body;
    return { ...body, newsletter: body.consent.purposes.includes('marketing') };
  };
}

/** What a 400 must say about a body: the one field at fault, the reasons that fit, and other fields a server may name with it. */
export interface ExpectedFields {
  field: string;
  reasons: string[];
  also?: string[];
}

export interface Violation {
  name: string;
  body: Json;
  fields: ExpectedFields;
  rules: string[];
}

/** Invalid variants of a pattern-constrained value: shorter, longer, lower-cased, with a stray character or space. */
function patternBreakers(value: string, pattern: string): { label: string; value: string }[] {
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
function wrongType(prop: JsonObject): { label: string; value: Json } | undefined {
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

/**
 * One invalid body per constraint the request schema states, nested objects (e.g. the consent
 * object) included, each with the field and reasons the 400 must name and the rules it checks.
 * `rule(field, keyword)` names the rule of one constraint.
 */
export function violations(
  schema: JsonObject,
  valid: JsonObject,
  rule: (field: string, keyword: string) => string,
  fix: (body: Json, field: string) => Json = (b) => b,
): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  // Rules a schema cannot state may name a field beside the one at fault (newsletter when consent changes).
  const also = 'newsletter' in ((schema.properties ?? {}) as JsonObject) ? ['newsletter'] : [];
  /** `ruleField` is where the constraint is stated: the object itself for additionalProperties. */
  const add = (name: string, broken: Json, field: string, reasons: string[], keyword: string, ruleField = field) => {
    // Only this one rule is broken: the rules a schema cannot state are kept (newsletter agrees with the consent).
    const body = fix(broken, field);
    const key = JSON.stringify(body);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, body, fields: { field, reasons, ...(also.length && field !== 'newsletter' ? { also } : {}) }, rules: [rule(ruleField, keyword)] });
  };
  const walk = (node: JsonObject, value: JsonObject, prefix: string, put: (next: JsonObject) => Json) => {
    const properties = (node.properties ?? {}) as Record<string, JsonObject>;
    for (const name of (node.required ?? []) as string[]) {
      const next = { ...value };
      delete next[name];
      add(`missing required ${prefix}${name}`, put(next), `${prefix}${name}`, ['required'], 'required');
    }
    for (const [key, prop] of Object.entries(properties)) {
      const field = `${prefix}${key}`;
      const set = (v: Json) => put({ ...value, [key]: v });
      const current = value[key];
      const pattern = typeof prop.pattern === 'string' ? prop.pattern : undefined;
      const lengthReasons = (keyword: string) => [keyword, ...(pattern ? ['pattern'] : [])];
      if (typeof current === 'string') {
        if (typeof prop.maxLength === 'number') {
          // Devanagari conjuncts where the pattern allows them: a server counting graphemes takes them for fewer characters.
          const long = resized(current, prop.maxLength + 1, pattern, CONJUNCT) ?? current.padEnd(prop.maxLength + 1, current.slice(-1) || 'x');
          add(`${field} longer than ${prop.maxLength} characters${shown(long)}`, set(long), field, lengthReasons('maxLength'), 'maxLength');
        }
        if (typeof prop.minLength === 'number' && prop.minLength > 0) {
          const short = prop.minLength === 1 ? '' : (resized(current, prop.minLength - 1, pattern) ?? [...current].slice(0, prop.minLength - 1).join(''));
          add(`${field} shorter than ${prop.minLength} characters${shown(short)}`, set(short), field, lengthReasons('minLength'), 'minLength');
        }
        if (pattern) {
          for (const breaker of patternBreakers(current, pattern)) {
            const length = lengthOf(breaker.value);
            const reasons = [
              'pattern',
              ...(typeof prop.maxLength === 'number' && length > prop.maxLength ? ['maxLength'] : []),
              ...(typeof prop.minLength === 'number' && length < prop.minLength ? ['minLength'] : []),
            ];
            add(`${field} ${breaker.label}${shown(breaker.value)}`, set(breaker.value), field, reasons, 'pattern');
          }
        }
      }
      const badFormat = typeof current === 'string' && typeof prop.format === 'string' ? FORMAT_BREAKERS[prop.format] : undefined;
      if (badFormat !== undefined) add(`${field} not a ${String(prop.format)}${shown(badFormat)}`, set(badFormat), field, ['format'], 'format');
      if (prop.type === 'array' && Array.isArray(current))
        for (const broken of arrayBreakers(prop, current)) add(`${field} ${broken.label}`, set(broken.value), field, broken.reasons, broken.keyword);
      if (Array.isArray(prop.enum)) add(`${field} outside ${prop.enum.join('|')}`, set('NotAnOption'), field, ['enum'], 'enum');
      if (prop.const !== undefined) {
        const other: Json = typeof prop.const === 'boolean' ? !prop.const : `not ${JSON.stringify(prop.const)}`;
        add(`${field} not ${JSON.stringify(prop.const)}`, set(other), field, ['const'], 'const');
      }
      const wrong = wrongType(prop);
      if (wrong) add(`${field} ${wrong.label}`, set(wrong.value), field, ['type'], 'type');
      if ((prop.type === 'object' || prop.properties) && isObject(current)) walk(prop, current, `${field}.`, (next) => set(next));
    }
    if (node.additionalProperties === false) {
      const where = prefix ? prefix.slice(0, -1) : '';
      add(
        `unknown extra field${where ? ` in ${where}` : ''}`,
        put({ ...value, unexpected_field: 'x' }),
        `${prefix}unexpected_field`,
        ['additionalProperties'],
        'additionalProperties',
        where,
      );
    }
  };
  walk(schema, valid, '', (next) => next);
  add('a JSON list instead of an object', [valid], '', ['type'], 'type');
  return out;
}

/** One list per constraint an array states: too few items, an item outside its enum, a repeated item, the required item left out, too many. */
function arrayBreakers(prop: JsonObject, current: Json[]): { label: string; value: Json[]; reasons: string[]; keyword: string }[] {
  const out: { label: string; value: Json[]; reasons: string[]; keyword: string }[] = [];
  const items = (prop.items ?? {}) as JsonObject;
  const allowed = Array.isArray(items.enum) ? (items.enum as Json[]) : undefined;
  const required = (prop.contains as JsonObject | undefined)?.const;
  if (typeof prop.minItems === 'number' && prop.minItems > 0) {
    out.push({
      label: `with fewer than ${prop.minItems} item(s)`,
      value: current.slice(0, prop.minItems - 1),
      reasons: ['minItems', ...(required !== undefined ? ['contains'] : [])],
      keyword: 'minItems',
    });
  }
  const max = typeof prop.maxItems === 'number' ? prop.maxItems : Infinity;
  // Broken in one way only: the required item kept, the count within maxItems.
  if (allowed)
    out.push({
      label: `holding a value outside ${allowed.join('|')}`,
      value: [...(required !== undefined ? [required] : current.slice(0, 1)), 'NotAnOption'].slice(-Math.max(1, Math.min(2, max))),
      reasons: ['enum'],
      keyword: 'enum',
    });
  if (prop.uniqueItems === true && current.length > 0 && max >= 2)
    out.push({ label: 'with a repeated item', value: [current[0] as Json, current[0] as Json], reasons: ['uniqueItems'], keyword: 'uniqueItems' });
  if (required !== undefined) {
    const others = (allowed ?? []).filter((v) => JSON.stringify(v) !== JSON.stringify(required));
    const without = current.filter((v) => JSON.stringify(v) !== JSON.stringify(required));
    out.push({
      label: `without ${JSON.stringify(required)}`,
      value: without.length ? without : others.slice(0, 1),
      reasons: ['contains'],
      keyword: 'contains',
    });
  }
  if (typeof prop.maxItems === 'number') {
    // Distinct values where the items allow them, so that only the count is wrong.
    const pool = [...(allowed ?? current), 'NotAnOption', 'AnotherOption'];
    const many = [...new Set([...current, ...pool].map((v) => JSON.stringify(v)))].slice(0, prop.maxItems + 1).map((v) => JSON.parse(v) as Json);
    if (many.length > prop.maxItems)
      out.push({ label: `with more than ${prop.maxItems} items`, value: many, reasons: ['maxItems', 'enum'], keyword: 'maxItems' });
  }
  return out;
}

export interface Variant {
  label: string;
  body: JsonObject;
  rules: string[];
}

/** The body with the value at a dotted path replaced. */
export function setAt(body: JsonObject, field: string, value: Json): JsonObject {
  const [name = '', ...rest] = field.split('.');
  if (rest.length === 0) return { ...body, [name]: value };
  const inner = body[name];
  return { ...body, [name]: setAt(isObject(inner) ? inner : {}, rest.join('.'), value) };
}

/**
 * Valid bodies beyond the example: every allowed value of every enumerated field (nested ones such
 * as a notice version included) appears in one of them. Several fields change together, so the
 * count is that of the longest list of values the example does not already hold.
 */
export function enumVariants(schema: JsonObject, valid: JsonObject, rule: (field: string, value: Json) => string): Variant[] {
  const byField = new Map<string, Json[]>();
  for (const [field, value] of enumValuesOf(schema)) {
    const current = field.split('.').reduce<Json | undefined>((node, name) => (isObject(node) ? node[name] : undefined), valid);
    if (current === undefined || JSON.stringify(current) === JSON.stringify(value)) continue;
    byField.set(field, [...(byField.get(field) ?? []), value]);
  }
  const count = Math.max(0, ...[...byField.values()].map((values) => values.length));
  const out: Variant[] = [];
  for (let i = 0; i < count; i += 1) {
    let body = valid;
    const changes: string[] = [];
    const rules: string[] = [];
    for (const [field, values] of byField) {
      const value = values[i % values.length] as Json;
      body = setAt(body, field, value);
      if (i < values.length) {
        changes.push(`${field} ${JSON.stringify(value)}`);
        rules.push(rule(field, value));
      }
    }
    out.push({ label: changes.join(', '), body, rules });
  }
  return out;
}

// ---- Rules a schema cannot state -------------------------------------------------------------

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const istDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
const weekday = (day: number) => (day + 4) % 7;
const isWorkingDay = (day: number) => weekday(day) >= 1 && weekday(day) <= 5;
const nextWorkingDay = (day: number) => {
  let next = day + 1;
  while (!isWorkingDay(next)) next += 1;
  return next;
};
const previousWorkingDay = (day: number) => {
  let previous = day - 1;
  while (!isWorkingDay(previous)) previous -= 1;
  return previous;
};

/** The slot that starts at `hour` IST on `day`, written as the contract writes it. */
export function slot(day: number, hour: number): string {
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;
}

/** Slots, from the clock at the moment of sending: each undefined when it does not exist then. */
export const SLOTS = {
  /** The next working day at 10:00: always available. */
  available: (now: number) => slot(nextWorkingDay(istDay(now)), 10),
  /** A slot of today that began more than the allowance ago (a working day, after 09:00 + allowance). */
  begunToday: (now: number, skewSeconds: number) => {
    const today = istDay(now);
    const hour = Math.floor(((now + IST_OFFSET_MS) % DAY_MS) / 3_600_000);
    const start = (h: number) => today * DAY_MS + h * 3_600_000 - IST_OFFSET_MS;
    const candidates = [hour, hour - 1].filter((h) => h >= 9 && h <= 18 && now - start(h) > (skewSeconds + 60) * 1000);
    return isWorkingDay(today) && candidates.length ? slot(today, candidates[0] as number) : undefined;
  },
  /** A slot of today that began less than the allowance ago, leaving a minute for the request on its way. */
  withinAllowance: (now: number, skewSeconds: number) => {
    const today = istDay(now);
    const hour = Math.floor(((now + IST_OFFSET_MS) % DAY_MS) / 3_600_000);
    const began = now - (today * DAY_MS + hour * 3_600_000 - IST_OFFSET_MS);
    return isWorkingDay(today) && hour >= 9 && hour <= 18 && began > 0 && began < (skewSeconds - 60) * 1000 ? slot(today, hour) : undefined;
  },
  /** The previous working day's 10:00: long begun, and not today or the next working day. */
  pastDay: (now: number) => slot(previousWorkingDay(istDay(now)), 10),
  /** The next Saturday at 10:00. */
  weekend: (now: number) => {
    let day = istDay(now) + 1;
    while (weekday(day) !== 6) day += 1;
    return slot(day, 10);
  },
  /** Two working days ahead at 10:00 (beyond the next working day). */
  tooFar: (now: number) => slot(nextWorkingDay(nextWorkingDay(istDay(now))), 10),
};

/** The field a slot rule applies to (CallbackRequest.preferred_time), if the schema has it. */
export function slotField(schema: JsonObject): string | undefined {
  const prop = ((schema.properties ?? {}) as JsonObject).preferred_time;
  return isObject(prop) ? 'preferred_time' : undefined;
}

/** A body with its slot field moved to a slot of the moment, if the body holds one. */
export function withSlot(body: JsonObject, field: string | undefined, value: string | undefined): JsonObject | undefined {
  if (!field || value === undefined) return undefined;
  return { ...body, [field]: value };
}

/** Every valid slot example becomes available at the moment of sending (a fixed date has passed). */
export function freshSlots(body: JsonObject, field: string | undefined, now: number): JsonObject {
  if (!field || typeof body[field] !== 'string' || body[field] === 'asap') return body;
  return { ...body, [field]: SLOTS.available(now) };
}

/** Does the schema state newsletter beside consent (ContactRequest)? */
export function hasNewsletterRule(schema: JsonObject): boolean {
  const properties = (schema.properties ?? {}) as JsonObject;
  return 'newsletter' in properties && 'consent' in properties;
}

export const withProbe = (body: JsonObject): JsonObject => ({ ...body, [PROBE_FIELD]: 'x' });

/** JSON with every non-ASCII character written as a \uXXXX escape (surrogate pairs for emoji): the most bytes a body can take. */
export function escapedJson(value: Json): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `body` (which must allow PROBE_FIELD to be added) grown to exactly `bytes` bytes by the probe field's value. */
export function bodyOfSize(body: JsonObject, bytes: number): string | undefined {
  const base = escapedJson({ ...body, [PROBE_FIELD]: '' });
  const missing = bytes - Buffer.byteLength(base);
  if (missing < 0) return undefined;
  return escapedJson({ ...body, [PROBE_FIELD]: 'x'.repeat(missing) });
}

export { ruleIds };

/**
 * The mutation table of the conformance kit: every rule the contract states as a requirement → a
 * defect of the reference backend that breaks that rule alone → the kit checks that must fail
 * (those whose `rules` name it, narrowed to some kinds where the table says so).
 *
 * Rules come from two places (scripts/contract-verify/rules.ts): derived from openapi.yaml
 * mechanically (every constraint keyword of every request schema, every allowed value, every
 * required response header, every list's schema and named files, every `x-limits` figure), and the
 * prose rules listed by hand. `mutationTable(doc)` gives each derived rule its defect by family;
 * `PROSE_ROWS` gives each prose rule its defects. tests/contract-verify/mutation-table.test.ts
 * fails when a rule has no row, and the mutation tests run every row.
 */
import fc from 'fast-check';
import type { Json, JsonObject, OpenApiDocument } from '../scripts/contract-verify/contract';
import type { CheckKind } from '../scripts/contract-verify/derive';
import { derivedRules, PROSE_RULES, type ProseRule } from '../scripts/contract-verify/rules';
import type { Defect, NamedDefect } from './defect';
import type { RateLimitOptions } from './server';

/** What a row needs beyond the defect: the clock, a rate limit, a read-only run. */
export interface Setup {
  /** The moment (ISO, with offset) the backend and the kit both see. */
  now?: string;
  rateLimit?: RateLimitOptions;
  readOnly?: boolean;
}

export interface Row {
  rule: string;
  defect?: Defect;
  /** The kinds of the checks (among those verifying the rule) that must fail; any, when left out. */
  kinds?: CheckKind[];
  setup?: Setup;
  /** A rule without a defect, and why: a recommendation, or equivalent to another constraint. */
  without?: string;
}

/** A low rate limit, so that every path answers 429 at its second request (POSTs) or fourth (the rest). */
const RATE_LIMITED: Setup = { rateLimit: { submissions: 1, reads: 3, windowMs: 60_000 } };
/** A Wednesday, 11:30 IST: today's 10:00 slot began 90 minutes ago. */
const WEDNESDAY_1130: Setup = { now: '2026-11-25T11:30:00+05:30' };
/** A Wednesday, 11:02 IST: today's 11:00 slot began 2 minutes ago, within the allowance. */
const WEDNESDAY_1102: Setup = { now: '2026-11-25T11:02:00+05:30' };

/** The prose rules (rules.ts), each with the defects that break it. */
export const PROSE_ROWS: Record<ProseRule, { defect: NamedDefect; kinds?: CheckKind[]; setup?: Setup }[]> = {
  'cors.allow-origin': [{ defect: 'cors-localhost-only' }, { defect: 'cors-missing-on-errors' }, { defect: 'media-without-cors' }],
  'cors.vary-origin': [{ defect: 'cors-no-vary-origin' }],
  'cors.no-credentials-for-any-origin': [{ defect: 'cors-reflects-any-origin' }],
  'cors.no-origin-served': [{ defect: 'cors-no-vary-without-origin' }],
  'cors.preflight-allowed': [{ defect: 'preflight-no-allow-methods' }],
  'cors.preflight-headers': [
    { defect: 'preflight-no-content-type' },
    { defect: 'preflight-no-accept-language' },
    { defect: 'preflight-no-conformance-header' },
  ],
  'cors.preflight-foreign': [{ defect: 'preflight-foreign-allowed' }, { defect: 'preflight-foreign-leaks-headers' }],
  'methods.405-allow': [{ defect: 'allow-wrong-methods', kinds: ['method-not-allowed'] }, { defect: 'unknown-method-404' }],
  'methods.head': [{ defect: 'head-missing' }, { defect: 'head-without-language' }],
  'methods.options-allow': [{ defect: 'options-without-allow' }],
  'paths.trailing-slash': [{ defect: 'trailing-slash-redirect' }, { defect: 'trailing-slash-served' }],
  'paths.unknown-api': [{ defect: 'unknown-path-html' }],
  'body.too-large': [{ defect: 'no-body-limit' }],
  'body.at-limit-read': [{ defect: 'body-limit-too-low' }],
  'body.media-type': [{ defect: 'accepts-any-media-type' }],
  'body.invalid-json': [{ defect: 'invalid-json-500' }, { defect: 'invalid-json-as-validation-error' }],
  'body.empty': [{ defect: 'empty-body-500' }],
  'body.proto-key': [{ defect: 'proto-500' }],
  'fields.names-the-field': [{ defect: 'fields-missing' }, { defect: 'fields-extra-problem' }, { defect: 'fields-json-pointers' }],
  'fields.reason-is-keyword': [{ defect: 'reason-always-invalid' }, { defect: 'reason-pattern-for-length' }, { defect: 'fields-as-strings' }],
  'fields.unknown-under-own-name': [{ defect: 'fields-parent-key' }],
  'fields.root-key': [{ defect: 'fields-root-key-body' }],
  'fields.message-language': [{ defect: 'messages-hindi-labelled-en' }],
  'lengths.code-points': [
    { defect: 'length-in-bytes' },
    { defect: 'length-in-utf16' },
    { defect: 'length-in-graphemes' },
    { defect: 'length-in-bytes', setup: { readOnly: true } },
    { defect: 'length-in-utf16', setup: { readOnly: true } },
  ],
  'slots.working-day': [{ defect: 'slot-accepts-any-day' }, { defect: 'slot-refuses-all' }],
  'slots.not-begun': [{ defect: 'slot-accepts-begun', setup: WEDNESDAY_1130 }],
  'slots.skew-allowance': [{ defect: 'slot-no-skew-allowance', setup: WEDNESDAY_1102 }],
  'consent.newsletter-agrees': [{ defect: 'consent-mismatch-accepted' }],
  'references.format': [{ defect: 'references-wrong-format' }],
  'languages.negotiation': [
    { defect: 'accept-language-first-listed' },
    { defect: 'accept-language-exact-only' },
    { defect: 'accept-language-star-hindi' },
    { defect: 'accept-language-q0-ignored' },
    { defect: 'accept-language-422' },
    { defect: 'refuses-hindi' },
  ],
  'languages.same-items': [{ defect: 'language-changes-items' }],
  'languages.no-empty-texts': [{ defect: 'hindi-empty-texts' }],
  'languages.keys-untranslated': [{ defect: 'hindi-translated-keys' }],
  'languages.label-matches': [{ defect: 'hindi-labelled-en' }],
  'files.named-served': [{ defect: 'media-octet-stream' }],
  'files.type-by-extension': [{ defect: 'media-octet-stream' }],
  'files.pdf-bytes': [{ defect: 'html-labelled-pdf' }],
  'files.missing-404': [{ defect: 'missing-file-200-html' }, { defect: 'bad-file-name-422' }, { defect: 'file-traversal' }],
  'files.csr-filename': [{ defect: 'csr-disposition-no-filename' }],
  'files.disposition': [{ defect: 'pdf-disposition-swapped' }],
  'submissions.accepted': [{ defect: 'accepted-body-off-schema' }],
  'rate-limit.retry-after': [{ defect: 'rate-limit-no-retry-after', setup: RATE_LIMITED }],
};

/** Defects of the wire, not of a rule: the kit's own robustness (timeouts, resets), tested in kit.test.ts. */
export const WIRE_DEFECTS: NamedDefect[] = ['slow-offices', 'hanging-offices', 'reset-offices'];

/** Conformant variations of the reference backend: the kit must pass each (warnings allowed). */
export const CONFORMANT_VARIANTS = [
  'ok-200-empty-object',
  'ok-200-text',
  'absolute-and-relative-files',
  'english-only',
  'empty-lists',
] as const satisfies readonly NamedDefect[];

/** The (dereferenced) schema of a dotted field of a request schema. */
function fieldSchema(schema: JsonObject | undefined, field: string): JsonObject | undefined {
  let node: JsonObject | undefined = schema;
  for (const name of field.split('.')) node = isObject(node) ? (((node.properties ?? {}) as JsonObject)[name] as JsonObject | undefined) : undefined;
  return node;
}

const isObject = (v: Json | undefined): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Why a constraint is implied by the others of its field, so that no value tells a server without
 * it from one with it (an equivalent mutant): undefined when it is not. Decided from the schema.
 */
export function equivalence(prop: JsonObject | undefined, keyword: string): string | undefined {
  if (!prop) return undefined;
  const pattern = typeof prop.pattern === 'string' ? new RegExp(prop.pattern, 'u') : undefined;
  if (keyword === 'minLength' && prop.minLength === 1 && pattern && !pattern.test(''))
    return `the pattern ${String(prop.pattern)} already refuses the empty string, the only text shorter than 1`;
  if ((keyword === 'minLength' || keyword === 'maxLength') && pattern) {
    // An anchored pattern without repetition (*, +, {m,n}): the lengths of its values are few and fixed.
    const unescaped = String(prop.pattern).replace(/\\./g, 'x');
    const fixed = /^\^.*\$$/.test(unescaped) && !/[*+]|\{\d*,/.test(unescaped);
    const lengths = fixed ? sampleLengths(String(prop.pattern)) : [];
    const bound = keyword === 'minLength' ? prop.minLength : prop.maxLength;
    if (lengths.length && typeof bound === 'number' && lengths.every((n) => (keyword === 'minLength' ? n >= bound : n <= bound))) {
      return `every value the pattern ${String(prop.pattern)} allows is ${[...new Set(lengths)].join(' or ')} characters long`;
    }
  }
  const items = isObject(prop.items) ? prop.items : {};
  if (keyword === 'minItems' && prop.minItems === 1 && prop.contains) return 'contains already refuses the empty list, the only list shorter than 1';
  if (
    keyword === 'maxItems' &&
    prop.uniqueItems === true &&
    Array.isArray(items.enum) &&
    typeof prop.maxItems === 'number' &&
    items.enum.length <= prop.maxItems
  ) {
    return `${items.enum.length} allowed values, each at most once (uniqueItems), make at most ${items.enum.length} items`;
  }
  return undefined;
}

/** The lengths of the values an anchored, fixed-width pattern allows (one per alternative), from generated samples. */
function sampleLengths(pattern: string): number[] {
  return fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { numRuns: 200, seed: 24 }).map((s) => [...s].length);
}

/** Rules that are recommendations, not requirements (x-limits.recommendedRateLimits). */
const RECOMMENDATIONS = new Set(['x-limits.recommendedRateLimits']);

/** The x-limits figures and the defects that break them. */
export const LIMIT_DEFECTS: Record<string, { defect: NamedDefect; setup?: Setup }[]> = {
  'x-limits.maxBodyBytes': [{ defect: 'no-body-limit' }, { defect: 'body-limit-too-low' }],
  'x-limits.corsMaxAgeSeconds': [{ defect: 'preflight-no-max-age' }],
  'x-limits.slotClockSkewSeconds': [{ defect: 'slot-no-skew-allowance', setup: WEDNESDAY_1102 }],
};

function parseConstraint(id: string): { path: string; field: string; keyword: string } | undefined {
  const match = /^POST (\S+) (\S+) (\S+)$/.exec(id);
  if (!match) return undefined;
  const [, path = '', field = '', keyword = ''] = match;
  return { path, field: field === '(body)' ? '' : field, keyword };
}

/** Every row: one per derived rule (by family), then the prose rows. */
export function mutationTable(doc: OpenApiDocument): Row[] {
  const rows: Row[] = [];
  for (const { id } of derivedRules(doc)) {
    const constraint = parseConstraint(id);
    const schema = constraint ? doc.paths[constraint.path]?.post?.requestBody?.content?.['application/json']?.schema : undefined;
    const equivalent = constraint ? equivalence(fieldSchema(schema, constraint.field), constraint.keyword) : undefined;
    if (equivalent) {
      rows.push({ rule: id, without: `equivalent: ${equivalent}` });
      continue;
    }
    if (RECOMMENDATIONS.has(id)) {
      rows.push({ rule: id, without: 'a recommendation, not a requirement' });
      continue;
    }
    const limits = LIMIT_DEFECTS[id];
    if (limits) {
      rows.push(...limits.map((l) => ({ rule: id, defect: l.defect, ...(l.setup ? { setup: l.setup } : {}) })));
      continue;
    }
    let match = /^POST (\S+) accepts (\S+)=(.*)$/.exec(id);
    if (match) {
      rows.push({ rule: id, defect: { refuseValue: { path: match[1] ?? '', field: match[2] ?? '', value: JSON.parse(match[3] ?? 'null') as Json } } });
      continue;
    }
    match = /^(GET|POST) (\S+) (\d{3}|\dXX) header (\S+)$/.exec(id);
    if (match) {
      const status = Number(match[3]);
      rows.push({
        rule: id,
        defect: { dropHeader: { path: match[2] ?? '', status, header: match[4] ?? '' } },
        ...(status === 429 ? { setup: RATE_LIMITED } : {}),
      });
      continue;
    }
    match = /^GET (\S+) 200 schema$/.exec(id);
    if (match) {
      rows.push({ rule: id, defect: { breakList: { path: match[1] ?? '' } } });
      continue;
    }
    match = /^GET (\S+) files named in (\S+)$/.exec(id);
    if (match) {
      rows.push({ rule: id, defect: { missingFiles: { path: match[1] ?? '', field: match[2] ?? '' } } });
      continue;
    }
    if (constraint) {
      rows.push({ rule: id, defect: { relax: constraint } });
      continue;
    }
    rows.push({ rule: id });
  }
  for (const [rule, defects] of Object.entries(PROSE_ROWS) as [ProseRule, (typeof PROSE_ROWS)[ProseRule]][]) {
    for (const d of defects) rows.push({ rule, defect: d.defect, ...(d.kinds ? { kinds: d.kinds } : {}), ...(d.setup ? { setup: d.setup } : {}) });
  }
  return rows;
}

/** Rows that name neither a defect nor a reason: requirements the kit is not proven to check. */
export const incomplete = (rows: Row[]) => rows.filter((row) => !row.defect && !row.without).map((row) => row.rule);

export { PROSE_RULES };

/**
 * Submissions are validated by Ajv (JSON Schema 2020-12, formats checked) against the request
 * schemas of openapi.yaml, compiled at start-up, and then by the two rules a schema cannot state
 * (`slot_unavailable`, `consent_mismatch`). What is wrong becomes the contract's `Error.fields`:
 * dotted property paths from the body's root, each with the keyword that failed as its `reason`.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json, JsonObject } from '../scripts/contract-verify/contract';
import { CONSTRAINT_KEYWORDS } from '../scripts/contract-verify/rules';
import type { Reason } from './messages';

const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

/** Compiled validators by schema text: a backend started again (as the mutation tests do) compiles nothing twice. */
const compiled = new Map<string, ValidateFunction>();

export function compile(schema: JsonObject): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export interface Problem {
  field: string;
  reason: Reason;
}

/** The keywords a field problem's reason may name (Error.fields: FieldReason). */
const REASONS = new Set<string>(CONSTRAINT_KEYWORDS);

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A JSON pointer into the body as a dotted property path: array indices are left out (`consent.purposes`). */
export function dottedPath(body: Json, pointer: string): string[] {
  const out: string[] = [];
  let node: Json | undefined = body;
  for (const segment of pointer.split('/').slice(1).map(unescape)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else {
      out.push(segment);
      node = node && typeof node === 'object' ? (node as JsonObject)[segment] : undefined;
    }
  }
  return out;
}

/** Ajv's errors as the contract's field problems. */
export function problemsOf(body: Json, errors: ErrorObject[] | null | undefined): Problem[] {
  const out: Problem[] = [];
  for (const error of errors ?? []) {
    if (!REASONS.has(error.keyword)) continue;
    const path = dottedPath(body, error.instancePath);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') path.push(String(params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
    out.push({ field: path.join('.'), reason: error.keyword as Reason });
  }
  return out;
}

/** The problems grouped by field, each reason once, as `Error.fields` holds them. */
export function fieldsOf(problems: Problem[], message: (reason: Reason) => string): Record<string, { reason: Reason; message: string }[]> {
  const byField = new Map<string, Reason[]>();
  for (const { field, reason } of problems) {
    const reasons = byField.get(field) ?? [];
    if (!reasons.includes(reason)) reasons.push(reason);
    byField.set(field, reasons);
  }
  // Object.fromEntries defines own properties, so a field named `__proto__` stays a field.
  return Object.fromEntries([...byField].map(([field, reasons]) => [field, reasons.map((reason) => ({ reason, message: message(reason) }))]));
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant, as days since the epoch. */
const istDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
const weekday = (day: number) => (day + 4) % 7;
const isWorkingDay = (day: number) => weekday(day) >= 1 && weekday(day) <= 5;

function nextWorkingDay(day: number): number {
  let next = day + 1;
  while (!isWorkingDay(next)) next += 1;
  return next;
}

export interface SlotRules {
  /** How long after a slot began it is still accepted (x-limits.slotClockSkewSeconds). */
  skewSeconds: number;
  /** Defects: each lifts one part of the rule. */
  acceptBegun?: boolean;
  acceptAnyDay?: boolean;
  noSkewAllowance?: boolean;
}

/**
 * `CallbackRequest.preferred_time`: `asap`, or a slot (09:00–18:00 starts, which the pattern
 * checks) on a working day (Monday–Friday; public holidays are working days here) that is today
 * (IST) when today is a working day or the next working day, and that began at most `skewSeconds`
 * ago. On a Saturday or Sunday only Monday's slots are accepted.
 */
export function slotAvailable(value: string, now: number, rules: SlotRules): boolean {
  if (value === 'asap') return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):00:00\+05:30$/.exec(value);
  if (!match) return false;
  const [year, month, date, hour] = match.slice(1).map(Number) as [number, number, number, number];
  const utc = Date.UTC(year, month - 1, date, hour) - IST_OFFSET_MS;
  const check = new Date(utc + IST_OFFSET_MS);
  // 2026-02-31 is no date (Date.UTC would roll it over to March).
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return false;
  const day = istDay(utc);
  const today = istDay(now);
  const allowed = isWorkingDay(today) ? [today, nextWorkingDay(today)] : [nextWorkingDay(today)];
  if (!rules.acceptAnyDay && !allowed.includes(day)) return false;
  const skew = rules.noSkewAllowance ? 0 : rules.skewSeconds * 1000;
  if (!rules.acceptBegun && utc < now - skew) return false;
  return true;
}

/** `ContactRequest.newsletter` must be true exactly when `consent.purposes` lists `marketing`. */
export function consentAgrees(body: JsonObject): boolean {
  const consent = body.consent as JsonObject | undefined;
  const purposes = Array.isArray(consent?.purposes) ? consent.purposes : [];
  return (body.newsletter === true) === purposes.includes('marketing');
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Namespace } from '@/content/catalog';
import { flatten, fingerprint, type CopyEntry } from './flatten';

/**
 * Which translations are stale: each translated namespace records, per key, the fingerprint of the
 * English its translation was reviewed against (src/content/<locale>/fingerprints/<namespace>.json).
 * When the English of a key changes, its fingerprint no longer matches and the key needs review;
 * a key English added since is unreviewed; a recorded key English no longer has is orphaned.
 * `npm run i18n:review` lists them and marks keys reviewed (scripts/i18n/review.ts);
 * tests/i18n/fingerprints.test.ts fails, naming the keys, while any is left.
 */
export const CONTENT_DIR = resolve(import.meta.dirname, '../../src/content');

export type Fingerprints = Readonly<Record<string, string>>;

export interface ReviewState {
  /** English changed since the translation was reviewed. */
  readonly changed: readonly string[];
  /** English keys never reviewed in this locale. */
  readonly unreviewed: readonly string[];
  /** Recorded keys the English no longer has. */
  readonly orphaned: readonly string[];
}

export function fingerprintFile(locale: string, ns: Namespace, dir = CONTENT_DIR): string {
  return join(dir, locale, 'fingerprints', `${ns}.json`);
}

export function readFingerprints(locale: string, ns: Namespace, dir = CONTENT_DIR): Fingerprints {
  const file = fingerprintFile(locale, ns, dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Fingerprints) : {};
}

/** The English fingerprint of every key of a namespace. */
export function englishFingerprints(english: unknown): Record<string, string> {
  return Object.fromEntries(flatten(english, undefined).map((e: CopyEntry) => [e.key, fingerprint(e)]));
}

/** What needs review: compares the English of now with the fingerprints recorded. */
export function reviewState(english: unknown, recorded: Fingerprints): ReviewState {
  const now = englishFingerprints(english);
  const keys = Object.keys(now);
  return {
    changed: keys.filter((k) => k in recorded && recorded[k] !== now[k]),
    unreviewed: keys.filter((k) => !(k in recorded)),
    orphaned: Object.keys(recorded).filter((k) => !(k in now)),
  };
}

export const needsReview = (state: ReviewState): boolean => state.changed.length + state.unreviewed.length + state.orphaned.length > 0;

/**
 * Marks keys reviewed: records the English fingerprint of now for each key of `keys` (a key, or a
 * prefix ending in "." or "[" or "*" for everything), and drops orphaned keys. Returns the keys marked.
 */
export function markReviewed(locale: string, ns: Namespace, english: unknown, keys: readonly string[], dir = CONTENT_DIR): string[] {
  const now = englishFingerprints(english);
  const recorded = { ...readFingerprints(locale, ns, dir) };
  const matches = (key: string) =>
    keys.some(
      (k) =>
        k === '*' ||
        k === key ||
        ((k.endsWith('.') || k.endsWith('[')) && key.startsWith(k)) ||
        key.startsWith(`${k}.`) ||
        key.startsWith(`${k}[`) ||
        key === `${k}()`,
    );
  const marked = Object.keys(now).filter((k) => matches(k) && recorded[k] !== now[k]);
  for (const k of marked) recorded[k] = now[k] as string;
  for (const k of Object.keys(recorded)) if (!(k in now)) delete recorded[k];
  const file = fingerprintFile(locale, ns, dir);
  mkdirSync(join(file, '..'), { recursive: true });
  const sorted = Object.fromEntries(
    Object.keys(recorded)
      .sort()
      .map((k) => [k, recorded[k]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return marked;
}

/**
 * What a stale namespace's test failure says: the keys by kind and the command that lists them with
 * their English and translation; '' when nothing needs review.
 */
export function staleReport(locale: string, ns: Namespace, state: ReviewState): string {
  if (!needsReview(state)) return '';
  const lines = [
    ...state.changed.map((k) => `English changed since the translation was reviewed: ${k}`),
    ...state.unreviewed.map((k) => `never reviewed: ${k}`),
    ...state.orphaned.map((k) => `no longer in English: ${k}`),
  ];
  return [
    `${locale} ${ns} needs review:`,
    ...lines.map((l) => `  ${l}`),
    `See each with its English and translation: npm run i18n:review -- --locale ${locale} --namespace ${ns}`,
    `After reviewing (and fixing) the translation: npm run i18n:review -- --locale ${locale} --mark ${ns}:<key>`,
  ].join('\n');
}

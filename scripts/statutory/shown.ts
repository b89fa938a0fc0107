/**
 * What the site shows, for the officers check: every string exported by the copy modules of every
 * locale (src/content, src/content/hi, src/content/ja) and the people of the contract's examples
 * (key management team and board, in every named example). Functions in the copy are not called:
 * an officer is named in a string, never built at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import type { StatutoryLocale } from '@/config/statutory';
import type { ShownPerson, ShownText } from './officers';

const root = path.resolve(import.meta.dirname, '../..');

function localeOf(file: string): StatutoryLocale {
  const parts = file.split(path.sep);
  return parts.includes('hi') ? 'hi' : parts.includes('ja') ? 'ja' : 'en';
}

function strings(value: unknown, where: string, out: { where: string; text: string }[], seen: Set<unknown>): void {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) strings(inner, `${where}.${key}`, out, seen);
  }
}

/** Every string the copy modules export, with its module, export path and locale. */
export async function shownTexts(contentDir = path.join(root, 'src/content')): Promise<ShownText[]> {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const texts: ShownText[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(contentDir, file)).href)) as Record<string, unknown>;
    const found: { where: string; text: string }[] = [];
    const relative = path.relative(root, path.join(contentDir, file));
    for (const [name, value] of Object.entries(module)) strings(value, `${relative}: ${name}`, found, new Set());
    texts.push(...found.map((f) => ({ ...f, locale: localeOf(file) })));
  }
  return texts;
}

interface Example {
  value?: unknown;
}

/** The contract's paths that list people, and the fields that hold a person's name and designation. */
const PEOPLE_PATHS = [
  { path: '/api/key-management-team/', name: 'name', designation: 'designation' },
  { path: '/api/board-of-directors/', name: 'member_name', designation: 'member_designation' },
] as const;

/** The people of every named example of the contract's people lists (the language is the example's name: en, hi). */
export function shownPeople(contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8')): ShownPerson[] {
  const doc = parse(contract) as {
    paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }> } }>;
  };
  const people: ShownPerson[] = [];
  for (const list of PEOPLE_PATHS) {
    const examples = doc.paths[list.path]?.get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
    for (const [exampleName, example] of Object.entries(examples)) {
      const locale: StatutoryLocale = exampleName === 'hi' ? 'hi' : exampleName === 'ja' ? 'ja' : 'en';
      for (const [index, item] of (Array.isArray(example.value) ? example.value : []).entries()) {
        const record = item as Record<string, unknown>;
        const name = record[list.name];
        const designation = record[list.designation];
        if (typeof name === 'string' && typeof designation === 'string') {
          people.push({ where: `openapi.yaml ${list.path} example ${exampleName} [${index}]`, locale, name, designation });
        }
      }
    }
  }
  return people;
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const doc = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> }>>;
};

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

function examplesOf(path: string): Record<string, { value: unknown }> {
  return doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.examples ?? {};
}

function example(path: string, name = 'en'): unknown[] {
  const value = examplesOf(path)[name]?.value;
  return Array.isArray(value) ? value : [];
}

describe('the contract examples (the mock content)', () => {
  it('name only images and PDFs that exist under public/, in every named example', () => {
    const missing: string[] = [];
    for (const path of Object.keys(doc.paths)) {
      for (const [name, { value }] of Object.entries(examplesOf(path))) {
        for (const s of strings(value)) {
          if (/^\/(images|media)\//.test(s) && !existsSync(join(root, 'public', s))) missing.push(`${path} (${name}): ${s}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('offer a large client base (example "many") of at least 8 pages, for the page-number window', () => {
    const many = example('/api/logos/', 'many') as { id: number; name: string }[];
    expect(many.length).toBeGreaterThanOrEqual(8 * 30);
    expect(new Set(many.map((c) => c.id)).size).toBe(many.length);
  });

  it('have the eight offices in the eight cities of the spec', () => {
    const cities = (example('/api/offices/') as { city: string }[]).map((o) => o.city).sort();
    expect(cities).toEqual(['Ahmedabad', 'Bangalore', 'Chennai', 'Delhi', 'Hyderabad', 'Indore', 'Mumbai', 'Pune']);
  });

  it('have at least 75 clients, so the clients page has three pages of 30', () => {
    expect(example('/api/logos/').length).toBeGreaterThanOrEqual(75);
  });

  it('have a key management team member with id 2', () => {
    expect((example('/api/key-management-team/') as { id: number }[]).some((m) => m.id === 2)).toBe(true);
  });

  it('have whole and decimal business numbers, some with the M suffix', () => {
    const numbers = example('/api/list-business-numbers/') as { number: string; suffix?: string }[];
    expect(numbers.some((n) => n.number.includes('.'))).toBe(true);
    expect(numbers.some((n) => !n.number.includes('.'))).toBe(true);
    expect(numbers.some((n) => n.suffix === 'M')).toBe(true);
  });

  it('keep the CSR policy PDF served by the media path', () => {
    expect(existsSync(join(root, 'public/media/docs/CSR_Policy.pdf'))).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { englishCopy } from '../../features/support/english-copy';

/**
 * Issue 14: every list answers in English or Hindi (Accept-Language). The contract's examples are
 * the mock's content, so the Hindi one must be the English one with only its texts translated:
 * same items, same ids, numbers, dates, phones and URLs, same keys (Office.city names a photo).
 */
const root = resolve(import.meta.dirname, '../..');
type Item = Record<string, unknown>;
interface Operation {
  parameters?: { $ref?: string }[];
  responses: Record<string, { headers?: Record<string, { $ref?: string }>; content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}
const doc = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, { get?: Operation }>;
  components: { parameters: Record<string, { name: string; in: string; schema: { enum?: string[]; default?: string } }> };
};

/** The fields of each list that are texts (translated); every other field is the same in every language. */
const TEXTS: Readonly<Record<string, readonly string[]>> = {
  '/api/list-business-numbers/': ['label'],
  '/api/services/': ['title', 'description'],
  '/api/offices/': ['city_name', 'title', 'address'],
  '/api/board-of-directors/': ['member_title', 'member_name', 'member_designation', 'member_details'],
  '/api/key-management-team/': ['name', 'designation', 'details'],
  '/api/testimonials/': ['name', 'position', 'quote'],
  '/api/logos/': ['name', 'company_name', 'category_name', 'location', 'city', 'description'],
  '/api/careers/': ['title', 'location', 'employment_type', 'department', 'description'],
  '/api/compliances/': ['title', 'description'],
  '/api/csr/': ['activity_name', 'activity_description', 'activity_city'],
};

const lists = Object.entries(doc.paths).filter(([path, item]) => path.startsWith('/api/') && item.get);
const examplesOf = (op: Operation) => op.responses['200']?.content?.['application/json']?.examples ?? {};
const items = (op: Operation, name: string) => (examplesOf(op)[name]?.value ?? []) as Item[];
const DEVANAGARI = /[\u0900-\u097F]/;

describe('Accept-Language on the lists (issue 14)', () => {
  it("is one shared optional header parameter that takes any value (a browser's list too), sent as en", () => {
    const parameter = doc.components.parameters.AcceptLanguage as unknown as {
      name: string;
      in: string;
      required: boolean;
      example: string;
      schema: Record<string, unknown>;
    };
    expect(parameter).toMatchObject({ name: 'Accept-Language', in: 'header', required: false, example: 'en', schema: { type: 'string' } });
    expect(parameter.schema).not.toHaveProperty('enum');
    expect(parameter.schema.examples).toEqual(expect.arrayContaining(['hi', 'en', 'hi-IN,hi;q=0.9,en;q=0.8']));
  });

  it('is declared by every submission too, whose 400 says the language of its messages', () => {
    const posts = Object.entries(doc.paths as Record<string, { post?: Operation }>).filter(([, item]) => item.post);
    expect(posts.length).toBe(6);
    for (const [path, { post }] of posts) {
      expect(post?.parameters, path).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
      expect(post?.responses['400']?.headers, path).toMatchObject({ 'Content-Language': { $ref: '#/components/headers/ContentLanguage' } });
    }
  });

  it('is declared by every GET list, whose 200 declares Content-Language and Vary', () => {
    expect(lists.map(([path]) => path).sort()).toEqual(Object.keys(TEXTS).sort());
    for (const [path, { get }] of lists) {
      expect(get?.parameters, path).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
      expect(get?.responses['200']?.headers, path).toMatchObject({
        'Content-Language': { $ref: '#/components/headers/ContentLanguage' },
        Vary: { $ref: '#/components/headers/VaryAcceptLanguage' },
      });
    }
  });

  it('has the examples "en" first (what Prism answers by default) and "hi" second', () => {
    for (const [path, { get }] of lists) expect(Object.keys(examplesOf(get as Operation)).slice(0, 2), path).toEqual(['en', 'hi']);
  });

  it('gives the same items in Hindi, with only their texts translated', () => {
    for (const [path, { get }] of lists) {
      const en = items(get as Operation, 'en');
      const hi = items(get as Operation, 'hi');
      const texts = TEXTS[path] ?? [];
      expect(hi.length, path).toBe(en.length);
      en.forEach((english, i) => {
        const hindi = hi[i] ?? {};
        expect(Object.keys(hindi), `${path}[${i}] fields`).toEqual(Object.keys(english));
        for (const [field, value] of Object.entries(english)) {
          if (texts.includes(field)) {
            expect(hindi[field], `${path}[${i}].${field} is written in Hindi`).toMatch(DEVANAGARI);
            expect(englishCopy(String(hindi[field])), `${path}[${i}].${field} has no English copy`).toEqual([]);
          } else {
            expect(hindi[field], `${path}[${i}].${field} is the same in every language`).toEqual(value);
          }
        }
      });
    }
  });

  it('keeps the stray spaces and line breaks of the key team details that the site cleans (part 1 §3)', () => {
    const op = doc.paths['/api/key-management-team/']?.get as Operation;
    const shape = (text: unknown) =>
      String(text)
        .replace(/[^\s]+/g, 'x')
        .replace(/x( x)*/g, 'x');
    expect(items(op, 'hi').map((m) => shape(m.details))).toEqual(items(op, 'en').map((m) => shape(m.details)));
  });
});

/**
 * The body-size limit (`x-limits.maxBodyBytes`, the 413 answer) holds every body the request schemas
 * allow, even written the longest way JSON allows: every character of every key and string as a
 * `\uXXXX` escape, a character outside the Basic Multilingual Plane as a surrogate pair (12 bytes),
 * no insignificant whitespace. A field without a length limit, or a limit raised past what fits,
 * fails here; the figure the contract's description states is the one computed here.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
};

const root = resolve(import.meta.dirname, '../..');
const doc = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
  info: { description: string };
  'x-limits': { maxBodyBytes: number };
  paths: Record<string, { post?: { requestBody: { content: { 'application/json': { schema: Schema } } } } }>;
  components: { schemas: Record<string, Schema> };
};

const resolveRef = (schema: Schema): Schema => (schema.$ref ? resolveRef(doc.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema);

/** A character written as `\uXXXX` (6 bytes), or as a surrogate pair of them (12 bytes) when it may be outside the BMP. */
const ESCAPED_ASCII = 6;
const ESCAPED_ANY = 12;

/**
 * A string whose pattern is anchored at both ends is one of the contract's ASCII formats (e-mail, phone,
 * PAN, policy number, slot); any other string may hold any character.
 */
const asciiOnly = (schema: Schema) => Boolean(schema.pattern?.startsWith('^') && schema.pattern.endsWith('$'));

const quoted = (characters: number, perCharacter: number) => 2 + characters * perCharacter;

/** The longest serialisation of any value the schema allows, in bytes. */
export function longestBody(input: Schema, where = '$'): number {
  const schema = resolveRef(input);
  if (schema.enum)
    return Math.max(...schema.enum.map((value) => (typeof value === 'string' ? quoted(value.length, ESCAPED_ASCII) : JSON.stringify(value).length)));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  switch (schema.type) {
    case 'boolean':
      return 'false'.length;
    case 'string':
      if (schema.maxLength === undefined) throw new Error(`${where} has no maxLength: a body could be of any size`);
      return quoted(schema.maxLength, asciiOnly(schema) ? ESCAPED_ASCII : ESCAPED_ANY);
    case 'array':
      if (schema.maxItems === undefined || !schema.items) throw new Error(`${where} has no maxItems`);
      return 2 + schema.maxItems * longestBody(schema.items, `${where}[]`) + (schema.maxItems - 1);
    case 'object': {
      if (schema.additionalProperties !== false) throw new Error(`${where} allows other properties`);
      const entries = Object.entries(schema.properties ?? {}).map(
        ([key, value]) => quoted(key.length, ESCAPED_ASCII) + 1 + longestBody(value, `${where}.${key}`),
      );
      return 2 + entries.reduce((a, b) => a + b, 0) + Math.max(0, entries.length - 1);
    }
    default:
      throw new Error(`${where}: no rule for type ${String(schema.type)}`);
  }
}

const bodies = Object.entries(doc.paths).flatMap(([path, item]) =>
  item.post ? [{ path, size: longestBody(item.post.requestBody.content['application/json'].schema) }] : [],
);

describe('the body-size limit of submissions', () => {
  it('is 128 KiB, stated as data and in the 413 answer', () => {
    expect(doc['x-limits'].maxBodyBytes).toBe(131_072);
  });

  it('holds the longest body of every submission, every character escaped', () => {
    expect(bodies.length).toBe(6);
    for (const { path, size } of bodies) expect(size, path).toBeLessThan(doc['x-limits'].maxBodyBytes);
  });

  it('is described with the largest of them, the figure computed here', () => {
    const largest = Math.max(...bodies.map((b) => b.size));
    const stated = /the largest, a contact message, is then ([\d,]+) bytes/.exec(doc.info.description.replace(/\s+/g, ' '))?.[1];
    expect(stated).toBe(largest.toLocaleString('en-US'));
    expect(bodies.find((b) => b.size === largest)?.path).toBe('/api/contact/');
  });

  it('counts an unlimited text as unbounded', () => {
    expect(() => longestBody({ type: 'object', additionalProperties: false, properties: { note: { type: 'string' } } })).toThrow(/note has no maxLength/);
  });
});

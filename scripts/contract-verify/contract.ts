/**
 * Reading openapi.yaml: parse it and resolve its local $refs, so every check
 * below sees plain schemas. (Only `#/...` references are used in the contract.)
 */
import { readFile } from 'node:fs/promises';
import YAML from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface MediaType {
  schema?: JsonObject;
  example?: Json;
  examples?: Record<string, { value?: Json }>;
}

export interface Operation {
  operationId?: string;
  parameters?: JsonObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, { description?: string; headers?: Record<string, JsonObject>; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;
  components?: JsonObject;
}

function pointer(root: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: Json = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(key in node)) {
      throw new Error(`Unresolvable reference ${ref}`);
    }
    node = (node as JsonObject)[key] as Json;
  }
  return node;
}

/** A copy of the document with every local $ref replaced by what it points to. */
export function dereference(root: Json): Json {
  const walk = (node: Json, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (seen.includes(ref)) throw new Error(`Circular reference ${ref}`);
      return walk(pointer(root, ref), [...seen, ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, seen)]));
  };
  return walk(root, []);
}

export function parseContract(text: string): OpenApiDocument {
  return dereference(YAML.parse(text) as Json) as unknown as OpenApiDocument;
}

export async function loadContract(file: string): Promise<OpenApiDocument> {
  return parseContract(await readFile(file, 'utf8'));
}

/** The first example of a media type: `example`, else the first of `examples`. */
export function firstExample(media: MediaType | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

/**
 * What the reference backend takes from openapi.yaml at start-up, so that it cannot drift from
 * the contract: the paths and their methods, each submission's request schema (validation is
 * compiled from it), each list's English and Hindi content (the contract's `en` and `hi`
 * examples), the media files the lists name, and the contract's figures (`x-limits`).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstExample, parseContract, type Json, type JsonObject, type OpenApiDocument, type Operation } from '../scripts/contract-verify/contract';

export const ROOT = resolve(import.meta.dirname, '..');
export const CONTRACT_FILE = resolve(ROOT, 'openapi.yaml');

export type Method = 'GET' | 'POST';
export type Language = 'en' | 'hi';

export interface Submission {
  path: string;
  operationId: string;
  schema: JsonObject;
}

export interface List {
  path: string;
  operationId: string;
  /** The list in each language the contract has an example for (`en` always). */
  content: Partial<Record<Language, Json>> & { en: Json };
}

export interface FileRoute {
  /** `/media/compliance/{file_name}` or a fixed path. */
  template: string;
  contentDisposition?: 'inline' | 'attachment';
}

/** The contract's figures (`x-limits`); the defaults are the ones the contract states in prose. */
export interface Limits {
  maxBodyBytes: number;
  submissionsPerMinute: number;
  readsPerMinute: number;
  corsMaxAgeSeconds: number;
  slotClockSkewSeconds: number;
}

export interface BackendContract {
  doc: OpenApiDocument;
  /** Every path of the contract with the methods it declares. */
  paths: Map<string, Method[]>;
  submissions: Submission[];
  lists: List[];
  files: FileRoute[];
  limits: Limits;
}

const number = (value: Json | undefined, fallback: number) => (typeof value === 'number' ? value : fallback);

function limitsOf(doc: OpenApiDocument): Limits {
  const raw = ((doc as unknown as JsonObject)['x-limits'] ?? {}) as JsonObject;
  const rates = (raw.recommendedRateLimits ?? {}) as JsonObject;
  return {
    maxBodyBytes: number(raw.maxBodyBytes, 131_072),
    submissionsPerMinute: number(rates.submissionsPerMinutePerClient, 20),
    readsPerMinute: number(rates.readsPerMinutePerClient, 300),
    corsMaxAgeSeconds: number(raw.corsMaxAgeSeconds, 600),
    slotClockSkewSeconds: number(raw.slotClockSkewSeconds, 300),
  };
}

function disposition(op: Operation): FileRoute['contentDisposition'] {
  const header = op.responses['200']?.headers?.['Content-Disposition'];
  const example = String(header?.example ?? (header?.schema as JsonObject | undefined)?.pattern ?? '');
  if (/attachment/.test(example)) return 'attachment';
  if (/inline/.test(example)) return 'inline';
  return undefined;
}

/** Parsed contracts by file and modification time: tests start many backends, and parsing takes a while. */
const parsed = new Map<string, BackendContract>();

/** The contract as the backend uses it; read-only (callers clone what they change). */
export function readContract(file = CONTRACT_FILE): BackendContract {
  const key = `${file} ${statSync(file).mtimeMs}`;
  let contract = parsed.get(key);
  if (!contract) {
    contract = parse(file);
    parsed.set(key, contract);
  }
  return contract;
}

function parse(file: string): BackendContract {
  const doc = parseContract(readFileSync(file, 'utf8'));
  const paths = new Map<string, Method[]>();
  const submissions: Submission[] = [];
  const lists: List[] = [];
  const files: FileRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods: Method[] = [];
    if (item.get) methods.push('GET');
    if (item.post) methods.push('POST');
    paths.set(path, methods);
    const post = item.post;
    const schema = post?.requestBody?.content?.['application/json']?.schema;
    if (post && schema) submissions.push({ path, operationId: post.operationId ?? path, schema });
    const get = item.get;
    const ok = get?.responses['200']?.content ?? {};
    const json = ok['application/json'];
    if (get && json) {
      const examples = json.examples ?? {};
      const en = examples.en?.value ?? firstExample(json);
      const hi = examples.hi?.value;
      if (en !== undefined) lists.push({ path, operationId: get.operationId ?? path, content: hi === undefined ? { en } : { en, hi } });
    } else if (get && Object.keys(ok).length > 0) {
      files.push({ template: path, contentDisposition: disposition(get) });
    }
  }
  return { doc, paths, submissions, lists, files, limits: limitsOf(doc) };
}

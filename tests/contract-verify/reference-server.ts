/**
 * A small backend that honours openapi.yaml (validates submissions with Ajv against the
 * contract, stores the valid ones, serves the real PDFs, allows only its origins by CORS),
 * and can be started with exactly one defect, to prove the conformance kit catches it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach } from 'vitest';
import addFormats from 'ajv-formats';
import { firstExample, parseContract, type Json, type JsonObject } from '../../scripts/contract-verify/contract';

const root = resolve(import.meta.dirname, '../..');
export const PRODUCTION_ORIGIN = 'https://www.kizunabharat.example';

export type Defect =
  /** Allows only the development origin (the old kit's hard-coded one). */
  | 'cors-localhost-only'
  /** Echoes any Origin with Access-Control-Allow-Credentials: true. */
  | 'cors-reflects-any-origin'
  /** /api/offices/ answers after `delayMs`. */
  | 'slow-offices'
  /** /api/offices/ never answers. */
  | 'hanging-offices'
  /** /api/offices/ resets the connection. */
  | 'reset-offices'
  /** A compliance file is an HTML page labelled application/pdf. */
  | 'html-labelled-pdf'
  /** A file that does not exist answers 200 with an HTML page. */
  | 'missing-file-200-html'
  /** /media/ files are sent without CORS headers. */
  | 'media-without-cors'
  /** maxLength and minLength are not enforced. */
  | 'no-length-limits'
  /** A number is accepted where the contract wants a string. */
  | 'accepts-wrong-types'
  /** Every list is empty. */
  | 'empty-lists'
  /** After every 10 requests one answer is 429 with Retry-After: 1 (a correct rate limiter). */
  | 'rate-limited'
  /** Like rate-limited, but the 429 has no Retry-After. */
  | 'rate-limited-without-retry-after'
  /** Successful submissions answer 200 with {} (conformant). */
  | 'ok-200-empty-object'
  /** Successful submissions answer 200 text/plain "OK" (conformant). */
  | 'ok-200-text'
  /** File references are absolute URLs and relative paths without the leading slash (conformant). */
  | 'absolute-and-relative-files'
  /** Has no Hindi: answers Accept-Language: hi in English, saying Content-Language: en (conformant). */
  | 'english-only'
  /** Lists are sent without Content-Language and without Vary: Accept-Language. */
  | 'no-language-headers'
  /** In Hindi, the first service has an image of its own and every other list leaves its first item out. */
  | 'language-changes-items'
  /** Accept-Language: hi is refused with 406. */
  | 'refuses-hindi';

export interface ReferenceServerOptions {
  defect?: Defect;
  allowedOrigins?: string[];
  delayMs?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body?: Json;
  /** A POST that passed validation and was stored. */
  stored: boolean;
}

export interface ReferenceServer {
  url: string;
  log: LoggedRequest[];
  stored: () => LoggedRequest[];
  close: () => Promise<void>;
}

type ContractDoc = ReturnType<typeof parseContract>;

function listExamples(doc: ContractDoc): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const value = firstExample(item.get?.responses['200']?.content?.['application/json']);
    if (value !== undefined) out.set(path, value);
  }
  return out;
}

/** The lists' Hindi texts: the contract's `hi` examples (what a backend with Hindi content answers). */
function hindiExamples(doc: ContractDoc): Map<string, Json> {
  const out = new Map<string, Json>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const value = item.get?.responses['200']?.content?.['application/json']?.examples?.hi?.value;
    if (value !== undefined) out.set(path, value);
  }
  return out;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer) {
  res.writeHead(status, headers).end(body);
}

const json = (value: Json) => JSON.stringify(value);

export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const { defect, delayMs = 0 } = options;
  const allowed = defect === 'cors-localhost-only' ? ['http://localhost:3000'] : (options.allowedOrigins ?? [PRODUCTION_ORIGIN]);
  const doc = parseContract(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const lists = listExamples(doc);
  const hindi = hindiExamples(doc);
  const log: LoggedRequest[] = [];
  let served = 0;
  let base = '';

  const requestSchema = (path: string): JsonObject | undefined => {
    const schema = doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return undefined;
    if (defect === 'no-length-limits' || defect === 'accepts-wrong-types') {
      const relaxed = structuredClone(schema) as JsonObject;
      for (const prop of Object.values((relaxed.properties ?? {}) as Record<string, JsonObject>)) {
        if (defect === 'no-length-limits') {
          delete prop.maxLength;
          delete prop.minLength;
          if (prop.pattern === '\\S') delete prop.pattern;
        } else if (prop.type === 'string') {
          delete prop.type;
        }
      }
      return relaxed;
    }
    return schema;
  };
  // Every request schema compiled once, before the first request: a cold compile inside a
  // request could outlast the short time limits the defect tests set on a loaded machine.
  const validators = new Map(Object.keys(doc.paths).map((path) => [path, ajv.compile(requestSchema(path) ?? {})]));

  const cors = (req: IncomingMessage, path: string): Record<string, string> => {
    const origin = req.headers.origin;
    if (defect === 'media-without-cors' && path.startsWith('/media/')) return {};
    if (defect === 'cors-reflects-any-origin' && origin) return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    if (origin && allowed.includes(origin)) return { 'access-control-allow-origin': origin, vary: 'Origin' };
    return {};
  };

  const listBody = (path: string, language: 'en' | 'hi'): Json | undefined => {
    let body = language === 'hi' ? hindi.get(path) : lists.get(path);
    if (body === undefined) return undefined;
    if (language === 'hi' && defect === 'language-changes-items' && Array.isArray(body)) {
      const [first, ...rest] = body;
      body = path === '/api/services/' && first && typeof first === 'object' && !Array.isArray(first) ? [{ ...first, img: '/images/services/hindi.svg' }, ...rest] : rest;
    }
    if (defect === 'empty-lists') return [];
    if (path === '/api/compliances/' && Array.isArray(body)) {
      return body.map((doc, index) => {
        if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return doc;
        if (defect === 'absolute-and-relative-files') {
          const copy = { ...doc };
          for (const key of ['file', 'pdf_file', 'document_url']) {
            const ref = copy[key];
            if (typeof ref === 'string') copy[key] = index % 2 === 0 ? `${base}${ref}` : ref.replace(/^\//, '');
          }
          return copy;
        }
        return doc;
      });
    }
    return body;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const entry: LoggedRequest = { method: req.method ?? 'GET', path, headers: req.headers, stored: false };
    log.push(entry);
    served += 1;
    const headers = cors(req, path);

    if ((defect === 'rate-limited' || defect === 'rate-limited-without-retry-after') && served % 11 === 0) {
      const retry: Record<string, string> = defect === 'rate-limited' ? { 'retry-after': '1' } : {};
      send(res, 429, { ...headers, ...retry, 'content-type': 'application/json' }, json({ code: 'rate_limited', message: 'Too many requests.' }));
      return;
    }
    if (req.method === 'OPTIONS') {
      const allow = headers['access-control-allow-origin'] ? { ...headers, 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type' } : {};
      send(res, 204, allow);
      return;
    }
    if (path === '/api/offices/') {
      if (defect === 'hanging-offices') return;
      if (defect === 'reset-offices') {
        req.socket.destroy();
        return;
      }
      if (defect === 'slow-offices') await new Promise((ok) => setTimeout(ok, delayMs));
    }
    const item = doc.paths[path];
    if (req.method === 'POST') {
      if (!item?.post) {
        send(res, 405, { ...headers, allow: item?.get ? 'GET' : '', 'content-type': 'application/json' }, json({ code: 'method_not_allowed', message: 'Method not allowed.' }));
        return;
      }
      if (!(req.headers['content-type'] ?? '').includes('application/json')) {
        send(res, 415, { ...headers, 'content-type': 'application/json' }, json({ code: 'unsupported_media_type', message: 'Send JSON.' }));
        return;
      }
      let body: Json;
      try {
        body = JSON.parse(text) as Json;
      } catch {
        send(res, 400, { ...headers, 'content-type': 'application/json' }, json({ code: 'invalid_json', message: 'Not JSON.' }));
        return;
      }
      entry.body = body;
      const validate = validators.get(path) ?? ajv.compile({});
      if (!validate(body)) {
        // The contract's Error.fields: dotted property paths from the root ("" for the body), the failing keyword as the reason.
        const fields: Record<string, { reason: string; message: string }[]> = {};
        for (const e of validate.errors ?? []) {
          const at = e.instancePath.split('/').slice(1).filter((part) => !/^\d+$/.test(part));
          const named = (e.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ?? (e.params as { additionalProperty?: string }).additionalProperty;
          (fields[[...at, ...(named ? [named] : [])].join('.')] ??= []).push({ reason: e.keyword, message: e.message ?? 'invalid' });
        }
        send(res, 400, { ...headers, 'content-type': 'application/json' }, json({ code: 'validation_error', message: 'Some fields are invalid.', fields }));
        return;
      }
      entry.stored = true;
      if (defect === 'ok-200-empty-object') send(res, 200, { ...headers, 'content-type': 'application/json' }, '{}');
      else if (defect === 'ok-200-text') send(res, 200, { ...headers, 'content-type': 'text/plain' }, 'OK');
      else send(res, 201, { ...headers, 'content-type': 'application/json' }, json({ status: 'received', message: 'Thank you.', reference: `EQ-2026-${String(log.length).padStart(6, '0')}` }));
      return;
    }
    if (req.method !== 'GET') {
      send(res, 405, { ...headers, allow: 'GET, POST' });
      return;
    }
    if (item?.post && !item.get) {
      send(res, 405, { ...headers, allow: 'POST', 'content-type': 'application/json' }, json({ code: 'method_not_allowed', message: 'Use POST.' }));
      return;
    }
    if (path.startsWith('/media/')) {
      const file = join(root, 'public', path);
      if (defect === 'html-labelled-pdf' && path.endsWith('annual-report-2024-25.pdf')) {
        send(res, 200, { ...headers, 'content-type': 'application/pdf' }, '<!doctype html><title>Not found</title>');
        return;
      }
      if (/^\/media\/[a-z]+\/[A-Za-z0-9._-]+\.pdf$/.test(path) && existsSync(file)) {
        const disposition = path.startsWith('/media/docs/') ? 'attachment; filename="CSR_Policy.pdf"' : 'inline';
        send(res, 200, { ...headers, 'content-type': 'application/pdf', 'content-disposition': disposition }, readFileSync(file));
        return;
      }
      if (defect === 'missing-file-200-html') {
        send(res, 200, { ...headers, 'content-type': 'text/html' }, '<!doctype html><p>Page not found</p>');
        return;
      }
      send(res, 404, { ...headers, 'content-type': 'application/json' }, json({ code: 'not_found', message: 'No such file.' }));
      return;
    }
    // Lists answer in Hindi where they have it (the contract's `hi` examples), English otherwise.
    const asked = req.headers['accept-language'];
    if (asked === 'hi' && defect === 'refuses-hindi') {
      send(res, 406, { ...headers, 'content-type': 'application/json' }, json({ code: 'not_acceptable', message: 'English only.' }));
      return;
    }
    const language = asked === 'hi' && defect !== 'english-only' && hindi.has(path) ? 'hi' : 'en';
    const body = listBody(path, language);
    if (body === undefined) {
      send(res, 404, { ...headers, 'content-type': 'application/json' }, json({ code: 'not_found', message: 'No such path.' }));
      return;
    }
    const languageHeaders: Record<string, string> =
      defect === 'no-language-headers' ? {} : { 'content-language': language, vary: headers.vary ? `${headers.vary}, Accept-Language` : 'Accept-Language' };
    send(res, 200, { ...headers, ...languageHeaders, 'content-type': 'application/json' }, json(body));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { 'content-type': 'application/json' }, json({ code: 'server_error', message: String(error) }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    log,
    stored: () => log.filter((r) => r.stored),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/**
 * For a test file: a starter of reference servers, each closed after the test that started it.
 * Call once at the top of the file: `const server = referenceServers();`.
 */
export function referenceServers(): (options?: ReferenceServerOptions) => Promise<ReferenceServer> {
  const open: ReferenceServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return async (options = {}) => {
    const s = await startReferenceServer(options);
    open.push(s);
    return s;
  };
}

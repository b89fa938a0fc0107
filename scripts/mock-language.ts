/**
 * The mock API's front door: a small proxy in front of Prism that does what Prism cannot, so that
 * the site works against the mock exactly as against a conformant backend (openapi.yaml,
 * docs/backend.md). Everything else goes on to Prism, which still validates every request against
 * the contract and answers with its examples; a request's own `Prefer` (`code=500`,
 * `example=empty`, as the acceptance steps send) is left exactly as it is.
 *
 * - **Languages.** Prism answers a list with its first example and ignores Accept-Language. The
 *   contract names each list's examples after their language (`en`, `hi`), so a GET of a list
 *   without a `Prefer` of its own reaches Prism with `Prefer: example=<language>`, the language
 *   chosen from Accept-Language by the contract's rule (q-values, `hi-IN` for `hi`, `*`, English when
 *   nothing supported is asked: the reference backend's own `negotiate`), and its answer says
 *   `Content-Language: <language>`. Any value is allowed, so Prism never refuses a browser's header.
 * - **Files the answers name.** A path in an answer is resolved against the API host (rule "Paths in
 *   answers"), so the API serves every file its lists name: the mock serves the files its examples
 *   name by a path (`/images/…`, `/media/videos/…`) from `public/`, with their type, CORS and
 *   `X-Content-Type-Options: nosniff`. The contract's own file operations (`/media/compliance/…`,
 *   the CSR policy) stay Prism's.
 * - **Methods.** A method a contract path does not have gets `405` with `Allow` (Prism answers it
 *   without), and `HEAD` on a GET path is the GET without its body.
 * - **Unknown paths** (a path without its trailing slash included) get the contract's `404` body.
 * - **Bodies.** A body over `x-limits.maxBodyBytes` gets `413`, and one that is not JSON (or is empty)
 *   `400 invalid_json`, as the contract says (Prism has no limit, and answers bad JSON its own way).
 * - **OPTIONS** without a preflight gets `204` with `Allow`; a preflight Prism answers gets the
 *   contract's `Access-Control-Max-Age` (`x-limits.corsMaxAgeSeconds`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { lookup } from 'mrmime';
import YAML from 'yaml';
import { negotiate } from '../backend/language';

type Examples = Record<string, { value?: unknown }>;
interface ContractPaths {
  paths?: Record<string, Partial<Record<'get' | 'post', { responses?: Record<string, { content?: Record<string, { examples?: Examples }> }> }>>>;
}

const root = resolve(import.meta.dirname, '..');

/**
 * For each GET path, the languages it has an example for (examples named like a language tag: en, hi).
 * @internal A test seam (tests/scripts/mock-language.test.ts).
 */
export function languageExamples(contract: ContractPaths): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const names = Object.keys(item.get?.responses?.['200']?.content?.['application/json']?.examples ?? {});
    const languages = names.filter((name) => /^[a-z]{2,3}$/.test(name));
    if (languages.length > 0) out.set(path, new Set(languages));
  }
  return out;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The language example a request should get, or undefined to pass it on as it is: only a GET (or
 * HEAD) of a list, and only when the request has no Prefer of its own. The language is the one the
 * contract's rule picks from Accept-Language among the list's examples; no header asks for nothing.
 * @internal A test seam (tests/scripts/mock-language.test.ts).
 */
export function languageFor(
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
  examples: Map<string, Set<string>>,
): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || headers.prefer !== undefined) return undefined;
  const languages = examples.get(pathname);
  const header = single(headers['accept-language']);
  if (!languages || header === undefined) return undefined;
  const supported = (['en', 'hi'] as const).filter((language) => languages.has(language));
  return negotiate(header, supported);
}

/** Every string in an example that is a path of a file on the API host. */
function* filePaths(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    if (/^\/(images|media)\//.test(value)) yield value;
  } else if (Array.isArray(value)) for (const item of value) yield* filePaths(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* filePaths(item);
}

/**
 * The files the contract's list examples name by a path and `publicDir` holds, path → file, except
 * those on a path of the contract's own (compliance files: Prism answers them, `Prefer: code=404` included).
 * @internal A test seam (tests/scripts/mock-language.test.ts).
 */
export function namedFiles(contract: ContractPaths, publicDir: string): Map<string, string> {
  const routes = contractRoutes(contract);
  const out = new Map<string, string>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const example of Object.values(item.get?.responses?.['200']?.content?.['application/json']?.examples ?? {})) {
      for (const path of filePaths(example.value)) {
        const file = join(publicDir, decodeURI(path));
        if (routes.some((r) => r.pattern.test(path))) continue;
        if (file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()) out.set(path, file);
      }
    }
  }
  return out;
}

/**
 * The contract's paths (templates as patterns) with the methods each answers, for `Allow`.
 * @internal A test seam (tests/scripts/mock-language.test.ts).
 */
export function contractRoutes(contract: ContractPaths): { pattern: RegExp; allow: string[] }[] {
  return Object.entries(contract.paths ?? {}).map(([path, item]) => {
    const methods = (['get', 'post'] as const).filter((m) => item[m]).map((m) => m.toUpperCase());
    const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    return { pattern, allow };
  });
}

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** CORS as the contract asks of every answer: the request's origin (with Vary) or `*`. */
function cors(req: IncomingMessage): OutgoingHttpHeaders {
  const origin = single(req.headers.origin);
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { 'access-control-allow-origin': '*', vary: 'Origin' };
}

const ERRORS = {
  400: { code: 'invalid_json', message: 'The body is not valid JSON.' },
  404: { code: 'not_found', message: 'There is nothing at this path.' },
  405: { code: 'method_not_allowed', message: 'This path does not answer this method.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
} as const;

function sendError(req: IncomingMessage, res: ServerResponse, status: keyof typeof ERRORS, extra: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(ERRORS[status]);
  res.writeHead(status, { ...cors(req), ...extra, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A named file: its bytes (or the requested byte range, which a video element asks for), type, CORS and nosniff. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  const bytes = readFileSync(file);
  const headers: OutgoingHttpHeaders = {
    ...cors(req),
    'content-type': lookup(file) ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(single(req.headers.range) ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    if (start > end || start >= bytes.length) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${bytes.length}` });
      res.end();
      return;
    }
    res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${bytes.length}`, 'content-length': end - start + 1 });
    res.end(req.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export interface LanguageProxy {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the proxy on host:port (0 for any free port) in front of the mock at `target` (read per request: it may change). */
export async function startLanguageProxy(options: {
  target: string | (() => string);
  specPath: string;
  host: string;
  port: number;
  publicDir?: string;
}): Promise<LanguageProxy> {
  const contract = YAML.parse(readFileSync(options.specPath, 'utf8')) as ContractPaths;
  const examples = languageExamples(contract);
  const files = namedFiles(contract, options.publicDir ?? join(root, 'public'));
  const routes = contractRoutes(contract);
  const limits = (contract as { 'x-limits'?: { maxBodyBytes?: number; corsMaxAgeSeconds?: number } })['x-limits'] ?? {};
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
    const method = req.method ?? 'GET';
    const file = files.get(pathname);
    if (file && (method === 'GET' || method === 'HEAD')) return sendFile(req, res, file);
    const route = routes.find((r) => r.pattern.test(pathname));
    if (!route && !file) return sendError(req, res, 404);
    const allow = route?.allow ?? ['GET', 'HEAD', 'OPTIONS'];
    if (!allow.includes(method)) return sendError(req, res, 405, { allow: allow.join(', ') });
    if (!route) return sendError(req, res, 404);
    const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (method === 'OPTIONS' && !preflight) {
      res.writeHead(204, { ...cors(req), allow: allow.join(', ') });
      return res.end();
    }
    const forward = (body?: Buffer) => {
      const target = new URL(typeof options.target === 'function' ? options.target() : options.target);
      const language = languageFor(method, pathname, req.headers, examples);
      const headers = forwardable(req.headers);
      headers.host = target.host;
      if (language) headers.prefer = `example=${language}`;
      // Prism has no HEAD: it gets the GET, and the proxy sends the answer's head without its body.
      const upstream = httpRequest(
        { hostname: target.hostname, port: target.port, method: method === 'HEAD' ? 'GET' : method, path: req.url, headers },
        (answer) => {
          const out = forwardable(answer.headers);
          const status = answer.statusCode ?? 502;
          if (language && status >= 200 && status < 300) out['content-language'] = language;
          if (preflight && status >= 200 && status < 300 && limits.corsMaxAgeSeconds !== undefined)
            out['access-control-max-age'] = String(limits.corsMaxAgeSeconds);
          res.writeHead(status, out);
          if (method === 'HEAD') {
            answer.resume();
            res.end();
          } else answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The mock API (Prism) did not answer: ${error.message}`);
      });
      if (body) upstream.end(body);
      else req.pipe(upstream);
    };
    if (method !== 'POST') return forward();
    if (limits.maxBodyBytes !== undefined && Number(req.headers['content-length'] ?? 0) > limits.maxBodyBytes) return sendError(req, res, 413);
    if (!/json/.test(single(req.headers['content-type']) ?? '')) return forward();
    // A JSON body is read first (they are small): Prism answers malformed JSON with a body outside the contract.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        JSON.parse(body.toString('utf8'));
      } catch {
        return sendError(req, res, 400);
      }
      forward(body);
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

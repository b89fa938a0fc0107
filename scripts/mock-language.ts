/**
 * The mock's language negotiation (issue 14). Prism answers a list with its first example unless a
 * request asks for another by name (`Prefer: example=<name>`); it does not look at Accept-Language.
 * The contract names each list's examples after their language (`en`, `hi`), so this small proxy in
 * front of Prism does what a backend does: a GET that carries `Accept-Language: hi` and no `Prefer`
 * of its own reaches Prism with `Prefer: example=hi`, and its answer says `Content-Language: hi`
 * (Prism would repeat the header's example, `en`).
 *
 * Nothing else changes: every request goes on to Prism, which still validates it against the
 * contract (a language outside en|hi gets its 422, an invalid submission its 400), and a request's
 * own `Prefer` (`code=500`, `example=empty`, as the acceptance steps send) is left exactly as it is.
 */
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import YAML from 'yaml';

interface ContractPaths {
  paths?: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }> } }>;
}

/** For each GET path, the languages it has an example for (examples named like a language tag: en, hi). */
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
 * The language example a request should get, or undefined to pass it on as it is: only a GET of a
 * list with an example in the asked language, and only when the request has no Prefer of its own.
 * The contract allows exactly `en` or `hi` as the header's value; anything else goes to Prism as
 * sent, which refuses it.
 */
export function languageFor(method: string | undefined, pathname: string, headers: IncomingHttpHeaders, examples: Map<string, Set<string>>): string | undefined {
  if (method !== 'GET' || headers.prefer !== undefined) return undefined;
  const language = single(headers['accept-language'])?.trim();
  return language && examples.get(pathname)?.has(language) ? language : undefined;
}

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export interface LanguageProxy {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the proxy on host:port (0 for any free port) in front of the mock at `target` (read per request: it may change). */
export async function startLanguageProxy(options: { target: string | (() => string); specPath: string; host: string; port: number }): Promise<LanguageProxy> {
  const examples = languageExamples(YAML.parse(readFileSync(options.specPath, 'utf8')) as ContractPaths);
  const server = createServer((req, res) => {
    const target = new URL(typeof options.target === 'function' ? options.target() : options.target);
    const pathname = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
    const language = languageFor(req.method, pathname, req.headers, examples);
    const headers = forwardable(req.headers);
    headers.host = target.host;
    if (language) headers.prefer = `example=${language}`;
    const upstream = httpRequest({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      const out = forwardable(answer.headers);
      const status = answer.statusCode ?? 502;
      if (language && status >= 200 && status < 300) out['content-language'] = language;
      res.writeHead(status, out);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The mock API (Prism) did not answer: ${error.message}`);
    });
    req.pipe(upstream);
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

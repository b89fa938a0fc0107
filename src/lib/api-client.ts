import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from '@generated/api';
import { env } from '@/config/env';
import { splitLocale, type Locale } from '@/config/locales';
import { LIST_TIMEOUT_MS, SUBMISSION_TIMEOUT_MS } from '@/config/timings';
import { apiBaseFrom, configuredApiBase } from './api-base';
import { deadline } from './deadline';
import { takeInlineEarlyReads } from './early-read-handover';

export type ApiClient = Client<paths>;

/** An API path a page reads with a plain GET (no parameters): what `readEarly` can start. */
export type EarlyPath = {
  [P in keyof paths]: paths[P] extends { get: { parameters: { path?: never; query?: never } } } ? P : never;
}[keyof paths];

let client: ApiClient | undefined;

/** The API base for this page (browser only: call from effects and handlers). */
export function apiBase(): string {
  return apiBaseFrom(configuredApiBase(env.VITE_API_BASE, document), window.location.origin);
}

/** How long a call may take, answer body included: a read (GET) or a submission (anything else). */
export function timeoutOf(method: string): number {
  return method.toUpperCase() === 'GET' ? LIST_TIMEOUT_MS : SUBMISSION_TIMEOUT_MS;
}

/**
 * Every call of the client has a deadline (LIST_TIMEOUT_MS for reads,
 * SUBMISSION_TIMEOUT_MS for submissions), whatever its caller does, and is also
 * aborted by the caller's own signal (a page going away). The timer is left to
 * run after the headers arrive so that a body that never finishes is cut off
 * too; aborting a finished request does nothing.
 */
function fetchWithDeadline(request: Request): Promise<Response> {
  const read = request.method === 'GET' ? takeEarly(request) : undefined;
  if (read) return read;
  const { signal } = deadline(timeoutOf(request.method), request.signal);
  return globalThis.fetch(request, { signal });
}

/**
 * Early reads (docs/adr/0001-page-data-route-loaders.md): a page whose main content is an API list asks for it while its
 * HTML is read (the inline script of src/app/early-reads-inline.ts), or, when that did not run, as
 * soon as the site's entry runs (main.tsx, `readEarly`), beside its own code and copy instead of
 * after them. The first GET of the same address in the same language made by the page is handed
 * that answer, once; later calls (a retry, another visit) go to the network as before. Each early
 * read has the list deadline from its start, and is aborted when the page that takes it goes away,
 * or, untaken, when the visitor leaves the page (`dropEarlyReads`).
 */
interface EarlyRead {
  response: Promise<Response>;
  controller: AbortController;
}
const early = new Map<string, EarlyRead>();

function keyOf(url: string, language: string | null): string {
  return `${url} ${language ?? ''}`;
}

function earlyKey(request: Request): string {
  return keyOf(request.url, request.headers.get('Accept-Language'));
}

/** Whether the page's HTML sent its reads itself (then the entry sends none). */
let sentByPage = false;

/** The reads the page's inline script sent join the others (each under the key of the request it made). */
function adoptInlineReads(): void {
  for (const read of takeInlineEarlyReads()) {
    sentByPage = true;
    early.set(keyOf(read.url, read.language), { response: read.response, controller: read.controller });
  }
}

/** The fetch of an early read: the request as the client built it (its middleware included), kept for the page. */
function fetchEarly(request: Request): Promise<Response> {
  const controller = new AbortController();
  const { signal } = deadline(timeoutOf('GET'), controller.signal);
  const response = globalThis.fetch(request, { signal });
  // Nobody may be waiting yet: a failure is the page's to see when it takes the read.
  response.catch(() => undefined);
  early.set(earlyKey(request), { response, controller });
  // The early caller only starts the request (parseAs: 'stream', body never read): the page gets the body.
  return response.then((r) => r.clone());
}

function takeEarly(request: Request): Promise<Response> | undefined {
  adoptInlineReads();
  const key = earlyKey(request);
  const read = early.get(key);
  if (!read) return undefined;
  early.delete(key);
  const { signal } = request;
  if (signal.aborted) read.controller.abort(signal.reason);
  else signal.addEventListener('abort', () => read.controller.abort(signal.reason), { once: true });
  return read.response;
}

/**
 * Starts the GETs of these API paths now, for the page's own calls to take (see above), unless the
 * page's HTML has sent them already (the inline script sends all of a page's reads at once).
 */
export function readEarly(paths: readonly EarlyPath[]): void {
  adoptInlineReads();
  if (sentByPage) return;
  for (const path of paths) void api().GET(path, { parseAs: 'stream', fetch: fetchEarly }).catch(() => undefined);
}

/** Aborts the early reads no page has taken (the visitor left the page first). */
export function dropEarlyReads(): void {
  adoptInlineReads();
  for (const read of early.values()) read.controller.abort();
  early.clear();
  sentByPage = false;
}

/** The languages the backend answers in (the contract's Language: `Content-Language`). */
export type ApiLanguage = components['schemas']['Language'];

/** Every language of the contract, and no other (the `satisfies` checks both ways). */
const API_LANGUAGES = { en: true, hi: true } as const satisfies Record<ApiLanguage, true>;

/** The language a page asks the API for: its own when the backend has it, English otherwise (Japanese for now). */
export function apiLanguageOf(locale: Locale): ApiLanguage {
  return Object.hasOwn(API_LANGUAGES, locale) ? (locale as ApiLanguage) : 'en';
}

/**
 * Every call to `/api/…`, a list or a submission, asks in the page's language (the lists' texts; a
 * submission's error messages, which the site never shows but a backend's logs do). The locale
 * comes from the page's URL prefix (as main.tsx picks it), read when the call is made: the client
 * exists only in the browser. Accept-Language is CORS-safelisted, so a GET stays without a
 * preflight. A language the caller set is kept.
 */
const askInPageLanguage: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!schemaPath.startsWith('/api/') || request.headers.has('Accept-Language')) return undefined;
    request.headers.set('Accept-Language', apiLanguageOf(splitLocale(window.location.pathname).locale));
    return request;
  },
};

/**
 * The one openapi-fetch client of the site. Created lazily in the browser so
 * that server-side pre-rendering never touches `window`. `fetch` is looked up
 * at call time so tests can replace `globalThis.fetch`.
 */
export function api(): ApiClient {
  if (!client) {
    client = createClient<paths>({
      baseUrl: apiBase(),
      fetch: fetchWithDeadline,
    });
    client.use(askInPageLanguage);
  }
  return client;
}

/** Forget the client (tests that change the base or fetch). */
export function resetApiClient(): void {
  client = undefined;
}

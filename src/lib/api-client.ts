import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from '@generated/api';
import { env } from '@/config/env';
import { splitLocale, type Locale } from '@/config/locales';
import { LIST_TIMEOUT_MS, SUBMISSION_TIMEOUT_MS } from '@/config/timings';
import { apiBaseFrom, configuredApiBase } from './api-base';
import { deadline } from './deadline';
import { takeInlineEarlyReads, type InlineEarlyRead } from './handover.early-read';

export type ApiClient = Client<paths>;

let client: ApiClient | undefined;

/** The API base for this page (browser only: call from effects and handlers). */
export function apiBase(): string {
  return apiBaseFrom(configuredApiBase(env.VITE_API_BASE, document), window.location.origin);
}

/** How long a call may take, answer body included: a read (GET) or a submission (anything else). */
function timeoutOf(method: string): number {
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
  const read = request.method === 'GET' ? takeInlineRead(request) : undefined;
  if (read) return read;
  const { signal } = deadline(timeoutOf(request.method), request.signal);
  return globalThis.fetch(request, { signal });
}

/**
 * The GETs the page's HTML sent while it was read (src/app/early-reads.inline.ts), each with the
 * list deadline from its start. The first GET of the same address in the same language takes its
 * answer, once, and its signal aborts it from then on; later calls go to the network.
 */
const inlineReads = new Map<string, InlineEarlyRead>();

const keyOf = (url: string, language: string | null) => `${url} ${language ?? ''}`;

function takeInlineRead(request: Request): Promise<Response> | undefined {
  for (const read of takeInlineEarlyReads()) inlineReads.set(keyOf(read.url, read.language), read);
  const key = keyOf(request.url, request.headers.get('Accept-Language'));
  const read = inlineReads.get(key);
  if (!read) return undefined;
  inlineReads.delete(key);
  const { signal } = request;
  if (signal.aborted) read.controller.abort(signal.reason);
  else signal.addEventListener('abort', () => read.controller.abort(signal.reason), { once: true });
  return read.response;
}

/**
 * The client of the pre-render (no document): it fetches nothing and never answers, so a page is
 * written in its loading state, and it notes each path a page's loader asks for: those are the
 * page's early reads (src/app/early-reads.inline.ts), derived from the loader, never listed.
 */
const asked: string[] = [];
const PRERENDER_BASE = 'http://prerender.invalid';

function noteAndHold(request: Request): Promise<Response> {
  asked.push(new URL(request.url).pathname);
  return new Promise<Response>(() => undefined);
}

/** The paths asked for since the last call (the pre-render's, per page). */
export function takeAskedPaths(): string[] {
  return asked.splice(0);
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
 * The one openapi-fetch client of the site, created on first use: in the browser, or in the
 * pre-render, where it fetches nothing (`noteAndHold`) and never touches `window`. `fetch` is looked
 * up at call time so tests can replace `globalThis.fetch`.
 */
export function api(): ApiClient {
  if (!client && typeof document === 'undefined') client = createClient<paths>({ baseUrl: PRERENDER_BASE, fetch: noteAndHold });
  if (!client) {
    client = createClient<paths>({ baseUrl: apiBase(), fetch: fetchWithDeadline });
    client.use(askInPageLanguage);
  }
  return client;
}

/**
 * Forget the client (tests that change the base or fetch).
 * @internal A test seam (tests/support/fake-api.ts).
 */
export function resetApiClient(): void {
  client = undefined;
}

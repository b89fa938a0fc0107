import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from '@generated/api';
import { env } from '@/config/env';
import { splitLocale, type Locale } from '@/config/locales';
import { LIST_TIMEOUT_MS, SUBMISSION_TIMEOUT_MS } from '@/config/timings';
import { apiBaseFrom, configuredApiBase } from './api-base';
import { deadline } from './deadline';

export type ApiClient = Client<paths>;

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
  const { signal } = deadline(timeoutOf(request.method), request.signal);
  return globalThis.fetch(request, { signal });
}

/** The languages the contract's lists answer in (`Accept-Language`, issue 14). */
export type ApiLanguage = components['parameters']['AcceptLanguage'];

/** Every language of the contract, and no other (the `satisfies` checks both ways). */
const API_LANGUAGES = { en: true, hi: true } as const satisfies Record<ApiLanguage, true>;

/** The language a page asks the lists for: its own when the contract has it, English otherwise (Japanese for now). */
export function apiLanguageOf(locale: Locale): ApiLanguage {
  return Object.hasOwn(API_LANGUAGES, locale) ? (locale as ApiLanguage) : 'en';
}

/**
 * Every GET of a list (`/api/…`) asks in the page's language. The locale comes from the page's URL
 * prefix (as main.tsx picks it), read when the call is made: the client exists only in the browser.
 * `en` and `hi` are CORS-safelisted values, so this adds no preflight. A language the caller set is kept.
 */
const askInPageLanguage: Middleware = {
  onRequest({ request, schemaPath }) {
    if (request.method !== 'GET' || !schemaPath.startsWith('/api/') || request.headers.has('Accept-Language')) return undefined;
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

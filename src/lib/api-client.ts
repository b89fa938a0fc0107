import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@generated/api';
import { env } from '@/config/env';
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

/**
 * The one openapi-fetch client of the site. Created lazily in the browser so
 * that server-side pre-rendering never touches `window`. `fetch` is looked up
 * at call time so tests can replace `globalThis.fetch`.
 */
export function api(): ApiClient {
  client ??= createClient<paths>({
    baseUrl: apiBase(),
    fetch: fetchWithDeadline,
  });
  return client;
}

/** Forget the client (tests that change the base or fetch). */
export function resetApiClient(): void {
  client = undefined;
}

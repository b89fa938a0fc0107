import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@generated/api';
import { env } from '@/config/env';
import { apiBaseFrom, configuredApiBase } from './api-base';

export type ApiClient = Client<paths>;

let client: ApiClient | undefined;

/** The API base for this page (browser only: call from effects and handlers). */
export function apiBase(): string {
  return apiBaseFrom(configuredApiBase(env.VITE_API_BASE, document), window.location.origin);
}

/**
 * The one openapi-fetch client of the site. Created lazily in the browser so
 * that server-side pre-rendering never touches `window`. `fetch` is looked up
 * at call time so tests can replace `globalThis.fetch`.
 */
export function api(): ApiClient {
  client ??= createClient<paths>({
    baseUrl: apiBase(),
    fetch: (request) => globalThis.fetch(request),
  });
  return client;
}

/** Forget the client (tests that change the base or fetch). */
export function resetApiClient(): void {
  client = undefined;
}

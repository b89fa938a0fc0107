import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClient } from '@/lib/api-client';

/** The API base the unit tests' pages see (through the api-base meta tag). */
export const TEST_API_BASE = 'http://api.test';

/** A JSON answer as a backend would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * For a describe block whose tests replace `globalThis.fetch`: a fresh API
 * client pointed at TEST_API_BASE before each test, the real fetch and
 * console restored after it (the expected error logs are silenced).
 */
export function useFakeApi(): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    resetApiClient();
    document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServices } from '@/features/services/api/get-services';
import { dropEarlyReads, readEarly } from '@/lib/api-client';
import { jsonResponse, useFakeApi } from '../support/fake-api';

/** Early reads (src/lib/api-client.ts): a page's list asked for as the entry starts, handed to the page's own call once. */
describe('early reads', () => {
  useFakeApi();
  afterEach(() => {
    dropEarlyReads();
    window.history.replaceState(null, '', '/');
  });

  function recording() {
    const requests: { request: Request; signal: AbortSignal | undefined }[] = [];
    globalThis.fetch = vi.fn(async (request: Request, init?: RequestInit) => {
      requests.push({ request, signal: init?.signal ?? undefined });
      return jsonResponse([]);
    }) as unknown as typeof fetch;
    return requests;
  }

  it('sends the GET once: the page’s first call takes its answer, a later call asks again', async () => {
    const requests = recording();
    readEarly(['/api/services/']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await expect(getServices()).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
    await getServices();
    expect(requests).toHaveLength(2);
  });

  it('is taken only by a call in the same language', async () => {
    window.history.replaceState(null, '', '/hi/services');
    const requests = recording();
    readEarly(['/api/services/']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await getServices();
    expect(requests.map((r) => r.request.headers.get('Accept-Language'))).toEqual(['hi']);
  });

  it('is aborted with the page that took it, and when nobody took it', async () => {
    const requests = recording();
    readEarly(['/api/services/']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const page = new AbortController();
    const taken = getServices(page.signal);
    page.abort();
    await taken.catch(() => undefined);
    expect(requests[0]?.signal?.aborted).toBe(true);

    readEarly(['/api/services/']);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    dropEarlyReads();
    expect(requests[1]?.signal?.aborted).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { getClientsPageData } from '@/features/clients/load-clients-page';
import { getServices } from '@/features/services/api/get-services';
import { api, takeAskedPaths } from '@/lib/api-client';

/**
 * The API client in the pre-render (no document): a page's loader runs there, and what it asks for
 * becomes the page's early reads (src/entry-server.tsx, src/app/early-reads.inline.ts), derived
 * from the loader, never listed. Nothing is fetched and nothing answers: the page is written loading.
 */
describe('the API client in the pre-render', () => {
  it('fetches nothing, never answers, and notes each path a page asks for', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    takeAskedPaths();
    let settled = false;
    void getServices().finally(() => (settled = true));
    void getClientsPageData().finally(() => (settled = true));
    await new Promise((done) => setTimeout(done));
    expect(takeAskedPaths().sort()).toEqual(['/api/logos/', '/api/services/', '/api/testimonials/']);
    expect(takeAskedPaths()).toEqual([]);
    expect(settled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(typeof api().GET).toBe('function');
    vi.unstubAllGlobals();
  });
});

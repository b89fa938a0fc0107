import { describe, expect, it, vi } from 'vitest';
import { CLIENTS_FETCH_FAILURE, getClientsPageData } from '@/features/clients/load-clients-page';
import { jsonResponse as json, useFakeApi } from '../../support/fake-api';

const logos = [
  { id: 1, name: 'Kaveri Textiles', category: 'Manufacturing' },
  { _id: 'b2', company_name: 'Charminar Software', city: 'Hyderabad' },
];
const testimonials = [{ id: 1, name: 'Anjali Deshpande', position: 'Managing Director' }];

describe('getClientsPageData', () => {
  useFakeApi();

  it('issues both calls together and normalises the clients', async () => {
    const seen: string[] = [];
    let answer!: () => void;
    const gate = new Promise<void>((ok) => (answer = ok));
    globalThis.fetch = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      seen.push(path);
      await gate;
      return json(path === '/api/logos/' ? logos : testimonials);
    }) as unknown as typeof fetch;
    const loading = getClientsPageData();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    // Both requests are out before either is answered.
    expect([...seen].sort()).toEqual(['/api/logos/', '/api/testimonials/']);
    answer();
    const data = await loading;
    expect(data.testimonials).toEqual(testimonials);
    expect(data.clients.map((c) => [c.key, c.name, c.location])).toEqual([
      ['id-1', 'Kaveri Textiles', ''],
      ['_id-b2', 'Charminar Software', 'Hyderabad'],
    ]);
  });

  it.each(['/api/logos/', '/api/testimonials/'])("fails with '%s' failing, as 'Failed to fetch data'", async (failing) => {
    globalThis.fetch = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === failing) return json({ detail: 'Server error' }, 500);
      return json(path === '/api/logos/' ? logos : testimonials);
    }) as unknown as typeof fetch;
    await expect(getClientsPageData()).rejects.toThrow(CLIENTS_FETCH_FAILURE);
    expect(CLIENTS_FETCH_FAILURE).toBe('Failed to fetch data');
  });
});

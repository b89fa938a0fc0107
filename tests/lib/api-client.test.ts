import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBoardMembers } from '@/features/board/api/get-board-members';
import { submitEnquiry } from '@/features/enquiry/api/submit-enquiry';
import { api, apiLanguageOf } from '@/lib/api-client';
import { jsonResponse, useFakeApi } from '../support/fake-api';

/** Issue 14: the one client asks the lists in the page's language, and only the lists. */
describe('Accept-Language on the client', () => {
  useFakeApi();
  afterEach(() => window.history.replaceState(null, '', '/'));

  function recording(body: unknown = []) {
    const requests: Request[] = [];
    globalThis.fetch = vi.fn(async (request: Request) => {
      requests.push(request);
      return jsonResponse(body, request.method === 'POST' ? 201 : 200);
    }) as unknown as typeof fetch;
    return requests;
  }

  it.each([
    ['/', 'en'],
    ['/about/board-of-directors', 'en'],
    ['/hi/', 'hi'],
    ['/hi/about/board-of-directors', 'hi'],
    // Japanese pages ask in English until the contract has Japanese.
    ['/ja/', 'en'],
    // Not a locale prefix.
    ['/history/', 'en'],
  ])('a list called from %s is asked for in %s', async (path, language) => {
    window.history.replaceState(null, '', path);
    const requests = recording();
    await getBoardMembers();
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual([language]);
  });

  it('maps every locale to a language of the contract', () => {
    expect([apiLanguageOf('en'), apiLanguageOf('hi'), apiLanguageOf('ja')]).toEqual(['en', 'hi', 'en']);
  });

  it("sends it on submissions too (the language of a 400's messages), and keeps a language the caller chose", async () => {
    window.history.replaceState(null, '', '/hi/');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const requests = recording({ status: 'received', message: 'ok' });
    await submitEnquiry({
      name: 'A',
      email: 'a@example.com',
      phone_num: '9876543210',
      insurance_type: 'Life',
      consent: { purposes: ['contact'], notice_version: '2026-11-24', given_at: '2026-11-24T04:45:00Z' },
    });
    await api().GET('/api/services/', { params: { header: { 'Accept-Language': 'en' } } });
    expect(requests.map((r) => `${r.method} ${r.headers.get('Accept-Language')}`)).toEqual(['POST hi', 'GET en']);
  });

  it('adds no header that would need a CORS preflight: the list GETs carry only safelisted ones', async () => {
    window.history.replaceState(null, '', '/hi/');
    const requests = recording();
    await getBoardMembers();
    const names = [...(requests[0]?.headers.keys() ?? [])].map((name) => name.toLowerCase());
    // Fetch's CORS-safelisted request headers (accept, accept-language, content-language) with safelisted values.
    expect(
      names.every((name) => ['accept', 'accept-language', 'content-language'].includes(name)),
      names.join(),
    ).toBe(true);
    expect(requests[0]?.headers.get('Accept-Language')).toMatch(/^[0-9A-Za-z *,\-.;=]+$/);
  });
});

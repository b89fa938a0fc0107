import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReadsMeta } from '@/app/early-reads';
import type { CsrInitiative } from '@/features/csr/api/get-csr-initiatives';
import { boardPhotoOf, boardPhotoPath, firstPhoto as boardPhoto } from '@/pages/board-of-directors/page';
import { firstPhoto as csrPhoto } from '@/pages/csr/page';
import { teamPhotoOf, teamPhotoPath, firstPhoto as teamPhoto } from '@/pages/key-management-team/page';
import { firstPhoto as servicesPhoto } from '@/pages/services/page';
import { imageOf, newestFirst } from '@/pages/csr/initiatives';
import { getServices } from '@/features/services/api/get-services';
import { apiBaseFrom } from '@/lib/api-base';
import { isTimeout } from '@/lib/deadline';
import type { EarlyImage } from '@/lib/handover.early-read';
import { jsonResponse, TEST_API_BASE, useFakeApi } from '../support/fake-api';

/**
 * The inline early read (src/app/early-reads.inline.ts, run here as the module it is; the build
 * inlines it compiled, tests/scripts/delivery/inline-scripts.test.ts): the page's lists asked for
 * while its HTML is read, then handed to the API client, which must not ask again when the page's
 * loader asks.
 */
describe('the inline early read', () => {
  useFakeApi();
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  interface Sent {
    url: string;
    language: string | null;
    signal: AbortSignal | undefined;
  }

  function recording(): Sent[] {
    const sent: Sent[] = [];
    globalThis.fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      sent.push({ url: request.url, language: request.headers.get('Accept-Language'), signal: init?.signal ?? undefined });
      return jsonResponse([]);
    }) as unknown as typeof fetch;
    return sent;
  }

  /** The page as the pre-render writes it: its head gains the meta, then the script runs. */
  async function runInline(paths: string[], language: string, buildTimeBase = '', timeoutMs = 10_000, image?: EarlyImage) {
    document.head.insertAdjacentHTML('beforeend', earlyReadsMeta({ paths, language, timeoutMs, buildTimeBase, image }));
    vi.resetModules();
    await import('@/app/early-reads.inline');
  }

  it('asks for the same address, in the same language, as the client would, and the page’s call takes it', async () => {
    window.history.replaceState(null, '', '/hi/services');
    const sent = recording();
    await runInline(['/api/services/'], 'hi');
    expect(sent.map((s) => [s.url, s.language])).toEqual([[`${TEST_API_BASE}/api/services/`, 'hi']]);
    // The page's first call takes the inline one: nothing more is sent; a later call asks again.
    await expect(getServices()).resolves.toEqual([]);
    expect(sent).toHaveLength(1);
    await getServices();
    expect(sent).toHaveLength(2);
  });

  it('uses a build-time base before the run-time meta, and the origin rule without either', async () => {
    const sent = recording();
    await runInline(['/api/csr/'], 'en', 'https://api.example.test/');
    document.head.innerHTML = '';
    await runInline(['/api/csr/'], 'en');
    expect(sent.map((s) => s.url)).toEqual(['https://api.example.test/api/csr/', `${apiBaseFrom('', window.location.origin)}/api/csr/`]);
  });

  it('is not taken by a call in another language: that call asks itself', async () => {
    window.history.replaceState(null, '', '/services');
    const sent = recording();
    await runInline(['/api/services/'], 'hi');
    await getServices();
    expect(sent.map((s) => s.language)).toEqual(['hi', 'en']);
  });

  it('gives up after the list deadline with a timeout, on the page’s clock', async () => {
    vi.useFakeTimers();
    globalThis.fetch = vi.fn(
      (_input: string, init?: RequestInit) => new Promise<Response>((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason))),
    ) as unknown as typeof fetch;
    await runInline(['/api/services/'], 'en', '', 10_000);
    const answer = getServices().then(
      () => 'answered',
      (error: unknown) => (isTimeout(error) ? 'timed out' : String(error)),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('timed out');
  });

  it('is aborted with the page that took it (the visitor left)', async () => {
    const sent = recording();
    await runInline(['/api/services/'], 'en');
    const page = new AbortController();
    const taken = getServices(page.signal);
    page.abort();
    await taken.catch(() => undefined);
    expect(sent.map((s) => s.signal?.aborted)).toEqual([true]);
  });

  describe('preloads the first card’s photo, as the page draws it, once the list arrives', () => {
    function answering(body: unknown) {
      globalThis.fetch = vi.fn(async () => jsonResponse(body)) as unknown as typeof fetch;
    }
    async function preloaded(image: EarlyImage, body: unknown): Promise<string[]> {
      answering(body);
      await runInline([image.read], 'en', '', 10_000, image);
      await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
      // The list is read, then the link is added: give both promise steps their turn.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      await new Promise((done) => setTimeout(done, 0));
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => {
        expect(l.getAttribute('fetchpriority')).toBe('high');
        return l.getAttribute('href') ?? '';
      });
    }

    it('services: the first service’s image, on the API host as the boundary resolves it', async () => {
      const services = [
        { title: 'A', img: '/images/services/a.svg', description: '' },
        { title: 'B', img: '/images/services/b.svg', description: '' },
      ];
      const drawn = (await (answering(services), getServices()))[0]?.img;
      expect(drawn).toBe(`${TEST_API_BASE}/images/services/a.svg`);
      await expect(preloaded(servicesPhoto, services)).resolves.toEqual([drawn]);
    });

    it('board and key team: the first member’s photo from the answer (API host), else by the page’s own path', async () => {
      await expect(
        preloaded(boardPhoto, [
          { id: 4, member_name: 'A' },
          { id: 1, member_name: 'B' },
        ]),
      ).resolves.toEqual([boardPhotoPath(4)]);
      document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
      await expect(preloaded(teamPhoto, [{ id: 7, name: 'A' }])).resolves.toEqual([teamPhotoPath(7)]);
      document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
      await expect(preloaded(boardPhoto, [{ id: 4, member_name: 'A', photo: '/images/people/4.jpg' }])).resolves.toEqual([
        boardPhotoOf({ id: 4, photo: `${TEST_API_BASE}/images/people/4.jpg` }),
      ]);
      document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
      await expect(preloaded(teamPhoto, [{ id: 7, name: 'A', photo: 'https://cdn.example.in/7.jpg' }])).resolves.toEqual([
        teamPhotoOf({ id: 7, photo: 'https://cdn.example.in/7.jpg' }),
      ]);
    });

    it('CSR: the newest initiative’s photo, as the page orders them, or the default one', async () => {
      const initiatives = [
        { id: 1, activity_name: 'Old', activity_date: '2023-01-05', activity_image: '/images/csr/old.svg' },
        { id: 2, activity_name: 'Undated', activity_date: 'soon', activity_image: '/images/csr/undated.svg' },
        { id: 3, activity_name: 'New', activity_date: '2025-03-15', activity_image: '/images/csr/new.svg' },
      ] as unknown as CsrInitiative[];
      await expect(preloaded(csrPhoto, initiatives)).resolves.toEqual([`${TEST_API_BASE}${imageOf(newestFirst(initiatives)[0]!)}`]);
      document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
      const withoutPhoto = [{ ...initiatives[2], activity_image: ' ' }] as unknown as CsrInitiative[];
      await expect(preloaded(csrPhoto, withoutPhoto)).resolves.toEqual([imageOf(withoutPhoto[0]!)]);
    });

    it('nothing for an address that is not http(s) or relative, or an answer that is not a list', async () => {
      await expect(preloaded(servicesPhoto, [{ title: 'A', img: 'javascript:alert(1)', description: '' }])).resolves.toEqual([]);
      document.head.innerHTML = `<meta name="api-base" content="${TEST_API_BASE}">`;
      await expect(preloaded(servicesPhoto, { detail: 'not a list' })).resolves.toEqual([]);
    });
  });
});

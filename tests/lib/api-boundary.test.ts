import { describe, expect, it, vi } from 'vitest';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { getOffices } from '@/features/offices/api/get-offices';
import { submitEnquiry } from '@/features/enquiry/api/submit-enquiry';
import { submitPosp } from '@/features/posp/api/submit-posp';
import { sendContactMessage } from '@/features/contact/api/send-contact-message';
import { getServices } from '@/features/services/api/get-services';
import { jsonResponse, TEST_API_BASE, useFakeApi } from '../support/fake-api';
import { ApiError, answerLanguageOf, apiTextLang, sameAnswer } from '@/lib/api-response';

function answer(status: number, body: unknown) {
  return vi.fn(async (request: Request) => {
    void request;
    return jsonResponse(body, status);
  });
}

describe('responses are validated at the boundary', () => {
  useFakeApi();

  it('returns typed data for a body that matches the contract', async () => {
    const fetchMock = answer(200, [{ number: '9.6', suffix: 'M', label: 'Policies Issued' }]);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(getBusinessNumbers()).resolves.toEqual([{ number: '9.6', suffix: 'M', label: 'Policies Issued' }]);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://api.test/api/list-business-numbers/');
  });

  it('rejects a malformed body instead of passing it on', async () => {
    globalThis.fetch = answer(200, [{ number: 9.6, label: null }]) as unknown as typeof fetch;
    await expect(getBusinessNumbers()).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a body that is not a list', async () => {
    globalThis.fetch = answer(200, { offices: [] }) as unknown as typeof fetch;
    await expect(getOffices()).rejects.toThrow(/does not match the contract/);
  });

  it('rejects an error status with the status kept', async () => {
    globalThis.fetch = answer(500, { code: 'server_error', message: 'boom' }) as unknown as typeof fetch;
    await expect(getOffices()).rejects.toMatchObject({ status: 500 });
  });

  it('reports a submission as not ok on an error answer and on a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = {
      name: 'A',
      email: 'a@example.com',
      phone_num: '9876543210',
      insurance_type: 'Life' as const,
      consent: { purposes: ['contact' as const], notice_version: '2026-11-24' as const, given_at: '2026-11-24T04:45:00Z' },
    };
    globalThis.fetch = answer(400, { code: 'validation_error', message: 'bad' }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toMatchObject({ ok: false });
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toMatchObject({ ok: false });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    globalThis.fetch = answer(201, { status: 'received', message: 'ok', reference: 'ENQ-1' }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toMatchObject({ ok: true });
  });

  it('empties an image URL that is not http(s) or relative, so the page shows its fallback, and resolves a path against the API host', async () => {
    globalThis.fetch = answer(200, [
      { img: 'javascript:alert(1)', description: 'A' },
      { img: '/images/services/placement.jpg', description: 'B' },
      { img: 'https://cdn.example.in/c.svg', description: 'C' },
    ]) as unknown as typeof fetch;
    await expect(getServices()).resolves.toEqual([
      { img: '', description: 'A' },
      { img: `${TEST_API_BASE}/images/services/placement.jpg`, description: 'B' },
      { img: 'https://cdn.example.in/c.svg', description: 'C' },
    ]);
  });

  it("keeps the answer's Content-Language beside its data, for the page to mark texts in another language", async () => {
    const at = (language: string | null) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify([{ img: '/a.svg', description: 'A' }]), {
            status: 200,
            headers: { 'content-type': 'application/json', ...(language ? { 'content-language': language } : {}) },
          }),
      ) as unknown as typeof fetch;
    globalThis.fetch = at('en');
    const english = await getServices();
    expect(answerLanguageOf(english)).toBe('en');
    expect([apiTextLang(english, 'hi'), apiTextLang(english, 'ja'), apiTextLang(english, 'en')]).toEqual(['en', 'en', undefined]);
    globalThis.fetch = at('hi');
    expect(apiTextLang(await getServices(), 'hi')).toBeUndefined();
    globalThis.fetch = at(null);
    expect(apiTextLang(await getServices(), 'ja')).toBeUndefined();
    globalThis.fetch = at('<b>');
    expect(apiTextLang(await getServices(), 'hi')).toBeUndefined();
    // Data made from an answer (sorted, filtered) keeps its language when the page says so.
    globalThis.fetch = at('en');
    const answer = await getServices();
    expect(answerLanguageOf(sameAnswer(answer, answer.slice()))).toBe('en');
    expect(answerLanguageOf(answer.slice())).toBeUndefined();
  });
});

describe('a submission succeeds on any 2xx, whatever its body (part 1 §7)', () => {
  useFakeApi();
  const enquiry = {
    name: 'A',
    email: 'a@example.com',
    phone_num: '9876543210',
    insurance_type: 'Life' as const,
    consent: { purposes: ['contact' as const], notice_version: '2026-11-24' as const, given_at: '2026-11-24T04:45:00Z' },
  };
  const posp = {
    name: 'R',
    pan_num: 'ABCDE1234F',
    email: 'r@example.com',
    phone_num: '9823012345',
    remarks: 'x',
    consent: { purposes: ['contact' as const], notice_version: '2026-11-24' as const, given_at: '2026-11-24T04:45:00Z' },
  };
  const contact = {
    first_name: 'P',
    last_name: 'N',
    email: 'p@example.com',
    subject: 's',
    message: 'm',
    accepted_terms: true as const,
    consent: { purposes: ['contact' as const], notice_version: '2026-11-24' as const, given_at: '2026-11-24T04:45:00Z' },
  };

  function respond(make: () => Response) {
    globalThis.fetch = vi.fn(async (request: Request) => {
      void request;
      return make();
    }) as unknown as typeof fetch;
  }

  /** A body that sends part of a JSON document and then breaks off. */
  function truncated(): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":"rec'));
        controller.error(new TypeError('terminated'));
      },
    });
  }

  const successes: [string, () => Response][] = [
    ['201 with the recommended JSON', () => jsonResponse({ status: 'received', message: 'ok', reference: 'ENQ-1' }, 201)],
    ['200 {}', () => jsonResponse({}, 200)],
    ['200 text/plain OK', () => new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } })],
    ['200 with a truncated JSON body', () => new Response('{"status":"rec', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['200 whose body breaks off', () => new Response(truncated(), { status: 200, headers: { 'content-type': 'application/json' } })],
    ['202 whose body never ends', () => new Response(new ReadableStream(), { status: 202 })],
    ['204 without a body', () => new Response(null, { status: 204 })],
  ];

  it.each(successes)('%s is success for every form', async (name, make) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    respond(make);
    await expect(submitEnquiry(enquiry)).resolves.toMatchObject({ ok: true });
    await expect(submitPosp(posp)).resolves.toMatchObject({ ok: true });
    await expect(sendContactMessage(contact)).resolves.toMatchObject({ ok: true });
    expect(console.error).not.toHaveBeenCalled();
    // The body is logged once it has arrived (or broken off); a body that never ends is never waited for.
    if (!name.includes('never ends')) await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(3));
  });

  it('logs a text body once it has arrived', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    respond(() => new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await submitEnquiry(enquiry);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('enquiry: accepted', 'OK'));
  });

  it.each([
    ['400 with the contract error', () => jsonResponse({ code: 'validation_error', message: 'bad' }, 400)],
    ['500 with an HTML page', () => new Response('<h1>Oops</h1>', { status: 500, headers: { 'content-type': 'text/html' } })],
    ['429 without a body', () => new Response(null, { status: 429, headers: { 'retry-after': '60' } })],
    ['a redirect', () => new Response(null, { status: 302, headers: { location: '/elsewhere' } })],
  ] as [string, () => Response][])('%s is failure', async (_, make) => {
    respond(make);
    await expect(submitEnquiry(enquiry)).resolves.toMatchObject({ ok: false });
    expect(console.error).toHaveBeenCalled();
  });
});

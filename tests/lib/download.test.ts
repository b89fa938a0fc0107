import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, isPdf } from '@/lib/download';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function answer(body: BodyInit, contentType: string, status = 200) {
  globalThis.fetch = vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })) as unknown as typeof fetch;
}

describe('a download saves a file only when the answer is a PDF', () => {
  it('knows a PDF by its content type and its first bytes', async () => {
    expect(await isPdf('application/pdf', new Blob(['%PDF-1.4 …']))).toBe(true);
    expect(await isPdf('application/pdf; charset=binary', new Blob(['%PDF-1.7']))).toBe(true);
    expect(await isPdf('text/html', new Blob(['%PDF-1.4']))).toBe(false);
    expect(await isPdf('application/pdf', new Blob(['<!doctype html><h1>Not found</h1>']))).toBe(false);
    expect(await isPdf(null, new Blob(['%PDF-1.4']))).toBe(false);
  });

  it('saves a PDF under the given name', async () => {
    answer('%PDF-1.4 test', 'application/pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadFile('http://api.test/media/docs/CSR_Policy.pdf', 'CSR_Policy.pdf');
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CSR_Policy.pdf');
  });

  it.each([
    ['an HTML page answered 200', '<!doctype html><title>Error</title>', 'text/html', 200],
    ['an HTML page labelled as a PDF', '<!doctype html><title>Error</title>', 'application/pdf', 200],
    ['a 404', '{"code":"not_found","message":"x"}', 'application/json', 404],
  ] as const)('rejects %s and saves nothing', async (_, body, type, status) => {
    answer(body, type, status);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(downloadFile('http://api.test/media/docs/CSR_Policy.pdf', 'CSR_Policy.pdf')).rejects.toThrow();
    expect(click).not.toHaveBeenCalled();
  });
});

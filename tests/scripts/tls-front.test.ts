// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h2Get, startTlsFront, type TlsFront } from '../../scripts/tls-front';

/**
 * The bench's TLS front (`npm run bench -- --tls`): Debian's nginx with a certificate made for the run,
 * one https port per upstream, speaking HTTP/2 to a browser that offers it, and passing each answer
 * through as the upstream sent it: status, headers and the compressed bytes.
 */
const BODY = brotliCompressSync(Buffer.from('<p>Life, non-life and reinsurance cover.</p>'.repeat(20)));
/** A body larger than nginx's proxy buffers (8 × 4 or 8 KB), as a page is to a client that asks for it uncompressed. */
const LARGE = Buffer.from('<p>Claims assistance, from intimation to settlement.</p>'.repeat(6000));

function upstream(name: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/missing') return res.writeHead(404).end();
    if (req.url === '/large') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LARGE);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'x-upstream': `${name} ${req.headers['accept-encoding'] ?? ''}`,
    });
    res.end(BODY);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

describe('the TLS front', () => {
  let site: Server;
  let api: Server;
  let front: TlsFront;

  beforeAll(async () => {
    [site, api] = await Promise.all([upstream('site'), upstream('api')]);
    front = await startTlsFront([{ upstream: origin(site) }, { upstream: origin(api) }]);
  }, 30_000);

  afterAll(async () => {
    await front?.close();
    site?.close();
    api?.close();
  });

  it('speaks HTTP/2 over TLS on one https port per upstream, with a certificate for 127.0.0.1', async () => {
    expect(front.urls).toHaveLength(2);
    for (const url of front.urls) expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await h2Get(`${front.urls[0]}/services`, front.cert);
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
  });

  it("passes each answer through as its upstream sent it: the request's Accept-Encoding, the headers, the compressed bytes", async () => {
    const br = { 'accept-encoding': 'br' };
    const [page, data] = await Promise.all([h2Get(`${front.urls[0]}/services`, front.cert, br), h2Get(`${front.urls[1]}/api/services/`, front.cert, br)]);
    expect(page.headers['x-upstream']).toBe('site br');
    expect(data.headers['x-upstream']).toBe('api br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.bytes.equals(BODY)).toBe(true);
    expect((await h2Get(`${front.urls[0]}/missing`, front.cert)).headers[':status']).toBe(404);
  });

  it('passes a body larger than its buffers through whole', async () => {
    const answer = await h2Get(`${front.urls[0]}/large`, front.cert);
    expect(answer.headers[':status']).toBe(200);
    expect(answer.bytes.length).toBe(LARGE.length);
    expect(answer.bytes.equals(LARGE)).toBe(true);
  });

  it('is refused by a client that does not know its certificate', async () => {
    await expect(h2Get(`${front.urls[0]}/`, '')).rejects.toThrow(/certificate/i);
  });
});

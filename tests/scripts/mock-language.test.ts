// @vitest-environment node
/**
 * The mock API: Prism behind the proxy of scripts/mock-language.ts. The proxy picks the language
 * example by the contract's Accept-Language rule (any value, q-values), serves the files the examples
 * name from public/, answers 405 with Allow and the contract's 404; Prism still validates every
 * request and honours a request's own Prefer.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { contractRoutes, languageExamples, languageFor, namedFiles } from '../../scripts/mock-language';
import { freePort, startPrism, type RunningPrism } from '../../scripts/processes';

const root = resolve(import.meta.dirname, '../..');
const contract = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
const example = (path: string, name: string): unknown => contract.paths[path].get.responses['200'].content['application/json'].examples[name].value;

describe('which requests get a language example', () => {
  const examples = languageExamples(contract);

  it('knows every list by its en and hi examples, and nothing else', () => {
    expect(examples.get('/api/board-of-directors/')).toEqual(new Set(['en', 'hi']));
    expect(examples.get('/api/logos/')).toEqual(new Set(['en', 'hi']));
    expect(examples.has('/api/contact/')).toBe(false);
    expect(examples.has('/media/docs/CSR_Policy.pdf')).toBe(false);
  });

  it('picks a language only for a GET of a list without a Prefer of its own', () => {
    const at = (method: string, path: string, headers: Record<string, string>) => languageFor(method, path, headers, examples);
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi' })).toBe('hi');
    expect(at('HEAD', '/api/csr/', { 'accept-language': 'hi' })).toBe('hi');
    expect(at('GET', '/api/csr/', { 'accept-language': 'en' })).toBe('en');
    expect(at('GET', '/api/csr/', {})).toBeUndefined();
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi', prefer: 'code=500' })).toBeUndefined();
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi', prefer: 'example=empty' })).toBeUndefined();
    expect(at('POST', '/api/contact/', { 'accept-language': 'hi' })).toBeUndefined();
  });

  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en;q=0.1, hi', 'hi'],
    ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
    ['HI', 'hi'],
    ['hi;q=0, *', 'en'],
    ['*', 'en'],
    ['fr', 'en'],
    ['ja-JP,ja;q=0.9', 'en'],
    ['', 'en'],
    ['hi;q=oops', 'hi'],
  ])("chooses by the contract's rule: %j → %s", (header, language) => {
    expect(languageFor('GET', '/api/services/', { 'accept-language': header }, examples)).toBe(language);
  });
});

describe('what the proxy answers itself', () => {
  it('knows the files the examples name, and serves only those that public/ holds', () => {
    const files = namedFiles(contract, join(root, 'public'));
    for (const path of [
      '/images/services/placement.svg',
      '/images/clients/client-1.svg',
      '/images/csr/road-safety.svg',
      '/media/videos/dealer-story.webm',
      '/images/testimonials/dealer-story-thumb.svg',
    ]) {
      expect(files.get(path), path).toBe(join(root, 'public', path));
    }
    // The keyed photos (site host) and the compliance files (Prism's operation) are not among them.
    expect([...files.keys()].some((p) => p.startsWith('/images/cities/') || p.startsWith('/media/compliance/'))).toBe(false);
  });

  it("lists each path's methods for Allow, HEAD with GET and OPTIONS everywhere", () => {
    const allowOf = (path: string) => contractRoutes(contract).find((r) => r.pattern.test(path))?.allow;
    expect(allowOf('/api/services/')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowOf('/api/contact/')).toEqual(['POST', 'OPTIONS']);
    expect(allowOf('/media/compliance/annual-report-2024-25.pdf')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowOf('/api/services')).toBeUndefined();
    expect(allowOf('/media/compliance/a/b.pdf')).toBeUndefined();
  });
});

describe('the mock API (Prism behind the language proxy)', { timeout: 30_000 }, () => {
  let mock: RunningPrism;

  beforeAll(async () => {
    mock = await startPrism(await freePort());
  }, 60_000);

  afterAll(async () => {
    await mock?.stop();
  });

  /** Any method, TRACE included (fetch refuses to send it). */
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((ok, fail) => {
      const req = httpRequest(`${mock.url}${path}`, { method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', fail);
      req.end();
    });

  const get = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(`${mock.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };

  it('answers Accept-Language: hi with the Hindi example, in Hindi, varying by language', async () => {
    for (const path of ['/api/board-of-directors/', '/api/csr/', '/api/compliances/', '/api/logos/']) {
      const answer = await get(path, { 'accept-language': 'hi' });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual(example(path, 'hi'));
      expect(answer.headers.get('content-language'), path).toBe('hi');
      expect(answer.headers.get('vary'), path).toMatch(/accept-language/i);
    }
  });

  it("answers a browser's own Accept-Language, whatever its weights, and a language it has not in English", async () => {
    const browser = await get('/api/offices/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(browser.status).toBe(200);
    expect(browser.body).toEqual(example('/api/offices/', 'hi'));
    expect(browser.headers.get('content-language')).toBe('hi');
    for (const header of ['fr', '*', 'en;q=0.9, hi;q=0.1']) {
      const answer = await get('/api/offices/', { 'accept-language': header });
      expect(answer.status, header).toBe(200);
      expect(answer.body, header).toEqual(example('/api/offices/', 'en'));
      expect(answer.headers.get('content-language'), header).toBe('en');
    }
  });

  it('serves the files its answers name, with their type, CORS and nosniff, a video by byte ranges too', async () => {
    const image = await fetch(`${mock.url}/images/services/placement.svg`, { headers: { origin: 'http://localhost:3000' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await image.text()).toBe(readFileSync(join(root, 'public/images/services/placement.svg'), 'utf8'));
    const video = await fetch(`${mock.url}/media/videos/dealer-story.webm`, { headers: { range: 'bytes=0-9' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(video.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    expect((await video.arrayBuffer()).byteLength).toBe(10);
    // A file no answer names is not served, even when public/ has it.
    const unnamed = await get('/images/cities/default.svg', {});
    expect(unnamed).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it("answers 405 with Allow for a method a path does not have, HEAD without a body, and the contract's 404 elsewhere", async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/api/services/', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/services/', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/contact/', 'POST, OPTIONS'],
      ['PUT', '/media/docs/CSR_Policy.pdf', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const answer = await raw(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'method_not_allowed' });
    }
    const head = await fetch(`${mock.url}/api/services/`, { method: 'HEAD', headers: { 'accept-language': 'hi' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-language')).toBe('hi');
    expect(await head.text()).toBe('');
    for (const path of ['/api/services', '/api/nothing-here/']) expect(await get(path, {}), path).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('answers Accept-Language: en with the English example', async () => {
    const answer = await get('/api/careers/', { 'accept-language': 'en' });
    expect(answer.body).toEqual(example('/api/careers/', 'en'));
    expect(answer.headers.get('content-language')).toBe('en');
  });

  it("leaves a request's own Prefer alone: the contract's error and the empty list, also in Hindi", async () => {
    const failed = await get('/api/board-of-directors/', { 'accept-language': 'hi', prefer: 'code=500' });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 'server_error' });
    const empty = await get('/api/csr/', { 'accept-language': 'hi', prefer: 'example=empty' });
    expect(empty).toMatchObject({ status: 200, body: [] });
  });

  it('still has Prism validate every request against the contract', async () => {
    // A header value outside the contract's (the conformance marker is only ever `true`).
    const marker = await fetch(`${mock.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-conformance-test': 'yes' },
      body: '{}',
    });
    expect(marker.status).toBe(400);
    expect(marker.headers.get('sl-violations')).toContain('x-conformance-test');
    // An invalid submission gets the contract's 400, with Prism's violations.
    const response = await fetch(`${mock.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      body: JSON.stringify({ first_name: 'Priya' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toContain("required property 'email'");
  });

  it('answers a CORS preflight and a cross-origin GET as Prism does', async () => {
    const preflight = await fetch(`${mock.url}/api/services/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const answer = await get('/api/services/', { 'accept-language': 'hi', origin: 'http://localhost:3000' });
    expect(answer.headers.get('access-control-allow-origin')).not.toBeNull();
  });
});

// @vitest-environment node
/**
 * The mock in Hindi (issue 14): Prism behind the language proxy serves the contract's `hi` example
 * to `Accept-Language: hi`, and still validates every request and honours a request's own Prefer.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { languageExamples, languageFor } from '../../scripts/mock-language';
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

  it('picks the asked language only for a GET of a list without a Prefer of its own', () => {
    const at = (method: string, path: string, headers: Record<string, string>) => languageFor(method, path, headers, examples);
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi' })).toBe('hi');
    expect(at('GET', '/api/csr/', { 'accept-language': 'en' })).toBe('en');
    expect(at('GET', '/api/csr/', {})).toBeUndefined();
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi', prefer: 'code=500' })).toBeUndefined();
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi', prefer: 'example=empty' })).toBeUndefined();
    expect(at('POST', '/api/contact/', { 'accept-language': 'hi' })).toBeUndefined();
    // Not a value of the contract: passed on as it is, for Prism to refuse.
    expect(at('GET', '/api/csr/', { 'accept-language': 'hi-IN,hi;q=0.9' })).toBeUndefined();
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
    const marker = await fetch(`${mock.url}/api/contact/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-conformance-test': 'yes' }, body: '{}' });
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

// @vitest-environment node
import { request } from 'node:http';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxTemplate } from '../../../scripts/delivery/deploy-configs';
import { startNginx, type RunningNginx } from '../../../features/support/nginx';
import { startStaticServer, type RunningServer } from '../../../scripts/static-server';

/**
 * Both servers, on a small build of their own: a form posted without its page's scripts gets its
 * locale's page saying how to reach us (405, the body never echoed), an unknown address under /hi/ or
 * /ja/ its locale's 404 page, and /favicon.ico is a file like any other.
 */
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en-IN"><head><title>Home</title></head><body>home</body></html>',
  'hi/index.html': '<!doctype html><html lang="hi"><head><title>होम</title></head><body>home</body></html>',
  '404.html': '<!doctype html><html lang="en-IN"><head><title>Page not found</title></head><body>en 404</body></html>',
  'hi/404.html': '<!doctype html><html lang="hi"><head><title>Page not found</title></head><body>hi 404</body></html>',
  'ja/404.html': '<!doctype html><html lang="ja"><head><title>Page not found</title></head><body>ja 404</body></html>',
  'form-needs-javascript/index.html': '<!doctype html><html lang="en-IN"><head><title>Your form was not sent</title></head><body>en fallback</body></html>',
  'hi/form-needs-javascript/index.html': '<!doctype html><html lang="hi"><head><title>not sent</title></head><body>hi fallback</body></html>',
  'ja/form-needs-javascript/index.html': '<!doctype html><html lang="ja"><head><title>not sent</title></head><body>ja fallback</body></html>',
  'favicon.ico': 'ICO',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(base: string, path: string, method = 'GET', body?: string): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((ok, fail) => {
    const req = request(
      url,
      { method, headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

let scratch: string;
let node: RunningServer;
let nginx: RunningNginx;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'site-servers-'));
  // nginx's workers run as another user: they must be able to read the build.
  await chmod(scratch, 0o755);
  const dist = join(scratch, 'dist');
  for (const [file, text] of Object.entries(PAGES)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  const templateFile = join(scratch, 'nginx.conf');
  await writeFile(templateFile, nginxTemplate({}, {}));
  node = await startStaticServer({ dir: dist, port: 0, apiBase: 'http://127.0.0.1:9' });
  nginx = await startNginx({ dist, apiBase: 'http://127.0.0.1:9', templateFile });
}, 30_000);

afterAll(async () => {
  await node?.close();
  await nginx?.close();
  await rm(scratch, { recursive: true, force: true });
});

const FORM = 'name=Asha+Rao&email=asha%40example.com&phone_num=9876543210&description=My+claim+was+rejected';

describe.each([
  ['the Node server', () => node.url],
  ['nginx', () => nginx.url],
])('%s', (_name, base) => {
  it.each([
    ['/form-needs-javascript', 'en fallback'],
    ['/hi/form-needs-javascript', 'hi fallback'],
    ['/ja/form-needs-javascript/', 'ja fallback'],
  ])('answers a form posted to %s with its locale’s page, 405, and nothing of what was sent', async (path, page) => {
    const answer = await send(base(), path, 'POST', FORM);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toBeTruthy();
    expect(answer.body).toContain(page);
    for (const typed of ['Asha', 'asha', '9876543210', 'rejected']) expect(answer.body).not.toContain(typed);
  });

  it('answers any other POST with the plain 405', async () => {
    for (const path of ['/', '/contact', '/form-needs-javascript/other']) {
      const answer = await send(base(), path, 'POST', FORM);
      expect(answer.status, path).toBe(405);
      expect(answer.body, path).not.toContain('<html');
    }
    expect((await send(base(), '/form-needs-javascript', 'DELETE')).status).toBe(405);
  });

  it.each([
    ['/ja/claims', 'ja 404'],
    ['/hi/no-such-page', 'hi 404'],
    ['/no-such-page', 'en 404'],
    ['/history/ja/x', 'en 404'],
  ])('answers %s with its locale’s 404 page', async (path, page) => {
    const answer = await send(base(), path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(page);
  });

  it('serves /favicon.ico and the fallback page itself', async () => {
    expect((await send(base(), '/favicon.ico')).status).toBe(200);
    const page = await send(base(), '/hi/form-needs-javascript');
    expect(page.status).toBe(200);
    expect(page.body).toContain('hi fallback');
  });
});

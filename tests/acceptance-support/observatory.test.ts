import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { observatoryScore, type ObservatoryInput } from '../../features/support/observatory';
import { fillNginxTemplate } from '../../scripts/delivery/deploy-configs';
import { contentSecurityPolicy } from '../../scripts/delivery/policy';

/** The headers nginx sends with a page: deploy/nginx.conf's constant ones and the build's CSP. */
const nginxConf = readFileSync(resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
const securityHeaders = (apiBase = ''): Record<string, string> => ({
  ...Object.fromEntries([...nginxConf.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1] ?? '', m[2] ?? ''])),
  'Content-Security-Policy': fillNginxTemplate(contentSecurityPolicy(), { root: '', port: '', apiBase }),
});

const page = (headers: Record<string, string>, https = true): ObservatoryInput => ({
  headers,
  https,
  origin: 'https://www.kizunabharat.example',
  scripts: [{ src: '/assets/index.js' }],
});
const result = (input: ObservatoryInput, test: string) => observatoryScore(input).tests.find((t) => t.test === test);

describe('MDN HTTP Observatory scoring of our headers', () => {
  it('gives the site its A+ (120: CSP 0 with inline styles, referrer +5, frame-ancestors +5, CORP +10)', () => {
    const scored = observatoryScore(page(securityHeaders('https://api.kizunabharat.example')));
    expect(scored.grade).toBe('A+');
    expect(scored.score).toBe(120);
    expect(result(page(securityHeaders()), 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
  });

  it('scores a site with no security headers at all 30 (D)', () => {
    const scored = observatoryScore(page({}));
    expect(scored.score).toBe(100 - 25 - 20 - 5 - 20);
    expect(scored.grade).toBe('D');
  });

  it('takes 20 off for inline script, and withholds every bonus below 90', () => {
    const headers = { ...securityHeaders(), 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" };
    const scored = observatoryScore(page(headers));
    expect(result(page(headers), 'content-security-policy')?.modifier).toBe(-20);
    expect(scored.score).toBe(80);
    expect(scored.grade).toBe('B+');
  });

  it('accepts inline script allowed only next to a hash (browsers ignore it then)', () => {
    const headers = { 'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='; form-action 'self'" };
    expect(result(page(headers), 'content-security-policy')?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });

  it('penalises an http API origin in connect-src on an https site, not on http', () => {
    const headers = securityHeaders('http://api.example:8000');
    expect(result(page(headers), 'content-security-policy')?.modifier).toBe(-20);
    expect(result(page(headers, false), 'content-security-policy')?.modifier).toBe(0);
  });

  it('scores HSTS by its max-age, and unsafe referrer policies', () => {
    expect(result(page({ 'Strict-Transport-Security': 'max-age=86400' }), 'strict-transport-security')?.modifier).toBe(-10);
    expect(result(page({ 'Strict-Transport-Security': 'max-age=15768000' }), 'strict-transport-security')?.modifier).toBe(0);
    expect(result(page({ 'Referrer-Policy': 'unsafe-url' }), 'referrer-policy')?.modifier).toBe(-5);
    expect(result(page({ 'Referrer-Policy': 'no-referrer, strict-origin-when-cross-origin' }), 'referrer-policy')?.modifier).toBe(5);
  });

  it('takes 5 off for external scripts without integrity', () => {
    const input = { ...page(securityHeaders()), scripts: [{ src: 'https://cdn.example/redoc.js' }] };
    expect(result(input, 'subresource-integrity')?.modifier).toBe(-5);
  });
});

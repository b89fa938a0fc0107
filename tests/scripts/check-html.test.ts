// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED, judge, runVnu, type VnuMessage } from '../../scripts/check-html';
import { smokePaths } from '../../scripts/firefox-smoke';
import { routes } from '@/config/paths';

describe('the Nu HTML Checker step (scripts/check-html.ts)', () => {
  it('fails on an error not on the allow-list, passes the allowed CSS-parser ones, and reports an allowance that matched nothing', () => {
    const allowed: VnuMessage = { type: 'error', message: 'CSS: Unrecognized at-rule “@property”.' };
    const real: VnuMessage = { type: 'error', message: 'Element “div” not allowed as child of element “span” in this context.' };
    const warning: VnuMessage = { type: 'info', subType: 'warning', message: 'Section lacks heading.' };
    const verdict = judge([allowed, real, warning]);
    expect(verdict.errors).toEqual([real]);
    expect(verdict.warnings).toEqual([warning]);
    expect(verdict.allowed.get(ALLOWED[0]?.message.source ?? '')).toBe(1);
    expect(verdict.staleAllowances).toHaveLength(ALLOWED.length - 1);
    for (const allowance of ALLOWED) expect(allowance.reason.length, allowance.message.source).toBeGreaterThan(40);
  });

  it('runs Java with vnu.jar and reads its report: a <div> inside a <span> is an error', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
    const file = join(dir, 'page.html');
    await writeFile(file, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><span><div>x</div></span></body></html>');
    try {
      const messages = await runVnu([file]);
      expect(judge(messages).errors.map((m) => m.message)).toEqual([expect.stringContaining('Element “div” not allowed as child of element “span”')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the Firefox ESR smoke (scripts/firefox-smoke.ts)', () => {
  it('visits every route in every language that publishes it, and each language’s 404', () => {
    const paths = smokePaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) expect(paths, route.path).toContain(route.path);
    expect(paths).toEqual(expect.arrayContaining(['/hi/', '/hi/grievance', '/ja/', '/ja/contact', '/no-such-page', '/hi/no-such-page', '/ja/no-such-page']));
    expect(paths).not.toContain('/ja/claims');
  });
});

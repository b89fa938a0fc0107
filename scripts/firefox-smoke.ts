/**
 * A smoke run in a second engine: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
 * (never a downloaded browser), over every route in every language that publishes it and the 404
 * pages, served by nginx (the production shape) with the Prism mock behind it. On each page, at
 * 390 px: it hydrates; no console error, no uncaught exception, no Content-Security-Policy
 * violation, no <link> that failed (a second modulepreload of a loaded module is one); one <h1>; no
 * sideways scroll. One browser, one tab, the pages in sequence with short timeouts. Firefox can reach
 * nothing but localhost (every other address goes to a closed local proxy port).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { localesOf, localisedPath, LOCALES, localeInfo } from '@/config/locales';
import { routes } from '@/config/paths';
import { freePort, startPrism } from './processes';
import { startNginx } from './nginx';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const PAGE_TIMEOUT_MS = 15_000;
const PHONE = { width: 390, height: 844 };

/** Every page the smoke visits: each route in each language that publishes it, and each language's 404. */
export function smokePaths(): string[] {
  return [
    ...routes.flatMap((route) => localesOf(route.id).map((locale) => localisedPath(locale, route.path))),
    ...LOCALES.map((locale) => `${localeInfo[locale].prefix}/no-such-page`),
  ];
}

/** Collected in the page before any of its scripts run (the CSP and <link> errors never reach the console otherwise). */
function watch() {
  const w = window as unknown as { __smoke: string[] };
  w.__smoke = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__smoke.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
  document.addEventListener(
    'error',
    (e) => {
      const target = e.target as Element | null;
      if (target instanceof HTMLLinkElement) w.__smoke.push(`<link rel="${target.rel}"> failed: ${target.getAttribute('href') ?? ''}`);
    },
    true,
  );
}

async function visit(page: Page, url: string, problems: string[]) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
  const status = response?.status() ?? 0;
  const expected = url.endsWith('/no-such-page') ? 404 : 200;
  if (status !== expected) problems.push(`status ${status}, expected ${expected}`);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: PAGE_TIMEOUT_MS });
  // The page's lists and late parts: wait until nothing is on its way for a moment.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: PAGE_TIMEOUT_MS }).catch(() => problems.push('the network did not settle'));
  const seen = await page.evaluate(() => ({
    smoke: (window as unknown as { __smoke: string[] }).__smoke,
    h1: document.querySelectorAll('h1').length,
    width: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  problems.push(...seen.smoke);
  if (seen.h1 !== 1) problems.push(`${seen.h1} <h1> elements`);
  if (seen.width > seen.viewport) problems.push(`scrolls sideways: ${seen.width} px wide in ${seen.viewport} px`);
}

export async function firefoxSmoke(dist: string): Promise<{ ok: boolean; report: string; pages: number; ms: number }> {
  const started = performance.now();
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox ESR not found at ${FIREFOX_PATH} (Debian package firefox-esr; npm test's preflight installs it)`);
  const prism = await startPrism(await freePort());
  const site = await startNginx({ dist, apiBase: prism.url });
  const closedPort = await freePort();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // Nothing leaves the machine: every address but localhost goes to a local port nobody listens on.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': closedPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': closedPort,
      'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const failures: string[] = [];
  const paths = smokePaths();
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(watch);
    let current: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') current.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => current.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
    for (const path of paths) {
      current = [];
      try {
        await visit(page, new URL(path, site.url).href, current);
      } catch (error) {
        current.push(error instanceof Error ? error.message : String(error));
      }
      for (const problem of current) failures.push(`${path}: ${problem}`);
    }
  } finally {
    await browser.close();
    await site.close();
    await prism.stop();
  }
  const ms = Math.round(performance.now() - started);
  const head = `Firefox ESR smoke: ${paths.length} pages at ${PHONE.width} px, ${failures.length} problems`;
  return { ok: failures.length === 0, report: [head, ...failures.map((f) => `  ${f}`)].join('\n'), pages: paths.length, ms };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await firefoxSmoke(resolve(import.meta.dirname, '..', 'dist'));
  (result.ok ? console.log : console.error)(`${result.report}\n(${(result.ms / 1000).toFixed(1)} s)`);
  process.exitCode = result.ok ? 0 : 1;
}

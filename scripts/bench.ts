/**
 * `npm run bench`: builds the site, serves it with the Prism mock, and reports
 * per route the bytes of JS and CSS loaded on first view (as nginx sends them: the build's .br files,
 * or .gz where nginx lacks Debian's brotli module) and
 * a Lighthouse mobile run (Chrome = Debian's /usr/bin/chromium), then the same
 * route again in the same run with every script blocked: the no-JS limit of its
 * first paint. "≤ +10 %" says whether FCP and LCP with scripts stay within 10 %
 * of that limit. The same figures for a bare Vite + React + react-router hello
 * page, built in a temp folder, are the floor.
 * Writes reports/bench.json and reports/bench.md. Options: --routes /,/careers
 * (a subset), --locale hi|ja|all (the routes in that language; English by default), --no-lighthouse, --no-floor, --no-nojs, --details (writes each route's whole
 * Lighthouse report to reports/lighthouse/; the elements that shifted are always printed), --no-tti,
 * --tls (every page, script and API answer through a TLS front speaking HTTP/2, as production serves
 * them: scripts/tls-front.ts; the browsers are told to accept its self-signed certificate).
 * In a real browser on the phone profile (PHONE: slow 4G, CPU x4), first paint, largest paint and time
 * to interactive (hydration done) are measured per route, medians of three cold visits, with the
 * deferred boot and on a copy of the build that starts its entry at once (eagerCopy): the figures
 * docs/adr/0002-deferred-boot.md decides by.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { routes } from '@/config/paths';
import { hasRoute, localisedPath, LOCALES } from '@/config/locales';
import { freePort, startPrism } from './processes';
import { startNginx } from './nginx';
import { startTlsFront } from './tls-front';
import { buildConf } from './delivery/deploy-configs';
import { precompress } from './delivery/precompress';
import { htmlFiles } from './delivery/files';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';

const root = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const TLS = flag('--tls');
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS, ...(TLS ? ['--ignore-certificate-errors'] : [])];
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

interface Row {
  route: string;
  jsGzip: number;
  cssGzip: number;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** The same route with every script blocked (the no-JS limit). */
  noJsFcpMs?: number;
  noJsLcpMs?: number;
  /** On the phone profile in a real browser, medians: first paint, largest paint and time to interactive (hydration done), with the deferred boot and with the entry started at once. */
  phone?: PhoneTimes;
  phoneEager?: PhoneTimes;
}

interface PhoneTimes {
  fcp: number;
  lcp: number;
  tti: number;
}

/** The bench's phone: Lighthouse's slow 4G (1.6 Mbps down, 750 kbps up, 150 ms RTT) and a CPU four times slower. */
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const TTI_RUNS = 3;

/**
 * Milliseconds from navigation until the first paint, the largest paint and the app's hydration
 * (RootLayout's data-hydrated mark), each visit in a fresh context (cold cache), on the phone profile
 * in a real browser (not Lighthouse's simulation); each the median of TTI_RUNS visits.
 */
async function phoneTimes(url: string): Promise<PhoneTimes | undefined> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const visits: PhoneTimes[] = [];
  try {
    for (let run = 0; run < TTI_RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: TLS });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latency,
        downloadThroughput: PHONE.downloadThroughput,
        uploadThroughput: PHONE.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
      await page.addInitScript(() => {
        const times = { fcp: 0, lcp: 0, tti: 0 };
        Object.assign(window, { __phoneTimes: times });
        new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').forEach((e) => (times.fcp = e.startTime))).observe({
          type: 'paint',
          buffered: true,
        });
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (times.lcp = e.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        new MutationObserver((_changes, observer) => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          times.tti = performance.now();
          observer.disconnect();
          // The <html> element does not exist yet when an init script runs: watch the document.
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      const times = await page
        .waitForFunction(
          () => {
            const t = (window as unknown as { __phoneTimes: PhoneTimes }).__phoneTimes;
            // The largest paint of a page with a list comes after hydration: give it a moment to be reported.
            return t.tti > 0 && performance.now() > t.tti + 500 && t;
          },
          undefined,
          { timeout: 60_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<PhoneTimes>)
        .catch(() => undefined);
      if (times) visits.push(times);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  if (visits.length === 0) return undefined;
  const median = (key: keyof PhoneTimes) => Math.round(visits.map((v) => v[key]).sort((a, b) => a - b)[Math.floor(visits.length / 2)] ?? 0);
  return { fcp: median('fcp'), lcp: median('lcp'), tti: median('tti') };
}

/**
 * The same build without the deferred boot, for the comparison: each page loads its entry as a
 * plain module script in <head>, with its first-view scripts as modulepreloads, instead of the inline
 * boot script that starts them after the first paint (src/app/boot.inline.ts).
 */
async function eagerCopy(dist: string): Promise<string> {
  const eager = join(root, '.cache', 'bench-eager');
  await rm(eager, { recursive: true, force: true });
  await cp(dist, eager, { recursive: true });
  for (const file of htmlFiles(eager)) {
    const html = await readFile(file, 'utf8');
    const entry = /<meta name="app-entry" content="([^"]+)" ?\/?>\s*<script>[\s\S]*?<\/script>/.exec(html);
    if (!entry) continue;
    const chunks = /<meta name="app-chunks" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
    const tags = [`<script type="module" src="${entry[1]}"></script>`, ...chunks.map((c) => `<link rel="modulepreload" href="${c}" />`)];
    await writeFile(file, html.replace(entry[0], tags.join('\n    ')));
  }
  return eager;
}

async function firstViewBytes(url: string): Promise<{ js: number; css: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: TLS });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    let js = 0;
    let css = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId);
      if (type === 'Script') js += e.encodedDataLength;
      if (type === 'Stylesheet') css += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { js, css };
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(url: string, blockScripts = false): Promise<Partial<Row>> {
  const port = await freePort();
  const chrome = spawn(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${await mkdtemp('/tmp/lh-')}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: blockScripts ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
      // No-JS run: every script request fails (the pages have no inline script), so the page is what the server sent.
      ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.mjs'] } : {}),
    });
    const lhr = result?.lhr;
    // A run Lighthouse could not complete (e.g. NO_FCP on an overloaded machine) reports nothing, not zeros.
    if (!lhr || lhr.runtimeError) {
      console.log(`  lighthouse error on ${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
      return {};
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    if (!blockScripts) {
      // What moved, and by how much: the first thing to look at when CLS is off.
      const shifts = (
        (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } | undefined)?.items ?? []
      ).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'}${item.score !== undefined ? ` (${item.score.toFixed(3)})` : ''}`);
      if (shifts.length > 0) console.log(`  ${url} layout shifts: ${shifts.join('; ')}`);
      if (flag('--details')) {
        const file = join(root, 'reports/lighthouse', `${new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`);
        await mkdir(join(root, 'reports/lighthouse'), { recursive: true });
        await writeFile(file, JSON.stringify(lhr, null, 1));
        console.log(`  ${url}: the whole Lighthouse report is in ${file}`);
      }
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    if (chrome.pid) process.kill(-chrome.pid, 'SIGKILL');
  }
}

async function measure(url: string, label: string, noJs = !flag('--no-nojs'), eagerUrl?: string): Promise<Row> {
  const bytes = await firstViewBytes(url);
  const row: Row = { route: label, jsGzip: bytes.js, cssGzip: bytes.css };
  if (eagerUrl && !flag('--no-tti')) {
    row.phone = await phoneTimes(url);
    row.phoneEager = await phoneTimes(eagerUrl);
  }
  if (!flag('--no-lighthouse')) {
    Object.assign(row, await lighthouseRun(url));
    if (noJs) {
      const limit = await lighthouseRun(url, true);
      row.noJsFcpMs = limit.fcpMs;
      row.noJsLcpMs = limit.lcpMs;
    }
  }
  console.log(`  measured ${label}`);
  return row;
}

/** A bare Vite + React + react-router hello page: the floor to compare against. */
async function floorRow(): Promise<Row> {
  const dir = join(root, '.cache', 'bench-floor');
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="description" content="Hello floor page"/><title>Hello</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await writeFile(
    join(dir, 'src', 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const router = createBrowserRouter([{ path: '*', element: <main><h1>Hello</h1></main> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  );
  await writeFile(join(dir, 'vite.config.mjs'), "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n");
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: dir, stdio: 'inherit' });
  // Compressed and served like the site (nginx sends the .br or .gz made at build), so the bytes compare.
  await precompress(join(dir, 'dist'));
  const server = await startNginx({ dist: join(dir, 'dist'), build: buildConf({}, {}) });
  const tls = TLS ? await startTlsFront([{ upstream: server.url }]) : undefined;
  try {
    // The floor paints nothing without its script: it has no no-JS column.
    return await measure(`${tls?.urls[0] ?? server.url}/`, 'floor: bare Vite + React + router', false);
  } finally {
    await tls?.close();
    await server.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const port = await freePort();
  const siteUrl = `${TLS ? 'https' : 'http'}://127.0.0.1:${port}`;
  console.log('Building with canonical origin', siteUrl);
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_SITE_URL: siteUrl },
  });
  const prism = await startPrism(await freePort());
  // --tls: the front's ports (the site, the eager copy, the API) are the ones visited, chosen first for the build's origin and the API base.
  const tlsPorts = TLS ? [port, await freePort(), await freePort()] : [];
  const apiBase = TLS ? `https://127.0.0.1:${tlsPorts[2]}` : prism.url;
  const site = await startNginx({ dist: join(root, 'dist'), port: TLS ? undefined : port, apiBase });
  // The same build without the deferred boot, served beside it (time to interactive with and without).
  const eager = await startNginx({ dist: await eagerCopy(join(root, 'dist')), apiBase });
  const tls = TLS ? await startTlsFront([site.url, eager.url, prism.url].map((upstream, i) => ({ upstream, port: tlsPorts[i] }))) : undefined;
  const [siteOrigin, eagerOrigin] = tls?.urls ?? [site.url, eager.url];
  const only = option('--routes')?.split(',');
  // --locale hi (or ja, or all): the same routes in that language, as the locale publishes them.
  const localeOption = option('--locale') ?? 'en';
  const locales = localeOption === 'all' ? LOCALES : LOCALES.filter((l) => l === localeOption);
  if (locales.length === 0) throw new Error(`--locale: one of ${LOCALES.join(', ')} or all`);
  const rows: Row[] = [];
  try {
    for (const locale of locales) {
      for (const route of routes) {
        if (!hasRoute(locale, route.id)) continue;
        const path = localisedPath(locale, route.path);
        if (only && !only.includes(route.path) && !only.includes(path)) continue;
        rows.push(await measure(`${siteOrigin}${path}`, path, undefined, `${eagerOrigin}${path}`));
      }
    }
    if (!flag('--no-floor')) rows.push(await floorRow());
  } finally {
    await tls?.close();
    await site.close();
    await eager.close();
    await prism.stop();
  }
  const header =
    '| route | JS | CSS | perf | a11y | best pr. | SEO | FCP ms | FCP no-JS | LCP ms | LCP no-JS | ≤ +10 % | TBT ms | CLS | phone FCP·LCP·TTI | same, no defer |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|---:|---:|---:|---:|';
  const phone = (t?: PhoneTimes) => (t ? `${t.fcp}·${t.lcp}·${t.tti}` : '–');
  const within = (r: Row) =>
    r.noJsFcpMs && r.noJsLcpMs && r.fcpMs && r.lcpMs ? (r.fcpMs <= r.noJsFcpMs * 1.1 && r.lcpMs <= r.noJsLcpMs * 1.1 ? 'yes' : 'no') : '–';
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} | ${r.performance ?? '–'} | ${r.accessibility ?? '–'} | ${r.bestPractices ?? '–'} | ${r.seo ?? '–'} | ${r.fcpMs ?? '–'} | ${r.noJsFcpMs ?? '–'} | ${r.lcpMs ?? '–'} | ${r.noJsLcpMs ?? '–'} | ${within(r)} | ${r.tbtMs ?? '–'} | ${r.cls ?? '–'} | ${phone(r.phone)} | ${phone(r.phoneEager)} |`,
  );
  const table = [header, ...lines].join('\n');
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(join(root, 'reports', 'bench.json'), JSON.stringify(rows, null, 2));
  await writeFile(join(root, 'reports', 'bench.md'), `${table}\n`);
  console.log(`\n${table}\n`);
}

await main();
process.exit(0);

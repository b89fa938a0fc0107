/**
 * The systems under test: the production build (dist/, pre-rendered) served
 * locally and Prism serving openapi.yaml, both on free ports, started once
 * per run and stopped after. The site is told the mock's address through the
 * run-time API host setting (<meta name="api-base">).
 *
 * The site is served by nginx with deploy/nginx.conf and the build's deploy/build.conf (the
 * production shape, the one `npm start` runs too: scripts/nginx.ts).
 *
 * Scenarios tagged @reference-backend run against the repository's reference backend (backend/,
 * docs/backend.md) instead of Prism: a real server that stores what it is sent, serves the files
 * its lists name from its own host and answers a 400 with its own reasons and texts, as a backend
 * team's server would. It starts, with nginx serving the site pointed at it, the first time a worker
 * runs such a scenario (referenceSystems).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { freePort, startPrism, type RunningPrism } from '../../scripts/processes';
import { startReferenceBackend, type ReferenceBackend } from '../../backend/server';
import { startNginx, type RunningNginx } from '../../scripts/nginx';
import { QUIET_CHROMIUM_FLAGS } from '../../scripts/chromium-flags';

/**
 * Debian's `chromium-headless-shell` package: the same Chromium (same source package and version
 * as `chromium`), built as Chromium's headless-only browser, the one Playwright itself uses for
 * headless runs. Measured here on 2 cores, a new page plus one visit costs 0.75 CPU-s in it
 * against 1.94 CPU-s in `/usr/bin/chromium --headless` (the full browser without a window), and
 * the suite is bound by that CPU. `.ci/run` installs it; without it the suite falls back to
 * /usr/bin/chromium (slower, same verdicts). CHROMIUM_PATH chooses another binary.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless',
  ...QUIET_CHROMIUM_FLAGS,
  // No name ever resolves but localhost: a navigation to an outside host fails locally, never reaches it.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export interface Systems {
  siteUrl: string;
  apiUrl: string;
  browser: Browser;
  stop: () => Promise<void>;
}

let systems: Systems | undefined;

/** The site served with its API base set to the reference backend, and the backend itself. */
export interface ReferenceSystems {
  siteUrl: string;
  apiUrl: string;
  backend: ReferenceBackend;
}

let reference: Promise<ReferenceSystems> | undefined;
let stopReference: (() => Promise<void>) | undefined;

export async function startSystems(): Promise<Systems> {
  const dist = resolve(import.meta.dirname, '../../dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the acceptance suite');
  }
  let prism: RunningPrism | undefined;
  let site: RunningNginx | undefined;
  let browser: Browser | undefined;
  try {
    prism = await startPrism(await freePort());
    site = await startNginx({ dist, apiBase: prism.url });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await browser?.close();
    await site?.close();
    await prism?.stop();
    throw error;
  }
  const running = { prism, site, browser };
  systems = {
    siteUrl: site.url,
    apiUrl: prism.url,
    browser,
    stop: async () => {
      await stopReference?.();
      await running.browser.close();
      await running.site.close();
      await running.prism.stop();
    },
  };
  return systems;
}

export function currentSystems(): Systems {
  if (!systems) throw new Error('systems not started');
  return systems;
}

/**
 * The reference backend (an in-memory store) and nginx serving the build with its API base set to it
 * (nginx writes the base into each page as it sends it), started once per worker on first use. CORS allows the site's
 * origin only, as the backend's production configuration allows the production site's; its POST
 * limit is the contract's (20 a minute per address: a worker sends fewer); its limit on reads is off
 * (a page of images is many reads, and rate limits are the kit's matter, tests/contract-verify).
 */
export function referenceSystems(): Promise<ReferenceSystems> {
  reference ??= (async () => {
    const dist = resolve(import.meta.dirname, '../../dist');
    // Filled once the site's port is known; the backend reads the list on each request.
    const allowedOrigins: string[] = [];
    const backend = await startReferenceBackend({ allowedOrigins, rateLimit: { reads: 0 } });
    const site = await startNginx({ dist, apiBase: backend.url }).catch(async (error: unknown) => {
      await backend.stop();
      throw error;
    });
    allowedOrigins.push(new URL(site.url).origin);
    stopReference = async () => {
      await site.close();
      await backend.stop();
    };
    return { siteUrl: site.url, apiUrl: backend.url, backend };
  })();
  return reference;
}

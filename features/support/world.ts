import { setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { BrowserContext, Download, Locator, Page, Request, Route } from 'playwright-core';
import type { RunningNginx } from '../../scripts/nginx';
import { assertContractAnswer } from './contract-data';
import { currentSystems, type ReferenceSystems } from './servers';

setDefaultTimeout(30_000);

/** One visitor per scenario: a fresh browser context and page. */
export class SiteWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** console.error lines the page printed (hydration problems fail the scenario). */
  consoleErrors: string[] = [];
  /** Every console line the page printed, with its type (log, error…) and its arguments as JSON. */
  consoleLog: { type: string; text: string; values: Promise<unknown[]> }[] = [];
  /** Every call the page made to the API (method, URL, JSON body, the language it asked for and the page it came from), in order. */
  apiCalls: { method: string; url: string; body?: unknown; language?: string; from?: string }[] = [];
  /** The calls the page made to `apiPath` (a path of the API, e.g. /api/contact/), in order. */
  callsTo(apiPath: string): SiteWorld['apiCalls'] {
    return this.apiCalls.filter((call) => new URL(call.url).pathname === apiPath);
  }

  /** Every request the browser made in this scenario, in any page or frame (recorded by watch()). */
  requests: Request[] = [];
  /** The downloads the page started, the new tabs it opened and the browser dialogs (alert, confirm) it showed, dismissed. */
  downloads: Download[] = [];
  popups: string[] = [];
  dialogs: string[] = [];

  /** Records the visitor's requests, downloads, new tabs and dialogs (hooks.ts calls it; so does a step that starts another context). */
  watch(context: BrowserContext, page: Page): void {
    context.on('request', (request) => this.requests.push(request));
    page.on('download', (download) => this.downloads.push(download));
    page.on('popup', (popup) => this.popups.push(popup.url()));
    page.on('dialog', (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  /** The address a new tab was opened at ("I view the compliance document …"). */
  openedUrl?: string;

  /** The pages of a step's table that later steps go on checking (the Japanese pages). */
  tablePages?: string[];

  /** A page opened with its web fonts noted: the path and each font file with its size. */
  fontsNoted?: { path: string; fonts: { path: string; bytes: number }[] };

  /** An nginx this scenario started with settings of its own (closed when the scenario ends). */
  ownNginx?: RunningNginx;

  /** Full page loads after a step began counting them (the URLs loaded, in order). */
  fullLoads?: string[];

  /** A page opened with the site's entry script held back: its path, the requests it made meanwhile, and the scripts expected among them. */
  entryHeld?: { path: string; requests: Request[]; expectedScripts?: string[] };

  /** Lets the entry script through, when a step holds it back. */
  releaseEntry?: () => void;

  /** Answers from the API captured by steps that talk to the contract directly. */
  apiAnswer?: { status: number; body: unknown; headers: Headers };
  /** Top-level navigations the browser made (url, and the URL that redirected to it). */
  navigations: { url: string; from?: string }[] = [];

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** Set for @reference-backend scenarios: the site then talks to the reference backend, not Prism. */
  reference?: ReferenceSystems;

  get siteUrl(): string {
    return this.reference?.siteUrl ?? currentSystems().siteUrl;
  }

  get apiUrl(): string {
    return this.reference?.apiUrl ?? currentSystems().apiUrl;
  }

  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
    // Act only once React has hydrated the pre-rendered page.
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // …and each scroll reveal knows whether it starts on screen (the observer's first report), as
    // a visitor's first scroll comes after that: a section scrolled to before would just be shown.
    await expect(this.page.locator('[data-reveal="pending"]')).toHaveCount(0);
  }

  /**
   * Hold the app's calls to `apiPath` at the network until the returned
   * function is called (to see loading states); the call then goes on to Prism.
   */
  async holdApi(apiPath: string): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    await this.page.route(`${this.apiUrl}${apiPath}`, async (route: Route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    this.releases.push(release);
    return release;
  }

  /** The failing answers asked of the mock, awaited by "after the call has failed" steps. */
  failures: Promise<unknown>[] = [];

  /** The backend's answer to a submission a step changed on its way (reference-backend steps). */
  refusal?: { status: number; language?: string; body: unknown };

  /** The reference a form showed, as the backend stored it (reference-backend steps). */
  storedReference?: string;

  /** Contact page: the security question before an answer. */
  lastQuestion?: string;

  /** The named form the scenario works with ("Given I have the … form open"; features/support/forms.ts). */
  form?: string;

  /** What the visitor typed, chose and ticked in a form, for "the form still holds what I typed". */
  typed = { fields: new Map<string, string>(), choices: new Set<string>(), boxes: new Map<string, Locator>() };

  /** Set by "the clock is under test control": time moves only through steps. */
  clockControlled = false;

  /** Held calls by their feature name, released by "the … arrive(s)" steps. */
  held = new Map<string, () => void>();

  /** Releases of held calls, all let go when the scenario ends. */
  releases: (() => void)[] = [];
  /** A journey counted on a touch screen (features/first-screen.feature): taps on what was on the screen, swipes. */
  journey = { taps: 0, swipes: 0 };

  /** The body the static server sends for a path (what a crawler gets before any script runs); it must answer 200. */
  async served(path: string): Promise<string> {
    const response = await fetch(new URL(path, this.siteUrl));
    expect(response.status, `status of ${path}`).toBe(200);
    return response.text();
  }

  /**
   * Answer the app's `GET apiPath` with `body`, which must be an answer the
   * contract allows (checked against openapi.yaml); the request still goes to
   * Prism, which validates it, and only its body is replaced.
   */
  async answerWith(apiPath: string, body: unknown): Promise<void> {
    assertContractAnswer(apiPath, body);
    await this.page.route(`${this.apiUrl}${apiPath}`, async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: body });
    });
  }

  /**
   * For "nothing happened" steps: `check` must stay true for a bounded window
   * (`ms` of real time, polled), not only at one instant.
   */
  async holdsFor(ms: number, check: () => boolean | Promise<boolean>, what: string): Promise<void> {
    const until = Date.now() + ms;
    do {
      if (!(await check())) throw new Error(`Expected ${what} for ${ms} ms, but it changed`);
      await new Promise((tick) => setTimeout(tick, 50));
    } while (Date.now() < until);
  }

  /**
   * Scroll `target` into view and, unless a step holds the clock, wait until the section around it
   * has finished fading in (part 1 §9: it rises 24 px over 800 ms once scrolled into view), so a
   * click lands on the element and not where it was a moment ago, as a visitor taps what has
   * stopped moving. Returns the target to click.
   */
  async still(target: Locator): Promise<Locator> {
    await target.scrollIntoViewIfNeeded();
    if (!this.clockControlled) {
      await expect
        .poll(() => target.evaluate((el) => el.closest('[data-reveal]')?.getAttribute('data-reveal') ?? 'done'), {
          message: 'the section around it has finished fading in',
        })
        .toBe('done');
    }
    return target;
  }

  /**
   * Make a static file (image, video) fail to load, wherever the page asks for it: on the site (a
   * photo named by a key, the site's own images) or on the API host (a path in an answer).
   */
  async breakFile(pathPattern: string): Promise<void> {
    for (const base of [this.siteUrl, `${this.apiUrl}/`]) await this.page.route(new URL(pathPattern, base).href, (route: Route) => route.abort('failed'));
  }

  /**
   * Ask Prism for one of the contract's responses for the app's calls to
   * `apiPath` (e.g. Prefer: code=500). The request still goes to Prism and is
   * still validated against the contract.
   */
  async preferFromMock(apiPath: string, prefer: string): Promise<void> {
    const status = /code=(\d+)/.exec(prefer)?.[1];
    if (status) {
      this.failures.push(this.page.waitForResponse((r) => r.url() === `${this.apiUrl}${apiPath}` && r.status() === Number(status), { timeout: 15_000 }));
    }
    await this.page.route(`${this.apiUrl}${apiPath}`, (route: Route) => route.continue({ headers: { ...route.request().headers(), prefer } }));
  }
}

setWorldConstructor(SiteWorld);

import { setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { currentSystems } from './servers';

setDefaultTimeout(30_000);

/** One visitor per scenario: a fresh browser context and page. */
export class SiteWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** console.error lines the page printed (hydration problems fail the scenario). */
  consoleErrors: string[] = [];
  /** Answers from the API captured by steps that talk to the contract directly. */
  apiAnswer?: { status: number; body: unknown; headers: Headers };
  /** Top-level navigations the browser made (url, and the URL that redirected to it). */
  navigations: { url: string; from?: string }[] = [];

  constructor(options: IWorldOptions) {
    super(options);
  }

  get siteUrl(): string {
    return currentSystems().siteUrl;
  }

  get apiUrl(): string {
    return currentSystems().apiUrl;
  }

  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load' });
  }

  /**
   * Ask Prism for one of the contract's responses for the app's calls to
   * `apiPath` (e.g. Prefer: code=500). The request still goes to Prism and is
   * still validated against the contract.
   */
  async preferFromMock(apiPath: string, prefer: string): Promise<void> {
    await this.page.route(`${this.apiUrl}${apiPath}`, (route: Route) =>
      route.continue({ headers: { ...route.request().headers(), prefer } }),
    );
  }
}

setWorldConstructor(SiteWorld);

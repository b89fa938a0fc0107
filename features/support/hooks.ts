import { After, AfterAll, Before, BeforeAll, Status } from '@cucumber/cucumber';
import { currentSystems, referenceSystems, startSystems } from './servers';
import type { SiteWorld } from './world';

const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|423|425)/i;
const CSP_VIOLATION = /\[csp-violation\]|Content Security Policy/;

BeforeAll({ timeout: 60_000 }, async function () {
  await startSystems();
});

AfterAll({ timeout: 30_000 }, async function () {
  await currentSystems().stop();
});

Before(async function (this: SiteWorld, { pickle }) {
  const { browser } = currentSystems();
  // @reference-backend: the site against the reference backend instead of Prism (servers.ts).
  if (pickle.tags.some((t) => t.name === '@reference-backend')) this.reference = await referenceSystems();
  // @touch scenarios tap as on a phone's touch screen.
  const hasTouch = pickle.tags.some((t) => t.name === '@touch');
  this.context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'no-preference', hasTouch });
  // Nothing but localhost: the browser resolves no other name (--host-resolver-rules in servers.ts),
  // so a request to any other host fails in the browser unless a step intercepts it. (No catch-all
  // route here: a route makes every request of the page stop in this process and turns the
  // browser's cache off.)
  // Visitors in most scenarios have already answered the cookie banner; @first-visit scenarios have not.
  if (!pickle.tags.some((t) => t.name === '@first-visit')) {
    await this.context.addInitScript(() => {
      if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'denied');
    });
  }
  // Every Content-Security-Policy violation is reported to the console, and fails the scenario (After).
  await this.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`[csp-violation] ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  this.page = await this.context.newPage();
  this.page.setDefaultTimeout(10_000);
  this.watch(this.context, this.page);
  this.consoleErrors = [];
  this.page.on('console', (message) => {
    const values = Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => undefined)));
    this.consoleLog.push({ type: message.type(), text: message.text(), values });
    if (message.type() === 'error') this.consoleErrors.push(message.text());
  });
  const { apiUrl } = this;
  this.page.on('request', (request) => {
    if (!request.url().startsWith(apiUrl)) return;
    let body: unknown;
    try {
      body = request.postDataJSON() ?? undefined;
    } catch {
      body = request.postData() ?? undefined;
    }
    let from: string | undefined;
    try {
      from = request.frame().url();
    } catch {
      from = undefined;
    }
    this.apiCalls.push({ method: request.method(), url: request.url(), body, language: request.headers()['accept-language'], from });
  });
  this.page.on('pageerror', (error) => this.consoleErrors.push(`pageerror: ${error.message}`));
});

After(async function (this: SiteWorld, { result }) {
  if (result?.status === Status.FAILED && this.page) {
    const shot = await this.page.screenshot({ fullPage: false }).catch(() => undefined);
    if (shot) this.attach(shot, 'image/png');
  }
  this.releases.forEach((release) => release());
  await this.context?.close();
  await this.ownNginx?.close();
  const hydration = this.consoleErrors.filter((line) => HYDRATION_PROBLEM.test(line));
  if (hydration.length > 0) throw new Error(`Hydration problems:\n${hydration.join('\n')}`);
  const csp = this.consoleErrors.filter((line) => CSP_VIOLATION.test(line));
  if (csp.length > 0) throw new Error(`Content-Security-Policy violations:\n${csp.join('\n')}`);
});

/**
 * Steps of features/reference-backend.feature: the site against the reference backend (backend/),
 * which the scenarios tagged @reference-backend talk to instead of Prism (features/support/servers.ts).
 * What the backend received and stored is read through its own interface (its request log and
 * `store.findByReference`), never through its database file.
 */
import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Route } from 'playwright-core';
import type { StoredSubmission } from '../../backend/store';
import type { ApiCall } from '../support/api-names';
import { requestMaxLength } from '../support/contract-data';
import { formFrame } from '../support/forms';
import type { ReferenceSystems } from '../support/servers';
import type { SiteWorld } from '../support/world';

/** A file an answer names by a path, that the page shows as an image. */
const IMAGE_PATH = /^\/[^/].*\.(?:svg|jpe?g|png|webp|avif)$/i;
/** SubmissionAccepted.reference (openapi.yaml): the form's two letters, the year, six digits. */
const REFERENCE = /^[A-Z]{2}-[0-9]{4}-[0-9]{6}$/;

function referenceOf(world: SiteWorld): ReferenceSystems {
  if (!world.reference) throw new Error('This step needs the reference backend: tag the scenario @reference-backend');
  return world.reference;
}

function pathsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(pathsIn);
  return typeof value === 'string' && IMAGE_PATH.test(value) ? [value] : [];
}

/** The language the page asks the API in: Hindi on /hi/ pages, else English. */
async function pageLanguage(world: SiteWorld): Promise<'hi' | 'en'> {
  return (await world.page.locator('html').getAttribute('lang'))?.startsWith('hi') ? 'hi' : 'en';
}

Then("the page shows {int} images the {api} list names, each loaded from the API's host", async function (this: SiteWorld, count: number, api: ApiCall) {
  const { apiUrl, backend } = referenceOf(this);
  expect(this.callsTo(api.path).length, `the page asked the backend for the ${api.name}`).toBeGreaterThan(0);
  // The answer the page had: the same list, in the page's language.
  const answer = await fetch(new URL(api.path, apiUrl), { headers: { 'accept-language': await pageLanguage(this) } });
  const named = new Set(pathsIn(await answer.json()));
  // Every image of the page with a path the list names, whichever host the page resolved it against:
  // each scrolled to (lazy images load once near the screen) and waited for, in the page, at most 10 s.
  const images = await this.page.locator('main img').evaluateAll(
    async (imgs: HTMLImageElement[], paths: string[]) => {
      // (No named function inside: the page gets this code as it is, without tsx's helpers.)
      const shown = imgs.filter((img) => img.getClientRects().length > 0 && paths.includes(new URL(img.src).pathname));
      const until = Date.now() + 10_000;
      for (const img of shown) {
        img.scrollIntoView({ block: 'center' });
        if (img.complete) continue;
        await new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
          setTimeout(done, Math.max(0, until - Date.now()));
        });
      }
      return shown.map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 }));
    },
    [...named],
  );
  expect(images.length, `images of the ${api.name} shown`).toBe(count);
  for (const { src, loaded } of images) {
    const { origin, pathname } = new URL(src);
    expect(origin, `the host ${pathname} is loaded from`).toBe(new URL(apiUrl).origin);
    expect(loaded, `${src} shown (loaded, not broken)`).toBe(true);
    expect(
      backend.requests.some((request) => request.method === 'GET' && request.path === pathname),
      `the backend was asked for ${pathname}`,
    ).toBe(true);
  }
});

Given(
  'the next submission to the {api} address arrives with its {string} 1 character longer than the contract allows',
  async function (this: SiteWorld, api: ApiCall, field: string) {
    const max = requestMaxLength(api.path, field);
    await this.page.route(
      `${this.apiUrl}${api.path}`,
      async (route: Route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        const value = String(body[field] ?? '');
        body[field] = value + '.'.repeat(max + 1 - [...value].length);
        const response = await route.fetch({ postData: JSON.stringify(body) });
        this.refusal = { status: response.status(), language: response.headers()['content-language'], body: await response.json() };
        await route.fulfill({ response });
      },
      { times: 1 },
    );
  },
);

/** Every text in an Error body: its message and each field's messages. */
function textsOf(body: unknown): string[] {
  const error = body as { message?: string; fields?: Record<string, { message?: string }[]> };
  return [error.message ?? '', ...Object.values(error.fields ?? {}).flatMap((problems) => problems.map((p) => p.message ?? ''))].filter(Boolean);
}

Then(
  /^the backend refused it with 400 in (Hindi|English) under "([^"]+)", and the page shows none of the backend's words$/,
  async function (this: SiteWorld, language: string, field: string) {
    await expect.poll(() => this.refusal?.status, { message: "the backend's answer" }).toBe(400);
    const refusal = this.refusal!;
    expect(refusal.language, "the answer's Content-Language (the POST asked in the page's language)").toBe(language === 'Hindi' ? 'hi' : 'en');
    const body = refusal.body as { code?: string; fields?: Record<string, unknown> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    const texts = textsOf(body);
    expect(texts.length).toBeGreaterThan(0);
    const shown = await this.page.locator('body').innerText();
    for (const text of texts) expect(shown, "the page shows the backend's text").not.toContain(text);
  },
);

/** The stored submission of the form's last POST: the one whose body is exactly what was sent. */
async function storedOfLastPost(world: SiteWorld): Promise<{ sent: Record<string, unknown>; stored: StoredSubmission }> {
  const { backend } = referenceOf(world);
  const post = world.apiCalls.filter((call) => call.method === 'POST').at(-1);
  if (!post) throw new Error('The page sent no form');
  const sent = post.body as Record<string, unknown>;
  const path = new URL(post.url).pathname;
  let stored: StoredSubmission | undefined;
  await expect
    .poll(
      () => {
        stored = backend.store.all().find((entry) => entry.path === path && JSON.stringify(entry.body) === JSON.stringify(sent));
        return stored !== undefined;
      },
      { message: `the backend stored the body sent to ${path}` },
    )
    .toBe(true);
  return { sent, stored: stored! };
}

Then('the form shows the reference the backend gave it', async function (this: SiteWorld) {
  const { stored } = await storedOfLastPost(this);
  expect(stored.reference).toMatch(REFERENCE);
  await expect(formFrame(this.page)).toContainText(stored.reference);
  this.storedReference = stored.reference;
});

Then(
  /^the backend stored what the form sent, with the consent to "([^"]+)"(?: and "([^"]+)")?$/,
  async function (this: SiteWorld, purpose: string, also?: string) {
    const { sent, stored } = await storedOfLastPost(this);
    if (this.storedReference) expect(stored.reference, 'the reference the form showed').toBe(this.storedReference);
    // Read back by its reference, as a backend team would look it up.
    const found = referenceOf(this).backend.store.findByReference(stored.reference);
    expect(found?.body, 'the stored body').toEqual(sent);
    expect(found?.erasedAt).toBeNull();
    const consent = sent.consent as { notice_version: string; given_at: string };
    expect(found?.consents, 'the stored consent').toEqual(
      [purpose, ...(also ? [also] : [])]
        .sort()
        .map((purpose) => ({ purpose, noticeVersion: consent.notice_version, givenAt: consent.given_at, withdrawnAt: null })),
    );
  },
);

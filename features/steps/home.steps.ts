import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { insuranceSolutions, testimonials } from '@/content/home';
import { apiPathOf } from '../support/api-names';
import { contractExample } from '../support/contract-data';
import { HomePage } from '../support/pages/home';
import type { SiteWorld } from '../support/world';
import { escapeRegExp } from '../support/regexp';

const home = (world: SiteWorld) => new HomePage(world.page);

/** Swiper finishes a click on the next animation frame; under a stopped clock, let one pass. */
async function letAFramePass(world: SiteWorld) {
  if (world.clockControlled) await world.page.clock.runFor(20);
}
const list = (text: string, separator = ', ') => text.split(separator).map((t) => t.trim());

/** A slide moves by a CSS transition, which runs in real time; autoplay re-arms when it ends: wait for that. */
async function carouselsSettled(world: SiteWorld) {
  await expect
    .poll(() =>
      world.page.evaluate(() =>
        [...document.querySelectorAll('.swiper')].some((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating),
      ),
    )
    .toBe(false);
}

Then('{string} opens the partner purchase page for package {string} in a new tab', async function (this: SiteWorld, title: string, packageCode: string) {
  const link = home(this)
    .insuranceSolutions()
    .getByRole('link', { name: `Explore ${title} (opens in a new tab)` });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.searchParams.get('package_code')).toBe(packageCode);
});

Then('{string} and {string} open the enquiry form, and no card opens the Coming Soon notice', async function (this: SiteWorld, first: string, second: string) {
  const solutions = home(this).insuranceSolutions();
  for (const title of [first, second]) {
    await (await this.still(solutions.getByRole('button', { name: `Explore ${title}`, exact: true }))).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(`${title} enquiry`);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  // The two other cards are links that leave for the partner's page: no card is left to open the notice.
  await expect(solutions.getByRole('link', { name: /^Explore .+ \(opens in a new tab\)$/ })).toHaveCount(2);
  await expect(solutions.getByRole('button', { name: /^Explore / })).toHaveCount(2);
  await expect(this.page.getByText(insuranceSolutions.comingSoon.text)).toHaveCount(0);
});

// "Still": nothing moves it for a bounded window (a smooth scroll begun early would show within it).
Then('the page is still at the top', async function (this: SiteWorld) {
  await this.holdsFor(300, async () => (await this.page.evaluate(() => window.scrollY)) === 0, 'the page at the top');
});

Then('Insurance Solutions is scrolled into view', async function (this: SiteWorld) {
  const top = () =>
    home(this)
      .insuranceSolutions()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
  // The section stops below the fixed header (its scroll margin).
  await expect.poll(top).toBeLessThanOrEqual(100);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

Then('the product carousel has {int} plans with {int} features each', async function (this: SiteWorld, plans: number, features: number) {
  const cards = (await home(this).carousel('vehicle plans')).getByRole('article');
  await expect(cards).toHaveCount(plans);
  for (const card of await cards.all()) await expect(card.getByRole('listitem')).toHaveCount(features);
});

Then('only the first {int} plans have a {string} link opening in a new tab', async function (this: SiteWorld, count: number, label: string) {
  const region = await home(this).carousel('vehicle plans');
  const titles = (await region.getByRole('article').getByRole('heading').allInnerTexts()).map((t) => t.trim());
  const links = region.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)} `) });
  await expect(links).toHaveCount(count);
  const names = await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const sorted = (
    await region
      .locator('.swiper-slide')
      .evaluateAll((slides) => slides.filter((s) => s.querySelector('a')).map((s) => Number(s.getAttribute('data-swiper-slide-index'))))
  ).sort();
  expect(sorted).toEqual([...Array(count).keys()]);
  for (const name of names) expect(titles.some((t) => name === `${label} ${t} (opens in a new tab)`)).toBe(true);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
});

When('I open the details of {string}', async function (this: SiteWorld, title: string) {
  const region = await home(this).carousel('vehicle plans');
  await (await this.still(region.getByRole('button', { name: `Details of ${title}` }))).click();
});

Then('the brochure of {string} is shown no wider than {int} px', async function (this: SiteWorld, title: string, width: number) {
  const dialog = home(this).brochure();
  await expect(dialog).toHaveAccessibleName(`${title} brochure`);
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const panel = await image.evaluate((img) => img.parentElement?.getBoundingClientRect().width ?? Infinity);
  expect(panel).toBeLessThanOrEqual(width);
});

When(/^I close the brochure by (its close button|clicking outside it)$/, async function (this: SiteWorld, way: string) {
  await expect(home(this).brochure()).toBeVisible();
  if (way === 'its close button') await home(this).brochure().getByRole('button', { name: 'Close' }).click();
  else await this.page.mouse.click(5, 300);
});

Then('the brochure is still fading out', async function (this: SiteWorld) {
  await expect(home(this).brochure()).toHaveAttribute('data-state', 'closing');
  await expect(home(this).brochure()).toHaveCSS('opacity', '0');
});

Then('the brochure is closed', async function (this: SiteWorld) {
  await expect(home(this).brochure()).toHaveCount(0);
});

/** The home page's two carousels, as the features name them. */
const CAROUSELS = { product: 'vehicle plans', testimonials: 'testimonials' } as const;

/** Slides wholly in the frame, counted, and the space between two neighbours (laid out left to right). */
Then(
  /^the (product|testimonials) carousel shows (\d+) (?:plans?|testimonials?) at a time, (\d+) px apart$/,
  async function (this: SiteWorld, which: keyof typeof CAROUSELS, count: string, gap: string) {
    await expect.poll(async () => (await home(this).visibleSlides(CAROUSELS[which])).length).toBe(Number(count));
    const region = await home(this).carousel(CAROUSELS[which]);
    const [first, second] = await region.locator('.swiper-slide').evaluateAll((slides) =>
      slides
        .map((s) => s.getBoundingClientRect())
        .sort((a, b) => a.left - b.left)
        .map((r) => ({ left: r.left, right: r.right })),
    );
    expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(Number(gap));
  },
);

Then('the product carousel starts with plan {int}', async function (this: SiteWorld, plan: number) {
  await expect.poll(() => home(this).firstShownSlide('vehicle plans')).toBe(plan);
});

When(/^(\d+) ms pass (\d+) more times$/, async function (this: SiteWorld, ms: string, times: string) {
  for (let i = 0; i < Number(times); i++) {
    await carouselsSettled(this);
    await this.page.clock.runFor(Number(ms));
  }
  await carouselsSettled(this);
});

When(/^I click the next arrow of the (product|testimonials) carousel$/, async function (this: SiteWorld, which: keyof typeof CAROUSELS) {
  const region = await home(this).carousel(CAROUSELS[which]);
  await (await this.still(region.getByRole('button', { name: 'Next slide' }))).click();
  await letAFramePass(this);
  await carouselsSettled(this);
});

Then('none of the business numbers has reached its figure yet', async function (this: SiteWorld) {
  // The figures the mock answers: the contract's example (the page shows them in this order).
  const figures = contractExample(apiPathOf('business numbers'), 'en') as { number: string; suffix?: string; label: string }[];
  const shown = await home(this).numbers().getByTestId('count-up').allInnerTexts();
  expect(shown).toHaveLength(figures.length);
  shown.forEach((text, i) => {
    const { number, suffix = '', label } = figures[i] ?? { number: '', label: '' };
    expect(text.endsWith(suffix), `${label}: "${text}" ends with "${suffix}"`).toBe(true);
    const value = Number(text.slice(0, text.length - suffix.length).replace(/,/g, ''));
    expect(value, `${label} ("${text}") has started`).toBeGreaterThan(0);
    expect(value, `${label} ("${text}") is on its way to ${number}`).toBeLessThan(Number(number));
  });
});

Then('the business numbers stand side by side in {int} columns', async function (this: SiteWorld, columns: number) {
  const boxes = await home(this)
    .numbers()
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })));
  expect(boxes).toHaveLength(columns);
  expect(new Set(boxes.map((b) => b.top)).size, 'one row').toBe(1);
  expect(new Set(boxes.map((b) => b.left)).size, 'each in its own column').toBe(columns);
});

When('I scroll back to the top and down to the business numbers again', async function (this: SiteWorld) {
  await this.page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBe(0);
  await expect(home(this).numbers().getByRole('list')).not.toBeInViewport();
  await home(this).numbers().getByRole('list').scrollIntoViewIfNeeded();
  await expect(home(this).numbers().getByRole('list')).toBeInViewport();
});

Then(
  /^the tab "([^"]+)" is selected and shows "([^"]+)"( with a photo and the slogan)?$/,
  async function (this: SiteWorld, tab: string, title: string, images?: string) {
    await expect(home(this).strengths().getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('tab', { selected: true })).toHaveCount(1);
    const panel = this.page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    if (images) await expect(panel.getByRole('img')).toHaveCount(2);
  },
);

When('I choose the tab {string}', async function (this: SiteWorld, tab: string) {
  await (await this.still(home(this).strengths().getByRole('tab', { name: tab }))).click();
});

Then('the performance panel reads {string} as of {string}', async function (this: SiteWorld, figures: string, asOf: string) {
  await expect(home(this).productLine().getByTestId('performance-figure')).toHaveText(list(figures));
  await expect(home(this).productLine().getByText(`as of ${asOf}`)).toBeVisible();
});

Then('the testimonials carousel has {int} slides with arrows and {int} dots', async function (this: SiteWorld, slides: number, dots: number) {
  const region = await home(this).carousel('testimonials');
  await expect(region.getByRole('figure')).toHaveCount(slides);
  await expect(region.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(region.getByRole('button', { name: /^Go to slide \d+$/ })).toHaveCount(dots);
});

Then('the testimonial shown is from {string}', async function (this: SiteWorld, name: string) {
  const region = await home(this).carousel('testimonials');
  await expect(region.locator('.swiper-slide-active figcaption')).toContainText(name);
  // …the slide has come to rest inside the carousel's frame, and it is the only one to be seen there.
  await expect
    .poll(() =>
      region.locator('.swiper-slide-active').evaluate((slide) => {
        const frame = slide.closest('.swiper')?.getBoundingClientRect();
        const box = slide.getBoundingClientRect();
        return !!frame && Math.abs(box.left - frame.left) < 2;
      }),
    )
    .toBe(true);
  const inFrame = await region.locator('.swiper').evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return [...frame.querySelectorAll('.swiper-slide')]
      .map((slide) => slide.getBoundingClientRect())
      .filter((r) => Math.min(r.right, box.right) - Math.max(r.left, box.left) > 1).length;
  });
  expect(inFrame, 'slides in view at once').toBe(1);
});

/** Brings the slide of a testimonial into view (its photo loads lazily, as for a visitor). */
async function showTestimonial(world: SiteWorld, name: string) {
  const index = testimonials.items.findIndex((t) => t.name === name);
  expect(index, `a testimonial from ${name}`).toBeGreaterThanOrEqual(0);
  const region = await home(world).carousel('testimonials');
  // Hold the autoplay (real time runs here) so the slide stays while it is looked at.
  const pause = region.getByRole('button', { name: 'Pause testimonials' });
  if ((await pause.count()) > 0) await (await world.still(pause)).click();
  await (await world.still(region.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }))).click();
  await expect(region.locator('.swiper-slide-active figcaption')).toContainText(name);
  return region.locator('.swiper-slide-active');
}

Then(
  'the testimonials come from {int} managing director(s), {int} corporate client(s), {int} owner(s) of one car brand and {int} video story/stories',
  async function (this: SiteWorld, directors: number, corporate: number, owners: number, videos: number) {
    const region = await home(this).carousel('testimonials');
    const people = await region
      .getByRole('figure')
      .evaluateAll((figures) =>
        figures.map((f) => ({ position: f.querySelector('figcaption span:last-child')?.textContent ?? '', video: !!f.querySelector('video') })),
      );
    const text = people.filter((p) => !p.video);
    // Who is who, by the position the slide shows: "Managing Director"; "…, <company> (<kind> group)"; "<brand> car owner, <city>".
    const found = {
      directors: text.filter((p) => p.position === 'Managing Director'),
      corporate: text.filter((p) => /\([^()]+ group\)$/.test(p.position)),
      owners: text.filter((p) => / car owner, /.test(p.position)),
      videos: people.filter((p) => p.video),
    };
    const counts = Object.fromEntries(Object.entries(found).map(([kind, list]) => [kind, list.length]));
    expect(counts, people.map((p) => p.position).join(' | ')).toEqual({ directors, corporate, owners, videos });
    expect(people, 'every testimonial is one of these').toHaveLength(directors + corporate + owners + videos);
    expect(new Set(found.corporate.map((p) => p.position.replace(/.*\(/, ''))).size, 'corporate clients of different kinds').toBe(corporate);
    expect(new Set(found.owners.map((p) => p.position.replace(/ car owner.*/, ''))).size, 'one car brand').toBe(owners > 0 ? 1 : 0);
  },
);

Then('the testimonial from {string} shows her/his photo', async function (this: SiteWorld, name: string) {
  const slide = await showTestimonial(this, name);
  const photo = slide.getByRole('img', { name: `Photo of ${name}`, exact: true });
  await expect(photo).toHaveAttribute('src', testimonials.items.find((t) => t.name === name)?.image ?? 'none');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(slide.getByTestId('photo-placeholder')).toHaveCount(0);
});

Then('the testimonial from {string} shows initials instead of a photo', async function (this: SiteWorld, name: string) {
  const slide = await showTestimonial(this, name);
  await expect(slide.getByTestId('photo-placeholder')).toBeVisible();
  await expect(slide.locator('img')).toHaveCount(0);
});

Then('the video from {string} shows its thumbnail before it plays', async function (this: SiteWorld, name: string) {
  const item = testimonials.items.find((t) => t.name === name);
  expect(item?.type).toBe('video');
  const video = this.page.getByRole('region', { name: 'testimonials', exact: true }).getByLabel(`Video testimonial from ${name}`);
  const poster = await video.getAttribute('poster');
  expect(poster).toBe(item?.type === 'video' ? item.thumbnail : 'none');
  const response = await fetch(new URL(poster ?? '', this.siteUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
});

When('I click the dot for testimonial {int}', async function (this: SiteWorld, n: number) {
  const region = await home(this).carousel('testimonials');
  await (await this.still(region.getByRole('button', { name: `Go to slide ${n}`, exact: true }))).click();
  await letAFramePass(this);
});

When('I play the video from {string}', async function (this: SiteWorld, name: string) {
  const region = await home(this).carousel('testimonials');
  await (await this.still(region.getByRole('button', { name: `Play the video from ${name}` }))).click();
  // Media events arrive as tasks: wait until the carousel has reacted (autoplay held while the
  // video plays) or the slide has given up on the video.
  const held = region.and(this.page.locator('[data-autoplay="off"]'));
  const failed = region.locator('.swiper-slide-active [role="alert"]');
  await expect(held.or(failed).first()).toBeAttached();
});

When('I pause the video', async function (this: SiteWorld) {
  const video = home(this).shownVideo();
  await expect.poll(() => video.evaluate((v) => !(v as HTMLVideoElement).paused)).toBe(true);
  await video.evaluate((v) => (v as HTMLVideoElement).pause());
  await expect(this.page.getByRole('region', { name: 'testimonials', exact: true })).toHaveAttribute('data-autoplay', 'on');
});

When('the video plays to its end', async function (this: SiteWorld) {
  const video = home(this).shownVideo();
  await expect.poll(() => video.evaluate((v) => !(v as HTMLVideoElement).paused)).toBe(true);
  await video.evaluate(
    (v) =>
      new Promise<void>((ended) => {
        const media = v as HTMLVideoElement;
        media.addEventListener('ended', () => ended(), { once: true });
        media.currentTime = Math.max(0, media.duration - 0.05);
      }),
  );
  await expect(this.page.getByRole('region', { name: 'testimonials', exact: true })).toHaveAttribute('data-autoplay', 'on');
});

Then('the video can be downloaded from {string}', async function (this: SiteWorld, path: string) {
  const link = this.page.getByRole('link', { name: 'Download the video' });
  await expect(link).toHaveAttribute('href', path);
  await expect(link).toHaveAttribute('download', '');
});

Then('the partner banner fills the screen', async function (this: SiteWorld) {
  const box = await home(this).partnerBanner().boundingBox();
  const viewport = this.page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(viewport?.height ?? Infinity);
});

/**
 * The parts of a page as the features name them ("the footer", "the top navigation", the section
 * "<heading>"…), for the shared phrases of features/steps/parts.steps.ts: `{part}` in a step gives
 * where the part is and, for a part that is a list, how its items read.
 */
import { defineParameterType } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator } from 'playwright-core';
import { ClientsPage } from './pages/clients';
import { CompliancePage } from './pages/compliance';
import { ContactPage } from './pages/contact';
import { LicencePage } from './pages/composite-license';
import { CsrPage } from './pages/csr';
import { PeoplePages } from './pages/shared/people';
import { HomePage } from './pages/home';
import { SitePage } from './pages/common';
import { LegalPage } from './pages/legal-pages';
import { ProductsPage } from './pages/products';
import { GlossaryPage } from './pages/shared/glossary';
import { callbackText } from '@/content/callback';
import { companyPage } from '@/content/company';
import { fieldOf, formInFront } from './forms';
import { escapeRegExp } from './regexp';
import type { SiteWorld } from './world';

export interface Part {
  /** As the feature names it. */
  what: string;
  locate: (world: SiteWorld) => Locator;
  /** For a list: the texts of its items, in order, as a visitor reads them. */
  items?: (world: SiteWorld) => Promise<string[]>;
  /** Waits until the part is drawn, for a part drawn after the first paint. */
  drawn?: (world: SiteWorld) => Promise<void>;
}

const trimmed = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim());
const innerTexts = async (items: Locator) => trimmed(await items.allInnerTexts());
const home = (world: SiteWorld) => new HomePage(world.page);
const mainNav = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main', exact: true });
const footer = (world: SiteWorld) => world.page.getByRole('contentinfo');
const phoneMenu = (world: SiteWorld) => world.page.getByRole('navigation', { name: 'Main (mobile)' });
const footerHelp = (world: SiteWorld) => footer(world).getByRole('navigation', { name: 'Help with a claim or a complaint', exact: true });
const ombudsmanCard = (world: SiteWorld) => world.page.getByRole('listitem').filter({ has: world.page.locator('a[href="https://www.cioins.co.in/"]') });
const facultativeLines = (world: SiteWorld) => new ProductsPage(world.page).panel().getByRole('region', { name: 'Facultative lines we place', exact: true });
const letterGroup = (world: SiteWorld) => world.page.getByRole('group', { name: 'Filter terms by first letter' });
// An ordered list (an <ol>: a <ul> would not be found) under the company page's vision, mission and goals.
const goalsTimeline = (world: SiteWorld) =>
  world.page
    .locator('section')
    .filter({ has: world.page.getByRole('heading', { name: companyPage.vmgHeading, level: 2 }) })
    .locator('ol')
    .first();

/** The list a group's button opens in the phone menu (its accordion). */
const menuGroup = (world: SiteWorld, group: string) =>
  phoneMenu(world)
    .getByRole('listitem')
    .filter({ has: world.page.getByRole('button', { name: group, exact: true }) })
    .locator('ul');

const PARTS: Record<string, Omit<Part, 'what'>> = {
  'the header': { locate: (w) => w.page.getByRole('banner') },
  'the footer': { locate: footer },
  'the main content': { locate: (w) => w.page.getByRole('main') },
  'the main navigation': { locate: mainNav },
  'the About menu': { locate: (w) => mainNav(w).getByRole('list', { name: 'About pages', includeHidden: true }) },
  'the Knowledge Bank menu': { locate: (w) => mainNav(w).getByRole('list', { name: 'Knowledge Bank pages' }) },
  'the menu': { locate: phoneMenu },
  'the action bar': { locate: (w) => w.page.locator('[data-action-bar]') },
  "the hero's call-back box": { locate: (w) => w.page.getByTestId('hero-callback') },
  "the hero's mobile number box": { locate: (w) => fieldOf(w.page.getByTestId('hero-callback'), callbackText.phone) },
  'the cookie banner': { locate: (w) => w.page.getByRole('region', { name: 'Cookie consent' }) },
  'the legal page contents': { locate: (w) => new LegalPage(w.page).contents() },
  "the legal page's introduction": { locate: (w) => new LegalPage(w.page).introduction() },
  // The main content, once it is the privacy policy's (a step about it on another page fails).
  'the privacy policy': {
    locate: (w) => w.page.getByRole('main').filter({ has: w.page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true }) }),
  },
  'the breadcrumb trail': { locate: (w) => new SitePage(w.page).breadcrumb() },
  'the licence certificate': { locate: (w) => new LicencePage(w.page).certificate() },
  'the client search box': { locate: (w) => new ClientsPage(w.page).search() },
  'the client skeleton cards': { locate: (w) => new ClientsPage(w.page).skeletons() },
  'the glossary search box': { locate: (w) => new GlossaryPage(w.page).searchBox() },
  'the RECOMMENDED panel': { locate: (w) => home(w).recommended() },
  'the RECOMMENDED tags': { locate: (w) => home(w).recommended().getByRole('list'), items: (w) => innerTexts(home(w).recommended().getByRole('listitem')) },
  'the product line': { locate: (w) => home(w).productLine() },
  'the partner banner': { locate: (w) => home(w).partnerBanner() },
  // The footer's statutory block is drawn after the first paint: look once it is there.
  'the spurious-calls notice': {
    locate: (w) => footer(w).getByRole('note'),
    drawn: async (w) => {
      await footer(w).scrollIntoViewIfNeeded();
      await expect(footer(w).getByRole('note').first()).toBeVisible();
    },
  },

  // Lists: what their items read.
  'the top navigation': {
    locate: mainNav,
    items: (w) => innerTexts(mainNav(w).locator(':scope > ul > li > a, :scope > ul > li > button')),
  },
  'the footer links': {
    locate: (w) => footer(w).getByRole('navigation', { name: 'Footer' }),
    // A link to another tab says so to a screen reader only: the visitor reads the label.
    items: async (w) =>
      trimmed(await footer(w).getByRole('navigation', { name: 'Footer' }).getByRole('listitem').getByRole('link').allTextContents()).map((label) =>
        label.replace(' (opens in a new tab)', ''),
      ),
  },
  'the glossary letters': { locate: letterGroup, items: (w) => innerTexts(new GlossaryPage(w.page).letters()) },
  'the home page sections': { locate: (w) => w.page.getByRole('main'), items: (w) => home(w).sectionHeadings() },
  'the business numbers': { locate: (w) => home(w).numbers(), items: (w) => innerTexts(home(w).numbers().getByTestId('count-up')) },
  'the business number labels': {
    locate: (w) => home(w).numbers(),
    // Each figure's label is the last line of its item, under the counting figure.
    items: async (w) =>
      trimmed(
        await home(w)
          .numbers()
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent ?? '')),
      ),
  },
  'the Core Strengths tabs': { locate: (w) => home(w).strengths(), items: (w) => innerTexts(home(w).strengths().getByRole('tab')) },
  'the product line chips': {
    locate: (w) => home(w).productLine().getByRole('list', { name: 'Lines of cover' }),
    items: (w) => innerTexts(home(w).productLine().getByRole('list', { name: 'Lines of cover' }).getByRole('listitem')),
  },
  'the compliance documents': {
    locate: (w) => new CompliancePage(w.page).complianceCards(),
    items: (w) => innerTexts(new CompliancePage(w.page).complianceCards().getByRole('heading')),
  },
  // The phone menu's accordion of a group: the list its button opens (links of a closed list are hidden, so none is read).
  "the menu's About pages": {
    locate: (w) => menuGroup(w, 'About'),
    items: async (w) => innerTexts(menuGroup(w, 'About').getByRole('link')),
  },
  // The Ombudsman's card of the escalation levels: the one that links to the Council for Insurance Ombudsmen.
  "the Ombudsman's conditions": {
    locate: (w) => ombudsmanCard(w).getByRole('list'),
    items: (w) => innerTexts(ombudsmanCard(w).getByRole('listitem')),
  },
  'the facultative lines': {
    locate: (w) => facultativeLines(w),
    items: (w) => innerTexts(facultativeLines(w).getByRole('listitem')),
  },
  // What a page's form says once it has been sent (its status region).
  'the grievance confirmation': { locate: (w) => formInFront(w.page).getByRole('status') },
  'the insurer groups': {
    locate: (w) => w.page.getByRole('main'),
    items: (w) => innerTexts(w.page.getByRole('main').getByRole('heading', { level: 2 })),
  },
  "the privacy policy's data asked at registration": {
    locate: (w) => new LegalPage(w.page).section('Information We Collect').getByRole('list'),
    items: (w) => innerTexts(new LegalPage(w.page).section('Information We Collect').getByRole('listitem')),
  },
  "the footer's help links": {
    locate: (w) => footerHelp(w),
    items: (w) => innerTexts(footerHelp(w).getByRole('link')),
  },
  "the footer's social media list": { locate: (w) => footer(w).getByRole('list', { name: 'Social media', exact: true }) },
  // Each official link's name is the first line of its card, above what the site is for.
  'the list of official links': {
    locate: (w) => w.page.getByRole('region', { name: 'Official links', exact: true }),
    items: async (w) =>
      trimmed(
        await w.page
          .getByRole('region', { name: 'Official links', exact: true })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.querySelector('span')?.textContent ?? '')),
      ),
  },
  // A page's sections, by their headings (the main content's <h2>s), in order.
  'the page sections': { locate: (w) => w.page.getByRole('main'), items: (w) => innerTexts(w.page.getByRole('main').locator('h2')) },
  'the timeline': { locate: goalsTimeline, items: (w) => innerTexts(goalsTimeline(w).locator(':scope > li > h3')) },
  // The insurers of the insurer forms page (their <h3>s), as a search leaves them.
  'the insurers': { locate: (w) => w.page.getByRole('main'), items: (w) => innerTexts(w.page.getByRole('main').getByRole('heading', { level: 3 })) },
  // Each office card is headed by its city (the first line of its maps link, as written).
  'the office card headings': {
    locate: (w) => new ContactPage(w.page).officeCards(),
    items: async (w) =>
      trimmed(
        await new ContactPage(w.page)
          .officeCards()
          .evaluateAll((cards) => cards.map((card) => card.querySelector('a > span:last-child > span')?.textContent ?? '')),
      ),
  },
  // Each client card as "<name> in <location>": its heading and the place beside the map pin.
  'the client cards': {
    locate: (w) => new ClientsPage(w.page).cards(),
    items: async (w) =>
      trimmed(
        await new ClientsPage(w.page)
          .cards()
          .evaluateAll((cards) =>
            cards.map((card) => `${card.querySelector('h2')?.textContent ?? ''} in ${card.querySelector('p > span:has(svg)')?.textContent ?? ''}`),
          ),
      ),
  },
  'the client page numbers': {
    locate: (w) => new ClientsPage(w.page).pagination(),
    items: async (w) => (await new ClientsPage(w.page).pageNumbersText()).split(' ').filter(Boolean),
  },
};

/** Parts named by their heading or name: the section "<heading>", the member "<name>"… */
const NAMED: Record<string, (world: SiteWorld, name: string) => Locator> = {
  // A region named by its heading.
  'the section': (w, heading) => w.page.getByRole('region', { name: heading, exact: true }),
  'the member': (w, name) => new PeoplePages(w.page).member(name),
  'the CSR initiative': (w, name) => new CsrPage(w.page).csrInitiative(name),
  'the compliance document': (w, title) => new CompliancePage(w.page).complianceCard(title),
  'the product': (w, title) => new ProductsPage(w.page).row(title),
};
const NAMED_PART = new RegExp(`^(${Object.keys(NAMED).map(escapeRegExp).join('|')}) "([^"]+)"$`);

export function part(what: string): Part {
  const [, kind = '', name = ''] = NAMED_PART.exec(what) ?? [];
  const named = NAMED[kind];
  if (named) return { what, locate: (w) => named(w, name) };
  const known = PARTS[what];
  if (!known)
    throw new Error(`No part of the page "${what}"; known: ${[...Object.keys(PARTS), ...Object.keys(NAMED).map((kind) => `${kind} "…"`)].join(', ')}`);
  return { what, ...known };
}

/**
 * A list as a feature writes it: items separated by "; " when any item holds a comma, otherwise by
 * ", ", and single words (page numbers, letters) by spaces.
 */
export function listOf(text: string): string[] {
  const separator = text.includes('; ') ? '; ' : text.includes(', ') ? ', ' : ' ';
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

defineParameterType({
  name: 'part',
  // Longest first, so that "the footer links" is not read as "the footer" followed by more words.
  regexp: new RegExp(
    [
      ...Object.keys(PARTS)
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp),
      ...Object.keys(NAMED).map((kind) => `${escapeRegExp(kind)} "[^"]+"`),
    ].join('|'),
  ),
  transformer: part,
});

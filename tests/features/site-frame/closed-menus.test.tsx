import { act, fireEvent, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeInfo, localisedPath, type Locale } from '@/config/locales';
import { pathOf } from '@/config/paths';
import { loadCopy } from '@/content/copy-loading';
import { CORE_NAMESPACES } from '@/content/namespaces';
import { siteFrameText } from '@/content/site-frame';
import { SiteHeader } from '@/features/site-frame/SiteHeader';
import { LocaleProvider } from '@/lib/i18n';

/**
 * The header's closed panels (the About and Knowledge Bank dropdowns, the phone menu and its groups,
 * the language list) are not in the pre-rendered HTML (docs/performance.md, "What moves the API
 * pages' LCP"); the page hydrates without a mismatch and each panel is drawn when its button opens it.
 */

const header = (locale: Locale) => (
  <LocaleProvider locale={locale}>
    <MemoryRouter basename={localeInfo[locale].prefix || undefined} initialEntries={[localisedPath(locale, pathOf('services'))]}>
      <SiteHeader />
    </MemoryRouter>
  </LocaleProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The header as the pre-render writes it, in a container of the document. */
async function prerendered(locale: Locale): Promise<HTMLElement> {
  await loadCopy(locale, CORE_NAMESPACES);
  const container = document.createElement('div');
  container.innerHTML = renderToString(header(locale));
  document.body.append(container);
  return container;
}

/** The element a button's aria-controls names: it must be in the document. */
function controlled(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id, 'aria-controls of an open panel').toBeTruthy();
  const panel = document.getElementById(id ?? '');
  expect(panel, `the element #${id}`).not.toBeNull();
  return panel as HTMLElement;
}

describe('the pre-rendered header', () => {
  it.each<Locale>(['en', 'hi'])('holds no closed panel and names none (%s)', async (locale) => {
    const container = await prerendered(locale);
    expect(container.querySelector('header')).not.toBeNull();
    expect([...container.querySelectorAll('[hidden]')].map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    expect(container.querySelectorAll('[aria-controls]')).toHaveLength(0);
    // Four openers, all closed: the two dropdowns, the phone menu's button, the language button.
    expect([...container.querySelectorAll('button[aria-expanded]')].map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
    expect(container.querySelectorAll('nav')).toHaveLength(2);
    expect(container.querySelector('[data-drawn-label]')).toBeNull();
    expect(container.querySelectorAll('a[hreflang]')).toHaveLength(0);
  });
});

describe('the hydrated header', () => {
  async function hydrated() {
    const container = await prerendered('en');
    const problems = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, header('en'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(problems).not.toHaveBeenCalled();
    return within(container);
  }

  it('draws a dropdown when its button opens it, and takes it away on Escape', async () => {
    const view = await hydrated();
    const main = view.getByRole('navigation', { name: siteFrameText.mainNav });
    for (const [label, list] of Object.entries(siteFrameText.groupPages)) {
      const button = within(main).getByRole('button', { name: siteFrameText.nav[label as keyof typeof siteFrameText.groupPages] });
      act(() => fireEvent.click(button));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(controlled(button)).getByRole('list', { name: list })).toBeInTheDocument();
      act(() => fireEvent.keyDown(button, { key: 'Escape' }));
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-controls');
      expect(within(main).queryByRole('list', { name: list })).toBeNull();
      expect(button).toHaveFocus();
    }
  });

  it('draws the phone menu and a group of it when opened', async () => {
    const view = await hydrated();
    const menuButton = view.getByRole('button', { name: siteFrameText.openMenu });
    act(() => fireEvent.click(menuButton));
    const menu = controlled(menuButton);
    expect(menu).toHaveAccessibleName(siteFrameText.mainNavMobile);
    const group = within(menu).getByRole('button', { name: siteFrameText.nav.about });
    expect(group).not.toHaveAttribute('aria-controls');
    act(() => fireEvent.click(group));
    expect(within(controlled(group)).getByRole('link', { name: siteFrameText.nav.company })).toHaveAttribute('href', pathOf('company'));
    act(() => fireEvent.click(view.getByRole('button', { name: siteFrameText.closeMenu })));
    expect(view.queryByRole('navigation', { name: siteFrameText.mainNavMobile })).toBeNull();
  });

  it('draws the language list, the Hindi name drawn, when opened', async () => {
    const view = await hydrated();
    const button = within(view.getByRole('navigation', { name: siteFrameText.language })).getByRole('button');
    act(() => fireEvent.click(button));
    const hindi = within(controlled(button)).getByRole('link', { name: localeInfo.hi.name });
    expect(hindi).toHaveAttribute('href', localisedPath('hi', pathOf('services')));
    expect(hindi.querySelector('svg[data-drawn-label] path')).not.toBeNull();
  });
});

import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentHead } from '@/app/document-head';
import { routeDescriptions } from '@/content/route-descriptions';
import { routes as hiRoutes } from '@/content/hi/routes';
import { routeDescriptions as hiDescriptions } from '@/content/hi/route-descriptions';
import { loadCopy } from '@/content/copy-loading';
import { LocaleProvider } from '@/lib/i18n';
import type { Locale } from '@/config/locales';

const PRE_RENDERED = 'the pre-rendered description';

let go: (path: string) => void = () => undefined;

function Head() {
  go = useNavigate();
  return <DocumentHead />;
}

/** Hydrated, as the browser's first view is (React adopts the pre-rendered head tags only when hydrating). */
function mount(locale: Locale, path: string) {
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Head />
      </MemoryRouter>
    </LocaleProvider>,
    { hydrate: true },
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const ogDescription = () => document.head.querySelector('meta[property="og:description"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = `<title>x</title><meta name="description" content="${PRE_RENDERED}"><meta property="og:description" content="${PRE_RENDERED}">`;
});
afterEach(() => {
  // Unmounted first: React removes the head tags it owns.
  cleanup();
  document.head.innerHTML = '';
});

describe('the document head on client-side navigation', () => {
  it('keeps the pre-rendered description on the first view, and sets the next page’s once its module has loaded', async () => {
    mount('en', '/contact');
    expect(document.title).toBe('Contact Us | Kizuna Bharat');
    // Nothing on the first view asks for the descriptions: the pre-render wrote the right one.
    await act(async () => Promise.resolve());
    expect(description()).toBe(PRE_RENDERED);
    // The pre-rendered tags are the page's own: none is written twice.
    expect(document.head.querySelectorAll('title, meta[name="description"], meta[property="og:description"]')).toHaveLength(3);

    act(() => go('/careers'));
    expect(document.title).toBe('Careers | Kizuna Bharat');
    await waitFor(() => expect(description()).toBe(routeDescriptions.careers));
    expect(ogDescription()).toBe(routeDescriptions.careers);
  });

  it('sets the Hindi description on a Hindi page', async () => {
    await loadCopy('hi', ['routes']);
    mount('hi', '/contact');
    expect(document.title).toBe(`${hiRoutes.contact.title} | Kizuna Bharat`);
    act(() => go('/grievance'));
    await waitFor(() => expect(description()).toBe(hiDescriptions.grievance));
  });
});

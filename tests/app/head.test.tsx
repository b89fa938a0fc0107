import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, DocumentHead, HeadTags } from '@/app/document-head';
import { routes } from '@/config/paths';

const headHtml = (path: string, description?: string) => renderToStaticMarkup(<HeadTags path={path} description={description} />);
const canonicalOf = (path: string) => /<link rel="canonical" href="([^"]+)"/.exec(headHtml(path))?.[1];

describe('per-route head', () => {
  it('gives every registered route a distinct title, a description and a canonical URL', async () => {
    const titles = new Set<string>();
    for (const route of routes) {
      expect((await descriptionOf(route.path)).length).toBeGreaterThan(40);
      expect(canonicalOf(route.path)).toMatch(new RegExp(`^https?://[^/]+${route.path === '/' ? '/$' : `${route.path}$`}`));
      titles.add(/<title>(.+)<\/title>/.exec(headHtml(route.path))?.[1] ?? '');
    }
    expect(titles.size).toBe(routes.length);
  });

  it('treats a trailing slash as the same page', () => {
    expect(canonicalOf('/careers/')).toBe(canonicalOf('/careers'));
  });

  it('marks unknown pages noindex', async () => {
    expect(headHtml('/nope')).toContain('noindex');
    expect(await descriptionOf('/nope')).toBe('The page you are looking for does not exist.');
  });

  it('escapes text in attributes', () => {
    expect(headHtml('/nope', 'A "b" <c> & d')).toContain('content="A &quot;b&quot; &lt;c&gt; &amp; d"');
  });
});

describe('the document head rendered on the server', () => {
  it('needs no document when no first description is given', () => {
    vi.stubGlobal('document', undefined);
    try {
      const html = renderToStaticMarkup(
        <MemoryRouter initialEntries={['/contact']}>
          <DocumentHead />
        </MemoryRouter>,
      );
      expect(html).toContain('<title>Contact Us | Kizuna Bharat</title>');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

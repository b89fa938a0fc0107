import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadTags } from '@/app/document-head';
import { headFor, headForPage, type HeadData } from '@/app/head';
import { routes } from '@/config/paths';

const headHtml = (head: HeadData) => renderToStaticMarkup(<HeadTags head={head} />);

describe('per-route head', () => {
  it('gives every registered route a distinct title, a description and a canonical URL', async () => {
    const titles = new Set<string>();
    for (const route of routes) {
      const head = await headForPage(route.path);
      expect(head.description?.length ?? 0).toBeGreaterThan(40);
      expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${route.path === '/' ? '/$' : `${route.path}$`}`));
      titles.add(head.title);
    }
    expect(titles.size).toBe(routes.length);
  });

  it('treats a trailing slash as the same page', () => {
    expect(headFor('/careers/').canonical).toBe(headFor('/careers').canonical);
  });

  it('marks unknown pages noindex', () => {
    expect(headHtml(headFor('/nope'))).toContain('noindex');
  });

  it('escapes text in attributes', () => {
    expect(headHtml({ title: 'A "b" <c>', description: 'x & y', canonical: '' })).toContain('A &quot;b&quot; &lt;c&gt;');
  });
});

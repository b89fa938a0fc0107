import { env } from '@/config/env';
import { routes, type RouteMeta } from '@/config/paths';
import { site } from '@/config/site';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
}

export function findRoute(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === clean);
}

export function canonicalUrl(path: string): string {
  return `${env.VITE_SITE_URL.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}

export const NOT_FOUND_HEAD: HeadData = {
  title: `Page not found | ${site.shortName}`,
  description: 'The page you are looking for does not exist.',
  canonical: '',
  ogType: 'website',
};

export function headFor(pathname: string): HeadData {
  const route = findRoute(pathname);
  if (!route) return NOT_FOUND_HEAD;
  return {
    title: route.id === 'home' ? `${site.shortName} | ${route.title}` : `${route.title} | ${site.shortName}`,
    description: route.description,
    canonical: canonicalUrl(route.path),
    ogType: 'website',
  };
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The <head> tags written by the pre-render step. */
export function headHtml(head: HeadData): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:site_name" content="${escapeAttr(site.name)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeAttr(head.canonical)}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

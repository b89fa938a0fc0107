import type { RouteId } from '@/config/paths';
import type { EarlyPath } from '@/lib/api-client';

/**
 * The API lists that are a page's main content, asked for by the page's HTML (./early-reads.inline.ts)
 * instead of after the page's code, copy and first render: on a phone on 4G that is two or three
 * round trips sooner. Only pages whose list is what the visitor came for (home's figures sit far
 * below the fold). The scenario "<path> asks for its lists while its HTML is read"
 * (features/delivery.feature) checks each page makes exactly these GETs, once each.
 */
export const EARLY_READS: Partial<Readonly<Record<RouteId, readonly EarlyPath[]>>> = {
  services: ['/api/services/'],
  contact: ['/api/offices/'],
  board: ['/api/board-of-directors/'],
  keyTeam: ['/api/key-management-team/'],
  clients: ['/api/testimonials/', '/api/logos/'],
  csr: ['/api/csr/'],
  careers: ['/api/careers/'],
  compliance: ['/api/compliances/'],
};

/** Name of the <meta> naming a page's early reads, read by ./early-reads.inline.ts. */
export const EARLY_READS_META = 'app-early-reads';

/** How the first card's photo is addressed from a list (./early-images.ts). */
export interface EarlyImage {
  /** The list it comes from. */
  read: string;
  /** Its address in the answer, `{field}` standing for the item's value: a path resolved against the API base. */
  src: string;
  /** The first card is the item with the newest date in this field. */
  newest?: string;
  /** The address on the site when a field `src` needs is empty (`{field}` allowed too), e.g. a photo named by the id. */
  fallback?: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <meta> a page with early reads carries at the top of its <head>, before the inline script. */
export function earlyReadsMeta(options: { paths: readonly string[]; language: string; timeoutMs: number; buildTimeBase: string; image?: EarlyImage }): string {
  const data: Record<string, string | undefined> = {
    lang: options.language,
    timeout: String(options.timeoutMs),
    base: options.buildTimeBase.trim() || undefined,
    'image-read': options.image?.read,
    image: options.image?.src,
    'image-newest': options.image?.newest,
    'image-fallback': options.image?.fallback,
  };
  const attributes = Object.entries(data).map(([name, value]) => (value ? ` data-${name}="${attribute(value)}"` : ''));
  return `<meta name="${EARLY_READS_META}" content="${attribute(options.paths.join(' '))}"${attributes.join('')} />`;
}

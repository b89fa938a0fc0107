/**
 * The contract between a page's HTML and the site's code for the page's early reads: the
 * pre-render writes `<meta name="app-early-reads">` (src/app/early-reads.ts) naming the GETs the
 * page's loader made while it was pre-rendered; the inline script (src/app/early-reads.inline.ts)
 * sends them while the HTML is read and leaves one entry per GET under `window.__earlyReads`; the
 * API client (src/lib/api-client.ts) hands each to the loader's first GET of the same address in
 * the same language.
 */
export const EARLY_READS_META = 'app-early-reads';

export const EARLY_READS_GLOBAL = '__earlyReads';

export interface InlineEarlyRead {
  /** The absolute URL asked for, as `new URL(…).href` writes it (what a Request's `url` is). */
  url: string;
  /** The Accept-Language sent. */
  language: string;
  response: Promise<Response>;
  controller: AbortController;
}

/**
 * How the photo of a page's first card is addressed from its list (a page's `firstPhoto`), so the
 * inline script preloads it as soon as the list arrives: on a phone, the page's largest element.
 */
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

/** Takes the reads the page's inline script sent (once: the global is emptied). */
export function takeInlineEarlyReads(): InlineEarlyRead[] {
  const holder = globalThis as { [EARLY_READS_GLOBAL]?: unknown };
  const reads = holder[EARLY_READS_GLOBAL];
  if (!Array.isArray(reads)) return [];
  delete holder[EARLY_READS_GLOBAL];
  return reads.filter(
    (read): read is InlineEarlyRead =>
      typeof read === 'object' &&
      read !== null &&
      typeof read.url === 'string' &&
      typeof read.language === 'string' &&
      read.response instanceof Promise &&
      read.controller instanceof AbortController,
  );
}

/** A `{field}` placeholder where a page's address function takes the item's value (for `EarlyImage.src`). */
export const field = <T>(name: string): T => `{${name}}` as T;

/**
 * What the page's inline early-read script (src/app/early-reads-inline.ts) leaves for the API
 * client: one entry per GET it sent, under `window.__earlyReads`, until the client adopts them.
 */
export const EARLY_READS_GLOBAL = '__earlyReads';

export interface InlineEarlyRead {
  /** The absolute URL asked for, as `new URL(…).href` writes it (what a Request's `url` is). */
  url: string;
  /** The Accept-Language sent. */
  language: string;
  response: Promise<Response>;
  controller: AbortController;
}

/** Takes the reads the page's inline script sent (once: the global is emptied). */
export function takeInlineEarlyReads(): InlineEarlyRead[] {
  const holder = globalThis as { [EARLY_READS_GLOBAL]?: unknown };
  const reads = holder[EARLY_READS_GLOBAL];
  if (!Array.isArray(reads)) return [];
  delete holder[EARLY_READS_GLOBAL];
  return reads.filter(
    (read): read is InlineEarlyRead =>
      typeof read === 'object' && read !== null && typeof read.url === 'string' && typeof read.language === 'string' && read.response instanceof Promise && read.controller instanceof AbortController,
  );
}

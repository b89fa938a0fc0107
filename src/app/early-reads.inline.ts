/**
 * Early reads from the page itself: inlined at the top of the <head> of a page whose loader reads
 * the API, after a <meta name="app-early-reads"> (./early-reads.ts) that names the paths its loader
 * asked for when the page was pre-rendered, the language to ask in and the list deadline; allowed by
 * its CSP hash. It sends those GETs while the HTML is still being read: the site's own code starts
 * only on window `load` (./boot.inline.ts), so on a phone the lists arrive beside the page's code
 * instead of round trips after it. The answers wait in `window.__earlyReads` until the page's loader
 * runs (src/lib/handover.early-read.ts): its first GET of the same address in the same language
 * takes the answer, once.
 *
 * The request is the one the client builds: the API base by the rule of src/lib/api-base.ts (a
 * build-time base, which the pre-render writes as `data-base`, else the run-time
 * <meta name="api-base">, else this origin with port 3000 made 8000) and `Accept-Language`. Each
 * read is aborted with a TimeoutError after the list deadline, on the page's own clock.
 *
 * Where the first card of the list shows a photo (on a phone, the page's largest element), the meta
 * also says how its address is made from the list (the page's `firstPhoto`), and the photo is preloaded
 * at high priority as soon as the list arrives, if its address is http(s) or relative.
 */
import { API_BASE_META, apiBaseFrom } from '@/lib/api-base';
import { isSafeApiUrl, resolveApiUrl } from '@/lib/api-url';
import { TIMEOUT_ERROR } from '@/lib/deadline';
import { EARLY_READS_GLOBAL, EARLY_READS_META, type InlineEarlyRead } from '@/lib/handover.early-read';

type Item = Record<string, unknown>;

const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EARLY_READS_META}"]`);
const data = (name: string) => meta?.getAttribute(`data-${name}`) ?? '';

/** The date of an item's `field` in ms, or -Infinity when it has none. */
function dateOf(item: Item, field: string): number {
  const value = item[field];
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
}

/** An address template with each `{field}` the item's value, or '' when one of them has none. */
function filled(template: string, item: Item): string {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = item[key];
    const part = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    missing ||= !part;
    return part;
  });
  return missing ? '' : text;
}

/**
 * Preloads the photo of the card the page draws first (the newest item when `data-image-newest`
 * names a date): the address from the answer (`data-image`), resolved against the API base as the
 * API boundary resolves it, else the site's own (`data-image-fallback`), as the page draws them.
 */
function preloadFirstPhoto(list: unknown, base: string): void {
  if (!Array.isArray(list)) return;
  const newest = data('image-newest');
  const first = newest ? list.reduce<unknown>((a, b) => (dateOf(b as Item, newest) > dateOf(a as Item, newest) ? b : a), list[0]) : list[0];
  if (!first || typeof first !== 'object') return;
  const fromAnswer = filled(data('image'), first as Item);
  const onSite = fromAnswer ? '' : filled(data('image-fallback'), first as Item);
  const src = fromAnswer ? resolveApiUrl(fromAnswer, base) : isSafeApiUrl(onSite) ? onSite : '';
  if (!src) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src });
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

if (meta && 'fetch' in window && 'AbortController' in window) {
  const base = apiBaseFrom(data('base') || document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content, location.origin);
  const language = data('lang') || 'en';
  const timeout = Number(data('timeout'));
  const reads: InlineEarlyRead[] = [];
  Object.assign(window, { [EARLY_READS_GLOBAL]: reads });
  for (const path of meta.content.split(' ').filter(Boolean)) {
    const controller = new AbortController();
    const url = new URL(base + path).href;
    const response = fetch(url, { headers: { 'Accept-Language': language }, signal: controller.signal });
    response.catch(() => undefined);
    if (path === data('image-read')) {
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((list: unknown) => preloadFirstPhoto(list, base))
        .catch(() => undefined);
    }
    setTimeout(() => controller.abort(new DOMException(`No answer within ${timeout} ms`, TIMEOUT_ERROR)), timeout);
    reads.push({ url, language, response, controller });
  }
}

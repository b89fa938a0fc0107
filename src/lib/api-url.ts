/** Resolves a value the way a link or an image does, to learn its scheme; never fetched. */
const PROBE_BASE = 'http://relative.invalid/';

/**
 * Whether a URL that came from the API may be used in the page: an http(s) URL or a
 * relative reference (`/images/…`, `media/…`). Anything else (`javascript:`, `data:`,
 * `vbscript:`, `blob:`, a malformed URL) is not. The browser's own parser decides, so
 * tricks such as `java\tscript:` or leading spaces are judged as the browser would.
 */
export function isSafeApiUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, PROBE_BASE);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A path or URL from an answer as the page uses it (openapi.yaml, "Paths in answers"): resolved
 * against the API base, since the base of a reference in an answer is the URI the answer was
 * retrieved from (RFC 3986 §5.1.3), which is on the API host; or '' when it is empty or not
 * http(s), the contract's "no image / no file", so the page shows its fallback. The one function
 * every path from an answer goes through: the API boundary (lists), the first-photo preload
 * (src/app/early-reads.inline.ts) and the CSR policy download.
 */
export function resolveApiUrl(value: string, apiBase: string): string {
  if (value.trim() === '' || !isSafeApiUrl(value)) return '';
  return new URL(value, `${apiBase.replace(/\/+$/, '')}/`).href;
}

/** Every key of every member of a union (keyof of a union keeps only the shared ones). */
export type KeysOfUnion<T> = T extends unknown ? keyof T & string : never;

/** The item with each of `fields` that holds a string resolved by resolveApiUrl (unsafe ones become ''). */
export function withApiUrls<T extends object>(item: T, fields: readonly KeysOfUnion<T>[], apiBase: string): T {
  let copy: Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const resolved = resolveApiUrl(value, apiBase);
    if (resolved !== value) {
      copy ??= { ...(item as Record<string, unknown>) };
      copy[field] = resolved;
    }
  }
  return (copy ?? item) as T;
}

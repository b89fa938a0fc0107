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

/** Every key of every member of a union (keyof of a union keeps only the shared ones). */
export type KeysOfUnion<T> = T extends unknown ? keyof T & string : never;

/**
 * The item with each of `fields` that holds an unsafe URL replaced by the empty string,
 * the contract's "no image / no file" value, so the page shows its fallback.
 */
export function withSafeUrls<T extends object>(item: T, fields: readonly KeysOfUnion<T>[]): T {
  let copy: Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === 'string' && !isSafeApiUrl(value)) {
      copy ??= { ...(item as Record<string, unknown>) };
      copy[field] = '';
    }
  }
  return (copy ?? item) as T;
}

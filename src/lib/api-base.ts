/**
 * The API base rule (part 1 §7): a configured API host setting when there is
 * one, otherwise the current page origin with port 3000 replaced by 8000.
 */
export function apiBaseFrom(configured: string | null | undefined, pageOrigin: string): string {
  const setting = configured?.trim();
  if (setting) return stripTrailingSlash(setting);
  const url = new URL(pageOrigin);
  if (url.port === '3000') url.port = '8000';
  return stripTrailingSlash(url.origin);
}

function stripTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** Name of the <meta> a server may inject to configure the API host at run time. */
export const API_BASE_META = 'api-base';

/**
 * The configured setting: the build-time VITE_API_BASE, else a run-time
 * `<meta name="api-base">` written by the server. Browser only (call from effects).
 */
export function configuredApiBase(buildTime: string, doc: Document): string {
  if (buildTime.trim()) return buildTime;
  return doc.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content ?? '';
}

/**
 * The cookie consent preference (part 1 §3): key cookieConsent in local storage, value accepted or denied.
 * @internal A test seam (tests/features/cookie-consent/cookie-settings.test.tsx).
 */
export const CONSENT_KEY = 'cookieConsent';
export type Consent = 'accepted' | 'denied';

export function readConsent(storage: Pick<Storage, 'getItem'>): Consent | null {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(storage: Pick<Storage, 'setItem'>, consent: Consent): void {
  try {
    storage.setItem(CONSENT_KEY, consent);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page view */
  }
}

/**
 * Fired on window by the footer's "Cookie settings": the banner shows again, whatever is
 * stored, so that a choice can be changed (or consent withdrawn) as easily as it was given.
 */
export const COOKIE_SETTINGS_EVENT = 'cookie-settings-open';

export function openCookieSettings(target: Pick<Window, 'dispatchEvent'>): void {
  target.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}

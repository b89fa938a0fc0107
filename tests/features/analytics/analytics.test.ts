import { describe, expect, it } from 'vitest';
import { loadAnalytics, shouldLoadAnalytics } from '@/features/analytics/analytics';
import { CONSENT_KEY, readConsent, storeConsent } from '@/features/cookie-consent/consent';

describe('analytics loader', () => {
  it('loads only with consent accepted and an id configured', () => {
    expect(shouldLoadAnalytics('accepted', 'G-ABC123')).toBe(true);
    expect(shouldLoadAnalytics('accepted', '')).toBe(false);
    expect(shouldLoadAnalytics('denied', 'G-ABC123')).toBe(false);
    expect(shouldLoadAnalytics(null, 'G-ABC123')).toBe(false);
  });

  it('adds the script once', () => {
    document.head.innerHTML = '';
    loadAnalytics(document, 'G-ABC123');
    loadAnalytics(document, 'G-ABC123');
    const scripts = document.head.querySelectorAll('script[data-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toContain('id=G-ABC123');
  });
});

describe('consent preference', () => {
  it('is kept under cookieConsent as accepted or denied', () => {
    localStorage.clear();
    expect(readConsent(localStorage)).toBeNull();
    storeConsent(localStorage, 'denied');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(readConsent(localStorage)).toBe('denied');
    localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(readConsent(localStorage)).toBeNull();
  });
});

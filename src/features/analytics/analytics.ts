import type { Consent } from '@/features/cookie-consent/consent';

/**
 * The analytics script for an id (one template, the only place the host is named).
 * @internal A test seam (features/steps/cookie-consent.steps.ts).
 */
export const ANALYTICS_SCRIPT_URL = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** Analytics loads only with consent accepted and an id configured (part 1 §4). */
export function shouldLoadAnalytics(consent: Consent | null, analyticsId: string): boolean {
  return consent === 'accepted' && analyticsId.trim() !== '';
}

/** Adds the analytics script once. */
export function loadAnalytics(doc: Document, analyticsId: string): void {
  if (doc.querySelector('script[data-analytics]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = ANALYTICS_SCRIPT_URL(analyticsId);
  script.dataset.analytics = 'true';
  doc.head.appendChild(script);
}

/**
 * After consent is withdrawn: Google's documented opt-out flag (`window['ga-disable-<id>'] = true`)
 * stops a script loaded earlier in this page view from sending anything more.
 */
export function disableAnalytics(win: Window, analyticsId: string): void {
  if (analyticsId.trim() === '') return;
  (win as unknown as Record<string, unknown>)[`ga-disable-${analyticsId}`] = true;
}

/**
 * Inlined into every page's <head> by the pre-render and allowed by its hash in the
 * Content-Security-Policy (the build compiles it, scripts/delivery/inline-scripts.ts). It runs before
 * the first paint: a stored choice marks <html data-consent="…">, and CSS hides the pre-rendered
 * cookie banner, so a returning visitor never sees it flash.
 */
import { readConsent } from './consent';

try {
  const consent = readConsent(localStorage);
  if (consent) document.documentElement.setAttribute('data-consent', consent);
} catch {
  // Storage blocked: the banner shows, as on a first visit.
}

/**
 * The one inline script of the site, written into every page's <head> by the
 * pre-render and allowed by its hash in the Content-Security-Policy
 * (scripts/delivery/policy.ts). It runs before the first paint: a stored
 * consent marks <html data-consent="…">, and CSS hides the pre-rendered cookie
 * banner, so a returning visitor never sees it flash. Keep it short and
 * constant: changing a character changes its hash, which the build recomputes.
 */
export const CONSENT_FLAG_SCRIPT =
  "try{var c=localStorage.getItem('cookieConsent');if(c==='accepted'||c==='denied')document.documentElement.setAttribute('data-consent',c)}catch(e){}";

/** The attribute on the pre-rendered banner that the consent flag hides. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';

/** The attribute on the pre-rendered banner that the consent flag (./consent-flag.inline.ts) hides. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';

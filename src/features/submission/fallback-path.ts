import { LOCALES, localeInfo, type Locale } from '@/config/locales';

/**
 * Where every form posts when its page's scripts have not run: nginx (deploy/nginx.conf, which names
 * it too) answers that POST with status 405 and a page, in the page's language, that says how to reach us (docs/forms-without-javascript.md).
 */
const FORM_FALLBACK_PATH = '/form-needs-javascript';

/** The fallback address in a locale: /form-needs-javascript, /hi/form-needs-javascript, … */
export function formFallbackPath(locale: Locale): string {
  return `${localeInfo[locale].prefix}${FORM_FALLBACK_PATH}`;
}

/**
 * The fallback address of every locale.
 * @internal A test seam (features/steps/delivery.steps.ts, through features/support/seams.ts).
 */
export const FORM_FALLBACK_PATHS: readonly string[] = LOCALES.map(formFallbackPath);

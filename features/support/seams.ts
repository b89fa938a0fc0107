/**
 * The app's test seams: the few modules of the app, beyond config, content and the generated
 * contract types, that the acceptance steps read instead of restating (eslint.config.js lets steps
 * and support code reach the app only through this file). Each is a rule or list the spec states and
 * the app owns; a new one is added here deliberately.
 */
export { ANALYTICS_SCRIPT_URL } from '@/features/analytics/analytics';
export { callbackPlan } from '@/features/callback/slots';
export { termAnchor } from '@/features/glossary/glossary-state';
export { FORM_FALLBACK_PATHS, formFallbackPath } from '@/features/submission/fallback-path';

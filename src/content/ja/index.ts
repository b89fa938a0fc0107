import type { CopyLoaders } from '@/content/catalog';

/**
 * Japanese copy by namespace (issue 14, third locale). Japanese publishes only the
 * routes of LOCALE_ROUTES.ja (src/config/locales.ts), none yet: its product and
 * company texts exist (./products, ./company) but not its frame.
 */
export const jaCopy: Partial<CopyLoaders> = {};

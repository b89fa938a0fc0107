import type { GlossaryEntry } from '@/content/glossary/types';

/**
 * A glossary entry in another language: `term` and `definition` in that
 * language, `en` the English term exactly as in the English glossary (the UI
 * shows it in brackets and searches it, so a visitor can find a term in either script).
 */
export interface LocalisedGlossaryEntry extends GlossaryEntry {
  readonly en: string;
}

import type { GlossaryEntry } from '@/content/glossary/types';

/** A glossary entry in another language, with the English term it translates (shown in brackets, searchable). */
export interface LocalisedGlossaryEntry extends GlossaryEntry {
  readonly en: string;
}

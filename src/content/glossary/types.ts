/** One glossary entry (part 2 §3): a term and its plain-English definition. */
export interface GlossaryEntry {
  readonly term: string;
  readonly definition: string;
  /** In another language: the English term (shown in brackets, searched, and naming the anchor and letter). */
  readonly en?: string;
}

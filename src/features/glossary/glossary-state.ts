import type { GlossaryEntry } from '@/content/glossary/types';
import { includesQuery } from '@/lib/text';

/**
 * The glossary's views and transitions (part 2 §4):
 * - no letter and no search: all terms, grouped by letter;
 * - a letter selected: the terms starting with it;
 * - a search active: the matching terms.
 * Typing moves to the search (the letter filter is cleared); emptying the search
 * returns to the view that was shown before the search began; choosing a letter
 * cancels the search; choosing the selected letter again returns to all terms.
 */
export interface GlossaryState {
  readonly query: string;
  /** The letter filter; null in the all-terms view and while searching. */
  readonly letter: string | null;
  /** The letter view to return to when the search is emptied. */
  readonly letterBeforeSearch: string | null;
}

export type GlossaryView =
  { readonly kind: 'all' } | { readonly kind: 'letter'; readonly letter: string } | { readonly kind: 'search'; readonly query: string };

export const initialGlossaryState: GlossaryState = { query: '', letter: null, letterBeforeSearch: null };

export type GlossaryAction =
  | { readonly type: 'chooseLetter'; readonly letter: string }
  | { readonly type: 'showAll' }
  | { readonly type: 'type'; readonly query: string }
  | { readonly type: 'clearSearch' };

export function glossaryReducer(state: GlossaryState, action: GlossaryAction): GlossaryState {
  switch (action.type) {
    case 'chooseLetter':
      // `letter` is null while searching, so it is the selected letter exactly when one is shown.
      return { query: '', letter: state.letter === action.letter ? null : action.letter, letterBeforeSearch: null };
    case 'showAll':
      return initialGlossaryState;
    case 'type': {
      if (action.query.trim() === '') return { query: '', letter: state.letterBeforeSearch, letterBeforeSearch: null };
      const searching = state.query.trim() !== '';
      return {
        query: action.query,
        letter: null,
        letterBeforeSearch: searching ? state.letterBeforeSearch : state.letter,
      };
    }
    case 'clearSearch':
      return glossaryReducer(state, { type: 'type', query: '' });
  }
}

export function viewOf(state: GlossaryState): GlossaryView {
  if (state.query.trim() !== '') return { kind: 'search', query: state.query.trim() };
  if (state.letter) return { kind: 'letter', letter: state.letter };
  return { kind: 'all' };
}

/**
 * The English term of an entry: a translated entry keeps the English term's
 * letter, order and anchor, so /hi/…#free-look-period names the same term as the English page.
 */
export function englishTerm(entry: GlossaryEntry): string {
  return entry.en ?? entry.term;
}

/** The uppercase letter an entry is filed under. */
function letterOf(entry: GlossaryEntry): string {
  return englishTerm(entry).trim().charAt(0).toUpperCase();
}

/** Letters that have at least one term, in alphabetical order. */
export function lettersWithTerms(entries: readonly GlossaryEntry[]): string[] {
  return [...new Set(entries.map(letterOf))].filter((l) => /^[A-Z]$/.test(l)).sort();
}

/**
 * Alphabetical order of the English terms, as an English collator orders them (case and accents
 * ignored) but without one: a page's first collator costs Chrome about 20 ms while ICU loads
 * (80 ms on Lighthouse's phone), and `localeCompare` with options builds one per call. The terms
 * are plain Latin text, so comparing their lower-case forms gives the collator's order; a unit
 * test checks that it does for every glossary.
 * @internal A test seam (tests/features/glossary/glossary-order.test.ts).
 */
export function byEnglishTerm(a: GlossaryEntry, b: GlossaryEntry): number {
  const x = englishTerm(a).toLowerCase();
  const y = englishTerm(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Entries grouped by letter, letters and terms in alphabetical order. */
export function groupByLetter(entries: readonly GlossaryEntry[]): { letter: string; entries: GlossaryEntry[] }[] {
  return lettersWithTerms(entries).map((letter) => ({
    letter,
    entries: entries.filter((e) => letterOf(e) === letter).sort(byEnglishTerm),
  }));
}

/** Case-insensitive substring match on the term or the definition (part 2 §5), and the English term of a translation (either script). */
export function searchGlossary(entries: readonly GlossaryEntry[], query: string): GlossaryEntry[] {
  return entries.filter((e) => includesQuery(e.en ? [e.term, e.en, e.definition] : [e.term, e.definition], query));
}

/** The stable anchor of a term: /knowledge/glossary/life-insurance#free-look-period. */
export function termAnchor(term: string): string {
  return term
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

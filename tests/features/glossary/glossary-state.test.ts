import { describe, expect, it } from 'vitest';
import {
  glossaryReducer,
  groupByLetter,
  initialGlossaryState,
  lettersWithTerms,
  searchGlossary,
  termAnchor,
  viewOf,
  type GlossaryAction,
  type GlossaryState,
} from '@/features/glossary/glossary-state';

const entries = [
  { term: 'Free Look Period', definition: 'Time to return a policy.' },
  { term: 'Annuity', definition: 'A regular income bought with a lump sum.' },
  { term: 'Appointee', definition: 'Receives the money for a nominee under 18.' },
  { term: 'Rider', definition: 'An add-on benefit, e.g. for accidental death.' },
];

const run = (...actions: GlossaryAction[]): GlossaryState => actions.reduce(glossaryReducer, initialGlossaryState);

describe('glossary views and transitions', () => {
  it('starts with all terms', () => {
    expect(viewOf(initialGlossaryState)).toEqual({ kind: 'all' });
  });

  it('choosing a letter shows its terms; choosing it again returns to all terms', () => {
    expect(viewOf(run({ type: 'chooseLetter', letter: 'A' }))).toEqual({ kind: 'letter', letter: 'A' });
    expect(viewOf(run({ type: 'chooseLetter', letter: 'A' }, { type: 'chooseLetter', letter: 'A' }))).toEqual({ kind: 'all' });
    expect(viewOf(run({ type: 'chooseLetter', letter: 'A' }, { type: 'chooseLetter', letter: 'R' }))).toEqual({ kind: 'letter', letter: 'R' });
  });

  it('View all terms leaves the letter view', () => {
    expect(viewOf(run({ type: 'chooseLetter', letter: 'A' }, { type: 'showAll' }))).toEqual({ kind: 'all' });
  });

  it('typing moves to the search and clears the letter filter', () => {
    const state = run({ type: 'chooseLetter', letter: 'A' }, { type: 'type', query: 'nom' });
    expect(viewOf(state)).toEqual({ kind: 'search', query: 'nom' });
    expect(state.letter).toBeNull();
  });

  it('emptying the search returns to the view shown before it', () => {
    expect(
      viewOf(run({ type: 'chooseLetter', letter: 'A' }, { type: 'type', query: 'n' }, { type: 'type', query: 'no' }, { type: 'type', query: '' })),
    ).toEqual({
      kind: 'letter',
      letter: 'A',
    });
    expect(viewOf(run({ type: 'type', query: 'no' }, { type: 'clearSearch' }))).toEqual({ kind: 'all' });
    expect(viewOf(run({ type: 'chooseLetter', letter: 'R' }, { type: 'type', query: 'x' }, { type: 'clearSearch' }))).toEqual({ kind: 'letter', letter: 'R' });
  });

  it('choosing a letter cancels the search', () => {
    const state = run({ type: 'type', query: 'income' }, { type: 'chooseLetter', letter: 'F' });
    expect(state.query).toBe('');
    expect(viewOf(state)).toEqual({ kind: 'letter', letter: 'F' });
  });

  it('a search of spaces only is no search', () => {
    expect(viewOf(run({ type: 'type', query: '   ' }))).toEqual({ kind: 'all' });
  });
});

describe('glossary data helpers', () => {
  it('matches case-insensitively on the term or the definition', () => {
    expect(searchGlossary(entries, 'FREE').map((e) => e.term)).toEqual(['Free Look Period']);
    expect(searchGlossary(entries, 'under 18').map((e) => e.term)).toEqual(['Appointee']);
    expect(searchGlossary(entries, 'lump sum').map((e) => e.term)).toEqual(['Annuity']);
    expect(searchGlossary(entries, 'zzz')).toEqual([]);
  });

  it('lists only letters that have terms, in order', () => {
    expect(lettersWithTerms(entries)).toEqual(['A', 'F', 'R']);
  });

  it('groups terms by letter, alphabetically', () => {
    expect(groupByLetter(entries).map((g) => [g.letter, g.entries.map((e) => e.term)])).toEqual([
      ['A', ['Annuity', 'Appointee']],
      ['F', ['Free Look Period']],
      ['R', ['Rider']],
    ]);
  });

  it('gives each term a stable URL anchor', () => {
    expect(termAnchor('Free Look Period')).toBe('free-look-period');
    expect(termAnchor("Carrier's Liability")).toBe('carriers-liability');
    expect(termAnchor('Section 10(10D) Exemption')).toBe('section-10-10d-exemption');
    expect(termAnchor('Waiting Period (Disability)')).toBe('waiting-period-disability');
  });
});

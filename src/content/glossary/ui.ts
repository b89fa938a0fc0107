/** The glossary page's own words (part 2 §4–5 quotes several of them). */
export const GLOSSARY_TEXT = {
  placeholder: 'Search for terms or definitions...',
  searchLabel: 'Search the glossary',
  clearBox: 'Clear the search box',
  letters: 'Filter terms by first letter',
  allTerms: 'All Terms',
  termsStartingWith: (letter: string) => `Terms starting with ${letter}`,
  viewAll: 'View all terms',
  searchResults: 'Search Results',
  found: (n: number) => `(${n} found)`,
  noResults: (query: string) => `No results found for "${query}"`,
  tryAgain: 'Try searching with different keywords',
  clearSearch: 'Clear search',
  linkTo: (term: string) => `Link to ${term}`,
} as const;

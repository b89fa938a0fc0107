/** The 404 page (ours: the spec shows none). */
import { callbackEntryText } from './callback-entry';

export const notFoundText = {
  label: '404',
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved. These may help:',
  home: 'Go to the home page',
  popularHeading: 'Popular pages',
  searchHeading: 'Search the insurance glossary',
  searchLabel: 'Insurance term',
  searchPlaceholder: 'e.g. no claim bonus',
  searchButton: 'Search',
  searchNone: (query: string) => `No glossary term matches "${query}".`,
  searchCount: (n: number) => (n === 1 ? '1 term found' : `${n} terms found`),
  lifeGlossary: 'Life insurance glossary',
  generalGlossary: 'General insurance glossary',
  talkHeading: 'Talk to us',
  call: (display: string) => `Call ${display}`,
  callBack: callbackEntryText.label,
} as const;

import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

const hi = formatFor('hi');

/** शब्दावली पेज के अपने शब्द (src/content/glossary/ui.ts का हिन्दी रूप)। */
export const glossaryUi: Translated<'glossaryUi'> = {
  placeholder: 'शब्द या परिभाषा खोजें...',
  searchLabel: 'शब्दावली में खोजें',
  clearBox: 'खोज बॉक्स खाली करें',
  letters: 'अंग्रेज़ी शब्द के पहले अक्षर से छाँटें',
  allTerms: 'सभी शब्द',
  termsStartingWith: (letter) => `${letter} से शुरू होने वाले शब्द`,
  viewAll: 'सभी शब्द देखें',
  searchResults: 'खोज परिणाम',
  found: (n) => `(${hi.number(n)} मिले)`,
  noResults: (query) => `"${query}" के लिए कोई परिणाम नहीं मिला`,
  tryAgain: 'दूसरे शब्दों से खोज कर देखें',
  clearSearch: 'खोज हटाएँ',
  linkTo: (term) => `${term} का लिंक`,
};

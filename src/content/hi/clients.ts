import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

/** ग्राहक पेज के अपने शब्द, हिन्दी में (ग्राहकों के नाम, श्रेणी और विवरण API से आते हैं)। */
export const clientsText: Translated<'clients'> = {
  searchPlaceholder: 'ग्राहक खोजें',
  emptyTitle: 'कोई ग्राहक नहीं मिला',
  emptyHint: 'अपनी खोज या फ़िल्टर बदलकर देखें',
  clearFilters: 'सभी फ़िल्टर हटाएँ',
  listLabel: 'ग्राहकों की सूची',
  clearSearch: 'खोज साफ़ करें',
  found: (count) => (count === 1 ? '1 ग्राहक मिला' : `${formatFor('hi').number(count)} ग्राहक मिले`),
  pagesLabel: 'ग्राहक सूची के पेज',
  loading: 'ग्राहकों की सूची लोड हो रही है…',
  logo: (name) => `${name} का लोगो`,
  logoUnavailable: (name) => `${name || 'ग्राहक'} (लोगो उपलब्ध नहीं)`,
};

import type { Translated } from '@/content/catalog';

/** निदेशक मंडल पेज के अपने शब्द, हिन्दी में (सदस्यों के नाम और विवरण API से आते हैं)। */
export const boardText: Translated<'board'> = {
  loading: 'हमारे निदेशक मंडल के सदस्यों की जानकारी लोड हो रही है...',
  portrait: (name) => `${name} का चित्र`,
  photoUnavailable: (name) => `${name} (फ़ोटो उपलब्ध नहीं)`,
};

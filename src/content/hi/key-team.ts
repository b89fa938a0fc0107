import type { Translated } from '@/content/catalog';

/** प्रमुख प्रबंधन टीम पेज के अपने शब्द, हिन्दी में (सदस्यों के नाम और विवरण API से आते हैं)। */
export const keyTeamText: Translated<'keyTeam'> = {
  loading: 'हमारी प्रबंधन टीम के सदस्यों की जानकारी लोड हो रही है...',
  portrait: (name) => `${name} का चित्र`,
  photoUnavailable: (name) => `${name} (फ़ोटो उपलब्ध नहीं)`,
  member2Tagline: 'अनुभवी | दूरदर्शी नेतृत्व | ग्राहक रणनीतिकार',
  member2Quote: 'प्रक्रिया पर भरोसा रखिए, परिणाम अपने आप आते हैं…',
  showDetailsAs: 'विवरण इस रूप में दिखाएँ',
  bullets: 'बुलेट पॉइंट',
  paragraphs: 'अनुच्छेद',
};

import type { Translated } from '@/content/catalog';

/** करियर पेज के अपने शब्द, हिन्दी में (रिक्तियों के पद, स्थान और प्रकार API से आते हैं)। */
export const careersText: Translated<'careers'> = {
  invitation: 'जो लोग ग्राहकों को उनका बीमा समझने और ज़रूरत पड़ने पर दावा करने में मदद करना चाहते हैं, उनसे जुड़कर हमें हमेशा ख़ुशी होती है।',
  cvBefore: 'अपना CV ',
  cvAfter: ' पर भेजें।',
  currentOpenings: 'वर्तमान रिक्तियाँ',
  apply: 'आवेदन करें',
  applyHidden: (title) => `: ${title}`,
};

import type { Translated } from '@/content/catalog';

/** साझेदार पेज के अपने शब्द, हिन्दी में (बीमाकर्ताओं के नाम उनके अपने हैं)। */
export const partnersText: Translated<'partners'> = {
  insuranceHeading: 'बीमा',
  placeholderHeading: 'नमूना नाम और चिह्न',
  placeholderNote:
    'नीचे दिए गए नाम और लोगो केवल नमूने हैं। जिन बीमा कंपनियों के साथ हम व्यवसाय करते हैं, वे यहाँ अपने लोगो के साथ तभी दिखाई जाएँगी जब हर कंपनी इस साइट पर उनके उपयोग की अनुमति दे देगी।',
};

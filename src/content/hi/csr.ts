import type { Translated } from '@/content/catalog';

/** CSR पेज के अपने शब्द, हिन्दी में (पहलों के नाम, शहर और विवरण API से आते हैं)। */
export const csrText: Translated<'csr'> = {
  policyHeading: 'CSR नीति',
  policyText: 'जानिए कि हम किन सामुदायिक कार्यों को सहयोग देते हैं: उन्हें कैसे चुनते हैं, उनके लिए धन कैसे देते हैं और उनकी समीक्षा कैसे करते हैं।',
  download: 'डाउनलोड करें',
  downloadHidden: ' (CSR नीति, PDF)',
  tagline: 'जिन समुदायों की हम सेवा करते हैं, उनके साथ मिलकर आगे बढ़ते हुए।',
  initiativesHeading: 'हमारी पहलें',
  messages: {
    loading: 'हमारी CSR पहलों की जानकारी लोड हो रही है...',
    failed: 'CSR पहलों की जानकारी लोड नहीं हो सकी। कृपया कुछ देर बाद दोबारा कोशिश करें।',
    empty: 'कोई CSR पहल नहीं मिली।',
  },
};

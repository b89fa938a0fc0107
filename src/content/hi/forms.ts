import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

const hi = formatFor('hi');

/** फ़ॉर्मों के संदेश (src/content/forms.ts का हिन्दी रूप)। */
export const formText: Translated<'formText'> = {
  phoneHint: 'कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें',
  panHint: 'कृपया मान्य PAN नंबर दर्ज करें (जैसे ABCDE1234F)',
  success: 'आपका विवरण मिल गया, धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  error: 'आपका फ़ॉर्म भेजने में कोई त्रुटि हुई। कृपया दोबारा कोशिश करें।',
  submitting: 'भेजा जा रहा है...',
  emailHint: 'कृपया मान्य ई-मेल पता दर्ज करें',
  nameRequired: 'कृपया अपना नाम दर्ज करें',
  emailRequired: 'कृपया अपना ई-मेल दर्ज करें',
  remarksRequired: 'कृपया अपने बारे में थोड़ा बताएँ',
  remarksTooLong: 'कृपया अपनी टिप्पणी छोटी करें',
};

/** फ़ॉर्म किट के अपने शब्द। */
export const formKit: Translated<'formKit'> = {
  optional: '(वैकल्पिक)',
  phonePrefix: '+91',
  reference: (reference) => `आपकी संदर्भ संख्या: ${reference}`,
  retryAfter: (seconds) =>
    seconds < 90 ? 'कृपया दोबारा कोशिश करने से पहले लगभग एक मिनट रुकें।' : `कृपया दोबारा कोशिश करने से पहले लगभग ${hi.number(Math.ceil(seconds / 60))} मिनट रुकें।`,
  close: 'बंद करें',
  cancel: 'रद्द करें',
  noScript: {
    needsJavaScript: 'इस फ़ॉर्म के लिए JavaScript चाहिए, जो आपके ब्राउज़र में बंद है या लोड नहीं हुआ। आप हमसे इन तरीक़ों से भी संपर्क कर सकते हैं:',
    call: (phone) => `${phone} पर कॉल करें`,
    whatsapp: 'WhatsApp पर संदेश भेजें',
    email: (address) => `${address} पर ई-मेल करें`,
  },
  notSent: {
    title: 'आपका फ़ॉर्म नहीं भेजा गया',
    text: 'इस फ़ॉर्म के लिए JavaScript चाहिए, जो आपके ब्राउज़र में नहीं चला, इसलिए आपने जो लिखा था वह न भेजा गया और न रखा गया। कृपया वापस जाकर पेज पूरा लोड होने के बाद दोबारा कोशिश करें, या हमसे इन तरीक़ों से संपर्क करें:',
    home: 'होम पेज पर जाएँ',
  },
};

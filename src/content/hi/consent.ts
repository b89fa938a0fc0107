import { DATA_REQUEST_RESPONSE_DAYS, ENQUIRY_RETENTION_MONTHS, POSP_APPLICATION_RETENTION_MONTHS } from '@/config/timings';
import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

type Consent = Translated<'consent'>;
const hi = formatFor('hi');

/** हर फ़ॉर्म के बटन से पहले की सूचना और सहमति (DPDP अधिनियम 2023, धारा 5–6), हिन्दी में। */
export const formNotices: Consent['formNotices'] = {
  enquiry: `हम आपका नाम, ई-मेल, फ़ोन नंबर और टिप्पणी केवल इस पूछताछ का उत्तर देने के लिए उपयोग करते हैं, और हमारे अंतिम संपर्क के ${ENQUIRY_RETENTION_MONTHS} महीने बाद इन्हें मिटा देते हैं, जब तक कि आप हमारे माध्यम से कोई पॉलिसी न लें।`,
  posp: `हम आपका नाम, PAN, ई-मेल, फ़ोन नंबर और टिप्पणी केवल आपके आवेदन के मूल्यांकन के लिए उपयोग करते हैं, और अपने निर्णय के ${POSP_APPLICATION_RETENTION_MONTHS} महीने बाद इन्हें मिटा देते हैं, जब तक कि हम आपको नियुक्त न करें।`,
  contact: `हम आपका नाम, ई-मेल, विषय और संदेश केवल आपके संदेश का उत्तर देने के लिए उपयोग करते हैं, और हमारे अंतिम संपर्क के ${ENQUIRY_RETENTION_MONTHS} महीने बाद इन्हें मिटा देते हैं, जब तक कि आप हमारे ग्राहक न बनें।`,
  callback: `हम आपका नाम, फ़ोन नंबर और आपका चुना हुआ समय केवल आपको वापस कॉल करने के लिए उपयोग करते हैं, और कॉल के ${ENQUIRY_RETENTION_MONTHS} महीने बाद इन्हें मिटा देते हैं, जब तक कि आप हमारे ग्राहक न बनें।`,
  dataRequest: `यहाँ दी गई जानकारी का उपयोग हम केवल आपकी पहचान की पुष्टि करने और ${DATA_REQUEST_RESPONSE_DAYS} दिनों के भीतर आपके अनुरोध का उत्तर देने के लिए करते हैं, और कानून के अनुसार अनुरोध का रिकॉर्ड रखते हैं।`,
  grievance: `यहाँ दी गई जानकारी का उपयोग हम केवल आपकी शिकायत के समाधान के लिए करते हैं, और बीमा नियामक की अपेक्षा के अनुसार उसका रिकॉर्ड रखते हैं।`,
};

export const consentText: Consent['consentText'] = {
  legend: 'आपकी सहमति',
  noticeLink: 'हमारी पूरी गोपनीयता सूचना पढ़ें',
  newTab: '(नए टैब में खुलता है)',
  contactLabel: 'मैं इस अनुरोध के बारे में फ़ोन, SMS या ई-मेल से संपर्क किए जाने के लिए सहमत हूँ।',
  contactRequired: 'कृपया इस अनुरोध के बारे में संपर्क किए जाने की सहमति दें, अन्यथा हम इसका उत्तर नहीं दे सकते।',
  marketingLabel: 'मुझे बीमा से जुड़े समाचार और ऑफ़र भी ई-मेल से भेजें।',
  optional: '(वैकल्पिक)',
  agreed: (marketing) =>
    marketing
      ? 'आपने इस अनुरोध के बारे में संपर्क किए जाने की, और ई-मेल से समाचार व ऑफ़र पाने की, सहमति दी है।'
      : 'आपने इस अनुरोध के बारे में संपर्क किए जाने की सहमति दी है। आपको समाचार या ऑफ़र नहीं भेजे जाएँगे।',
  noticeVersion: (version) => `गोपनीयता सूचना संस्करण ${version}।`,
  withdraw: '“आपका डेटा” पेज पर आप कभी भी अपनी सहमति वापस ले सकते हैं।',
};

/** इनलाइन फ़ॉर्मों (डेटा अनुरोध, शिकायत) के साझा शब्द। */
export const requestForm: Translated<'requestForm'> = {
  sending: 'भेजा जा रहा है...',
  error: 'हम इसे भेज नहीं सके। आपने जो लिखा है वह सुरक्षित है: कृपया दोबारा कोशिश करें।',
  rateLimited: 'आपके कनेक्शन से बहुत अधिक अनुरोध भेजे गए हैं।',
  retryLater: 'कृपया कुछ मिनट बाद दोबारा कोशिश करें।',
  checkFields: 'कुछ उत्तरों को दोबारा देखना होगा: उनके पास दिए संदेश देखें।',
  characters: (count, max) => `${hi.number(max)} में से ${hi.number(count)} अक्षर`,
};

/** कॉल-बैक के प्रवेश बिंदु: हेडर, फ़ोन की एक्शन बार और उत्पाद के बटन। */
export const callbackEntry: Translated<'callbackEntry'> = {
  /** कॉल बैक का एक ही नाम: हर बटन, फ़ॉर्म का शीर्षक और भेजने का बटन इसी को दिखाते हैं। */
  label: 'कॉल बैक पाएँ',
  headerPhone: (display) => `${display} पर कॉल करें`,
  bar: { label: 'संपर्क करें', call: 'कॉल', whatsapp: 'WhatsApp' },
  forProduct: (product) => ` (${product} के लिए)`,
};

/** कुकी बैनर। */
export const cookieBanner: Translated<'cookieBanner'> = {
  message: 'साइट आवश्यक कुकी से चलती है; एनालिटिक्स कुकी केवल आपकी सहमति से। अधिक जानकारी के लिए हमारी',
  policyLink: 'कुकी नीति',
  beforeLink: ' ',
  afterLink: ' पढ़ें।',
  accept: 'सभी स्वीकार करें',
  reject: 'केवल आवश्यक कुकी',
  saved: 'आपकी पसंद सहेज ली गई है',
  label: 'कुकी सहमति',
};

/** बीमा पूछताछ और POSP फ़ॉर्म (फ़ील्ड के नाम spec के, हिन्दी में)। */
export const enquiryText: Translated<'enquiry'>['enquiryText'] = {
  title: 'बीमा पूछताछ',
  titleFor: (type) => `${type === 'Health' ? 'स्वास्थ्य' : type === 'Life' ? 'जीवन' : type} बीमा पूछताछ`,
  intro: 'बताइए कि आप क्या जानना चाहते हैं, हमारे सलाहकार ई-मेल से जवाब देंगे।',
  submit: 'भेजें',
  fields: { name: 'नाम', email: 'ई-मेल', phone: 'फ़ोन नंबर', remarks: 'टिप्पणी' },
};

export const pospText: Translated<'enquiry'>['pospText'] = {
  title: 'POSP साझेदार बनें',
  intro: 'हमारे प्रशिक्षण और सहयोग के साथ प्रमाणित पॉइंट ऑफ़ सेल्स पर्सन (POSP) के रूप में बीमा बेचें।',
  submit: 'आवेदन करें',
  fields: { name: 'नाम', pan: 'PAN', email: 'ई-मेल', phone: 'फ़ोन नंबर', remarks: 'टिप्पणी' },
};

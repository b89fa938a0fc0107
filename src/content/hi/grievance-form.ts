import { site } from '@/config/site';
import { ESCALATION_LEVEL1_WORKING_DAYS } from '@/config/timings';
import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

type Grievance = Translated<'grievance'>;
const hi = formatFor('hi');

/** /grievance का ऑनलाइन शिकायत फ़ॉर्म (src/content/grievance.ts का हिन्दी रूप); value अनुबंध वाले ही रहते हैं। */
export const grievanceCategories: Grievance['grievanceCategories'] = [
  { label: 'कोई दावा' },
  { label: 'पॉलिसी सर्विसिंग' },
  { label: 'प्रीमियम या रिफ़ंड' },
  { label: 'गलत बिक्री (मिस-सेलिंग)' },
  { label: 'अवांछित कॉल या संदेश' },
  { label: 'मेरा व्यक्तिगत डेटा' },
  { label: 'कुछ और' },
];

export const grievanceForm: Grievance['grievanceForm'] = {
  heading: 'ऑनलाइन शिकायत दर्ज करें',
  intro: `हमें बताइए कि क्या गलत हुआ। हम हर शिकायत की तुरंत संदर्भ संख्या के साथ पावती देते हैं और ${ESCALATION_LEVEL1_WORKING_DAYS} कार्य दिवसों के भीतर उत्तर देते हैं।`,
  fields: {
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone_num: 'फ़ोन नंबर',
    policy_number: 'पॉलिसी नंबर',
    insurer: 'बीमाकर्ता',
    category: 'शिकायत किस बारे में है?',
    description: 'आपकी शिकायत',
  },
  insurerHint: `आपकी पॉलिसी का बीमाकर्ता, या यदि शिकायत हमारे बारे में है तो ${site.shortName}।`,
  policyHint: 'जैसा आपकी पॉलिसी पर छपा है, यदि आपके पास पॉलिसी है।',
  messages: {
    policy_number: 'कृपया पॉलिसी नंबर वैसा ही दर्ज करें जैसा छपा है: अक्षर, अंक, स्पेस, / और -',
    insurer: 'कृपया बताएँ कि यह किस बीमाकर्ता के बारे में है',
    category: 'कृपया चुनें कि आपकी शिकायत किस बारे में है',
    description: 'कृपया अपनी शिकायत का विवरण दें',
    descriptionTooLong: (max) => `कृपया अपनी शिकायत ${hi.number(max)} अक्षरों के भीतर रखें`,
  },
  submit: 'शिकायत भेजें',
  received: 'हमें आपकी शिकायत मिल गई है।',
  reference: (reference) => `आपकी संदर्भ संख्या ${reference} है।`,
  noReference: 'हम इसकी संदर्भ संख्या आपको ई-मेल करेंगे।',
  promise: `हम ${ESCALATION_LEVEL1_WORKING_DAYS} कार्य दिवसों के भीतर उत्तर देंगे।`,
};

export const grievancePage: Grievance['grievancePage'] = {
  levelsHeading: 'शिकायत के स्तर',
  toLevels: 'शिकायत आगे कैसे बढ़ाई जाती है, चरण दर चरण',
  levelsIntro: `पहले अपनी शिकायत हमारे पास दर्ज कराएँ: इस पेज के फ़ॉर्म से, ${site.email.general} पर ई-मेल करके या फ़ोन पर। हमारी ग्राहक सेवा टीम तुरंत संदर्भ संख्या के साथ उसकी पावती देती है। यदि मामला आगे ले जाना हो:`,
  level: (level) => `स्तर ${level}`,
  newTab: ' (नए टैब में खुलता है)',
  portal: 'शिकायत पोर्टल',
  tollFree: 'टोल-फ़्री नंबर',
  email: 'शिकायत ई-मेल',
  written: 'लिखित शिकायतें',
};

export const escalationAfterUs: Grievance['escalationAfterUs'] = {
  heading: 'हमसे आगे: IRDAI और बीमा लोकपाल',
  intro: 'यदि ऊपर के स्तरों से आपकी शिकायत का समाधान नहीं हुआ है, या आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप उसे आगे ले जा सकते हैं:',
  confirmationLead: 'यदि आप हमारे उत्तर से संतुष्ट न हों',
  newTab: '(नए टैब में खुलता है)',
  links: [
    {
      label: 'IRDAI का बीमा भरोसा (Bima Bharosa) पोर्टल',
      description: 'बीमा नियामक के पास अपनी शिकायत दर्ज करें और उसकी स्थिति देखें।',
      conditions: [],
    },
    {
      label: 'बीमा लोकपाल परिषद (Council for Insurance Ombudsmen)',
      description:
        'बीमा लोकपाल बीमाकर्ताओं और बीमा ब्रोकरों के विरुद्ध शिकायतों का निःशुल्क निपटारा करता है: व्यक्तिगत पॉलिसियों, समूह पॉलिसियों और एकल स्वामित्व वाले व्यवसायों तथा सूक्ष्म उद्यमों की पॉलिसियों के लिए। बीमा लोकपाल नियम, 2017 के नियम 14 के अंतर्गत आप लोकपाल से तब शिकायत कर सकते हैं जब ये सभी बातें लागू हों:',
      conditions: [
        'आपने पहले हमसे (या संबंधित बीमाकर्ता से) लिखित में शिकायत की हो;',
        'हमने आपकी शिकायत अस्वीकार कर दी हो, या शिकायत हमें मिलने के एक महीने के भीतर आपको कोई उत्तर न मिला हो, या आप हमारे उत्तर से संतुष्ट न हों;',
        'आप हमारे अस्वीकार या उत्तर के, या बिना उत्तर बीते उस महीने की समाप्ति के, एक वर्ष के भीतर लोकपाल से शिकायत करें;',
        'वही मामला किसी न्यायालय, उपभोक्ता फ़ोरम या मध्यस्थ (आर्बिट्रेटर) के समक्ष लंबित न हो, और उनके द्वारा पहले ही तय न किया गया हो।',
      ],
    },
  ],
};

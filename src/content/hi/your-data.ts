/**
 * /hi/privacy/your-data: a data principal's rights under the Digital Personal Data Protection Act, 2023
 * (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023; धारा 11–14 और सहमति वापस लेना, धारा 6(4)) and the request
 * form, in Hindi.
 */
import { OFFICER_TITLES, statutory } from '@/config/statutory';
import { DATA_REQUEST_RESPONSE_DAYS } from '@/config/timings';
import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

type YourData = Translated<'yourData'>;

export const requestTypes: YourData['requestTypes'] = [
  {
    label: 'मेरे डेटा का सारांश',
    description: 'हमारे पास आपका कौन-सा व्यक्तिगत डेटा है, हम उसके साथ क्या करते हैं, और हमने उसे किसके साथ साझा किया है (धारा 11)।',
  },
  { label: 'मेरे डेटा में सुधार या उसका अद्यतन', description: 'गलत या पुराना डेटा सुधरवाएँ, पूरा करवाएँ या अद्यतन करवाएँ (धारा 12)।' },
  { label: 'मेरे डेटा को मिटाना', description: 'अपना डेटा मिटवाएँ, जब तक कि कानून हमसे उसे रखने की अपेक्षा न करे (धारा 12)।' },
  {
    label: 'मेरी सहमति वापस लेना',
    description: 'पहले दी गई सहमति के आधार पर होने वाला संपर्क या मार्केटिंग बंद करवाएँ; उससे पहले हमने जो किया, वह वैध रहता है (धारा 6)।',
  },
  {
    label: 'किसी व्यक्ति को नामित करना',
    description: 'ऐसे व्यक्ति का नाम दें जो आपकी मृत्यु या असमर्थता की स्थिति में आपकी ओर से इन अधिकारों का प्रयोग कर सके (धारा 14)।',
  },
];

export const yourData: YourData['yourData'] = {
  lead: 'पूछें कि हमारे पास आपका कौन-सा व्यक्तिगत डेटा है, उसे सुधरवाएँ या मिटवाएँ, कोई सहमति वापस लें, या अपनी ओर से कार्य करने के लिए किसी व्यक्ति को नामित करें।',
  rightsHeading: 'आपके अधिकार',
  rightsIntro: 'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत आप हमसे निःशुल्क इनमें से कुछ भी माँग सकते हैं:',
  responseHeading: 'हम कब उत्तर देते हैं',
  response: `हम हर अनुरोध का उत्तर ${DATA_REQUEST_RESPONSE_DAYS} दिनों के भीतर ई-मेल से देते हैं। आपका डेटा कभी किसी और के हाथ न लगे, इसलिए हम पहले आपसे अपनी पहचान की पुष्टि करने को कह सकते हैं।`,
  officerHeading: 'उत्तर कौन देता है',
  officer: `${statutory.dataProtectionContact.name.hi}, जो हमारी ओर से डेटा संरक्षण के विषयों का उत्तर देते हैं`,
  officerEmail: statutory.dataProtectionContact.email,
  complianceOfficer: `${OFFICER_TITLES.complianceOfficer.hi} (शिकायतें): ${statutory.officers.complianceOfficer.name.hi}`,
  complianceOfficerEmail: statutory.officers.complianceOfficer.email,
  board: 'यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।',
};

export const dataRequestForm: YourData['dataRequestForm'] = {
  heading: 'अनुरोध करें',
  intro: 'बताइए कि आप क्या चाहते हैं और हम आपसे कैसे संपर्क करें। हम ई-मेल से उत्तर देते हैं।',
  fields: {
    request_type: 'आप हमसे क्या करवाना चाहते हैं?',
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone_num: 'फ़ोन नंबर',
    details: 'आपके अनुरोध का विवरण',
  },
  detailsHint: 'यह किस पूछताछ, पॉलिसी या संपर्क से संबंधित है; सुधार के लिए, क्या गलत है और सही क्या होना चाहिए; नामांकन के लिए, नामित व्यक्ति का नाम और उनसे संपर्क का तरीका।',
  messages: {
    request_type: 'कृपया चुनें कि आप हमसे क्या करवाना चाहते हैं',
    details: 'कृपया बताएँ कि आपका अनुरोध किस बारे में है',
    detailsTooLong: (max) => `कृपया अपना अनुरोध ${formatFor('hi').number(max)} अक्षरों के भीतर रखें`,
  },
  submit: 'अनुरोध भेजें',
  received: 'हमें आपका अनुरोध मिल गया है।',
  reference: (reference) => `आपकी संदर्भ संख्या ${reference} है।`,
  noReference: 'हम इसकी संदर्भ संख्या आपको ई-मेल करेंगे।',
  promise: `हम ${DATA_REQUEST_RESPONSE_DAYS} दिनों के भीतर ई-मेल से उत्तर देंगे।`,
};

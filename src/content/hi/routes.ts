import type { Crumb, RouteCopy, RouteId } from '@/config/paths';

/** हर रूट के शब्द (src/config/paths.ts का हिन्दी रूप): h1, <title> और ब्रेडक्रम्ब (विवरण: ./route-descriptions.ts)। */
const ABOUT: Crumb = { label: 'हमारे बारे में' };
const KNOWLEDGE: Crumb = { label: 'ज्ञान कोश' };

export const routes: Readonly<Record<RouteId, RouteCopy>> = {
  home: {
    heading: 'बीमा सलाह जो पॉलिसी से लेकर दावे तक आपके साथ खड़ी रहे',
    title: 'भारत में कंपोज़िट बीमा ब्रोकर',
    breadcrumb: [],
  },
  services: {
    heading: 'हमारी सेवाएँ',
    title: 'हमारी सेवाएँ',
    breadcrumb: [{ label: 'सेवाएँ' }],
    lead: 'पहले जोखिम सर्वेक्षण से लेकर दावे के अंतिम भुगतान तक, एक ही टीम आपके साथ रहती है।',
  },
  contact: {
    heading: 'संपर्क करें',
    title: 'संपर्क करें',
    breadcrumb: [{ label: 'संपर्क' }],
    lead: 'हमारे आठ कार्यालयों में से किसी में आएँ, हमें लिखें या कॉल करें। हम एक कार्य दिवस के भीतर उत्तर देते हैं।',
  },
  company: {
    heading: 'कंपनी का परिचय',
    title: 'कंपनी का परिचय',
    breadcrumb: [ABOUT, { label: 'कंपनी का परिचय' }],
    lead: 'भारतीय-जापानी कंपोज़िट बीमा ब्रोकर, 2008 से अपने ग्राहकों के साथ।',
  },
  board: {
    heading: 'निदेशक मंडल',
    title: 'निदेशक मंडल',
    breadcrumb: [ABOUT, { label: 'निदेशक मंडल' }],
    lead: 'भारतीय और जापानी बीमा क्षेत्र के अनुभवी नेतृत्वकर्ता, जो हमारे शासन और रणनीति का मार्गदर्शन करते हैं।',
  },
  keyTeam: {
    heading: 'प्रमुख प्रबंधन टीम',
    title: 'प्रमुख प्रबंधन टीम',
    breadcrumb: [ABOUT, { label: 'प्रमुख प्रबंधन टीम' }],
    lead: 'वे लोग जो हर दिन हमारी ब्रोकिंग, दावा और ग्राहक सेवा चलाते हैं।',
  },
  compositeLicense: {
    heading: 'कंपोज़िट लाइसेंस',
    title: 'कंपोज़िट लाइसेंस',
    breadcrumb: [ABOUT, { label: 'कंपोज़िट लाइसेंस' }],
  },
  lifeGlossary: {
    heading: 'जीवन बीमा शब्दावली',
    title: 'जीवन बीमा शब्दावली',
    breadcrumb: [KNOWLEDGE, { label: 'शब्दावली' }, { label: 'जीवन बीमा' }],
    lead: 'भारत में जीवन बीमा के प्रस्तावों, पॉलिसियों और दावों में आने वाले शब्दों के सरल अर्थ।',
  },
  generalGlossary: {
    heading: 'साधारण बीमा शब्दावली',
    title: 'साधारण बीमा शब्दावली',
    breadcrumb: [KNOWLEDGE, { label: 'शब्दावली' }, { label: 'साधारण बीमा' }],
    lead: 'साधारण, समुद्री, मोटर और पुनर्बीमा के शब्द, उनके पीछे के भारतीय नियमों के साथ।',
  },
  usefulLinks: {
    heading: 'उपयोगी लिंक',
    title: 'उपयोगी लिंक',
    breadcrumb: [KNOWLEDGE, { label: 'उपयोगी लिंक' }],
    lead: 'वे आधिकारिक वेबसाइटें जिन्हें भारत के हर पॉलिसीधारक को जानना चाहिए: नियामक, शिकायत निवारण और उद्योग की संस्थाएँ।',
  },
  forms: {
    heading: 'बीमाकर्ता फ़ॉर्म',
    title: 'बीमाकर्ता फ़ॉर्म',
    breadcrumb: [KNOWLEDGE, { label: 'फ़ॉर्म' }],
    lead: 'प्रस्ताव फ़ॉर्म, दावा फ़ॉर्म और दावा सूचना पेज, हर बीमाकर्ता की अपनी वेबसाइट पर। इन्हें भरने में हमारा दावा डेस्क आपकी मदद कर सकता है।',
  },
  clients: {
    heading: 'हमारे सम्मानित ग्राहक',
    title: 'हमारे ग्राहक',
    breadcrumb: [ABOUT, { label: 'ग्राहक' }],
    lead: 'भारत भर के वे संगठन जो अपने बीमा कार्यक्रमों के लिए हम पर भरोसा करते हैं।',
  },
  partners: {
    heading: 'हमारे बीमा साझेदार',
    title: 'हमारे साझेदार',
    breadcrumb: [ABOUT, { label: 'साझेदार' }],
    lead: 'वे जीवन, स्वास्थ्य और साधारण बीमाकर्ता जिनके साथ हम अपने ग्राहकों की ओर से व्यवसाय प्लेस करते हैं।',
  },
  csr: {
    heading: 'हमारा कॉर्पोरेट सामाजिक उत्तरदायित्व',
    title: 'कॉर्पोरेट सामाजिक उत्तरदायित्व',
    breadcrumb: [ABOUT, { label: 'CSR' }],
  },
  careers: {
    heading: 'हमारी टीम से जुड़ें',
    title: 'करियर',
    breadcrumb: [{ label: 'करियर' }],
  },
  products: {
    heading: 'हमारे बीमा उत्पाद',
    title: 'बीमा उत्पाद',
    breadcrumb: [{ label: 'उत्पाद' }],
    lead: 'जीवन, गैर-जीवन और पुनर्बीमा कवर, जिनकी व्यवस्था हम पूरे भारत के बीमाकर्ताओं के साथ करते हैं।',
  },
  compliance: {
    heading: 'अनुपालन दस्तावेज़',
    title: 'अनुपालन दस्तावेज़',
    breadcrumb: [{ label: 'अनुपालन' }],
  },
  grievance: {
    heading: 'शिकायत निवारण क्रम',
    title: 'शिकायत निवारण क्रम',
    breadcrumb: [{ label: 'शिकायत' }, { label: 'शिकायत निवारण क्रम' }],
  },
  disclaimer: {
    heading: 'अस्वीकरण',
    title: 'अस्वीकरण',
    breadcrumb: [{ label: 'अस्वीकरण' }],
    lead: 'इस वेबसाइट के उपयोग का सामान्य अस्वीकरण और नियम और शर्तें।',
  },
  privacy: {
    heading: 'गोपनीयता नीति',
    title: 'गोपनीयता नीति',
    breadcrumb: [{ label: 'गोपनीयता नीति' }],
  },
  claims: {
    heading: 'दावा सहायता',
    title: 'दावा सहायता',
    breadcrumb: [{ label: 'दावा सहायता' }],
  },
  yourData: {
    heading: 'आपका डेटा और आपके अधिकार',
    title: 'आपका डेटा और आपके अधिकार',
    breadcrumb: [{ label: 'गोपनीयता नीति' }, { label: 'आपका डेटा' }],
  },
  accessibility: {
    heading: 'सुगम्यता विवरण',
    title: 'सुगम्यता विवरण',
    breadcrumb: [{ label: 'सुगम्यता' }],
  },
};

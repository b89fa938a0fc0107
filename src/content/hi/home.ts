import { FINANCIAL_YEAR_LABEL } from '@/config/timings';
import type { Catalog } from '@/content/catalog';
import { countIn } from '@/content/figures';
import { routes } from './routes';

/**
 * होम पेज (part 1 §2.2), हिन्दी में: `src/content/home.ts` के हर निर्यात का अनुवाद। ब्रांड, बीमाकर्ताओं
 * और ग्राहकों के नाम, आँकड़े और चित्रों के पते वही रहते हैं।
 */
type Home = Catalog['home'];

/** Figures in lakh and crore (docs/i18n/termbase.md, "Large numbers"): the API's 9.6 "M" is 96 लाख. */
const figure: Home['businessNumbers']['figure'] = countIn([
  { size: 1e7, name: ' करोड़' },
  { size: 1e5, name: ' लाख' },
]);

export const hero: Home['hero'] = {
  eyebrow: 'IRDAI कंपोज़िट ब्रोकर · 2008 से',
  heading: routes.home.heading,
  lead: 'जीवन, स्वास्थ्य, मोटर, संपत्ति और व्यवसाय बीमा पर निष्पक्ष सलाह, और एक दावा टीम जो भुगतान मिलने तक आपके साथ रहती है।',
  primaryCta: { label: 'बीमा योजनाएँ देखें', href: '/?section=2' },
  secondaryCta: { label: 'सलाहकार से बात करें' },
  trustPoints: ['लाइसेंस सं. 381', '8 शहरों में कार्यालय', 'ISO 27001:2022 प्रमाणित'],
};

export const insuranceSolutions: Home['insuranceSolutions'] = {
  title: 'बीमा समाधान',
  subtitle: 'आपकी ज़रूरतों के अनुरूप सुरक्षा योजनाएँ',
  cards: [
    {
      id: 'four-wheeler',
      title: 'चार पहिया वाहन बीमा',
      description: 'कार के लिए व्यापक (कॉम्प्रिहेंसिव) और तृतीय पक्ष कवर, साझेदार गैराज में कैशलेस मरम्मत के साथ।',
      action: { kind: 'external', packageCode: 'PVT_CAR_COMP' },
    },
    {
      id: 'two-wheeler',
      title: 'दोपहिया वाहन बीमा',
      description: 'अपनी बाइक या स्कूटर के लिए तुरंत पॉलिसी और दीर्घकालिक तृतीय पक्ष कवर।',
      action: { kind: 'external', packageCode: 'TW_COMP' },
    },
    {
      id: 'health',
      title: 'स्वास्थ्य बीमा',
      description: 'फ़ैमिली फ़्लोटर और व्यक्तिगत योजनाएँ, नेटवर्क अस्पतालों में कैशलेस इलाज के साथ।',
      action: { kind: 'enquiry', insuranceType: 'Health' },
    },
    {
      id: 'life',
      title: 'जीवन बीमा',
      description: 'टर्म, बचत और सेवानिवृत्ति योजनाएँ, जो आपके परिवार का भविष्य सुरक्षित करती हैं।',
      action: { kind: 'enquiry', insuranceType: 'Life' },
    },
  ],
  recommended: {
    label: 'हमारी सलाह',
    heading: 'तय नहीं कर पा रहे कि कौन-सी योजना सही है?',
    text: 'हमारे सलाहकार उन बीमाकर्ताओं की योजनाओं की आमने-सामने तुलना करते हैं जिनके साथ हम काम करते हैं, ताकि निर्णय से पहले आप कवर, अपवर्जन और प्रीमियम देख सकें।',
    basis:
      '“हमारी सलाह” का अर्थ: वह योजना जिसकी सलाह हमारा सलाहकार आपको देता है, हमारे साझेदार बीमाकर्ताओं की योजनाओं की आपकी ज़रूरतों (कवर, अपवर्जन, दावे की शर्तें और प्रीमियम) से तुलना करके और वह तुलना आपको दिखाकर। यह कोई रैंकिंग नहीं है: हम किसी योजना या बीमाकर्ता को सबसे ऊपर या सर्वश्रेष्ठ नहीं कहते।',
    image: { src: '/images/illustrations/recommended.svg', alt: 'आवर्धक लेंस के नीचे तीन योजनाएँ, जिनमें से एक पर सही का निशान', width: 640, height: 420 },
    tags: ['योजनाओं की तुलना', 'लाभ जाँचें', 'प्रीमियम जानें', 'विशेषताएँ देखें'],
    tagsLabel: 'हम किसमें मदद करते हैं',
  },
  partnerNote: 'हमारे साझेदार की वेबसाइट नए टैब में खुलती है।',
  comingSoon: {
    title: 'जल्द आ रहा है',
    text: 'यह सेवा अभी तैयार की जा रही है। आपकी ज़रूरत के अनुसार कवर के विकल्प जल्द उपलब्ध होंगे।',
  },
};

const cards = [
  {
    id: 'sakura-assured',
    title: 'Sakura Motors Assured',
    features: ['5 वर्षों तक ज़ीरो डेप्रिसिएशन कवर', '600+ डीलर वर्कशॉप में कैशलेस मरम्मत', '24×7 रोडसाइड असिस्टेंस'],
    visitHref: 'https://buy.partner-insure.example/motor?brand=sakura',
  },
  {
    id: 'hayate-shield',
    title: 'Hayate Two-Wheeler Shield',
    features: ['पाँच वर्ष का तृतीय पक्ष कवर', 'तुरंत नवीनीकरण के साथ स्वयं की क्षति (ओन डैमेज) का कवर', 'हेलमेट और एक्सेसरीज़ कवर'],
    visitHref: 'https://buy.partner-insure.example/motor?brand=hayate',
  },
  { id: 'orion-secure', title: 'Orion Cars Secure', features: ['इंजन और गियरबॉक्स सुरक्षा', 'पूर्ण क्षति पर रिटर्न-टू-इनवॉइस', 'कंज़्यूमेबल्स कवर'] },
  { id: 'kaveri-ev-care', title: 'Kaveri EV Care', features: ['बैटरी और चार्जर सुरक्षा', 'घर के चार्जिंग उपकरण का कवर', 'EV में प्रशिक्षित दावा सर्वेक्षक'] },
  {
    id: 'tundra-protect',
    title: 'Tundra Trucks Protect',
    features: ['एक ही नवीनीकरण तिथि वाली फ़्लीट पॉलिसी', 'माल-पारगमन (गुड्स-इन-ट्रांज़िट) ऐड-ऑन', 'चालक के लिए व्यक्तिगत दुर्घटना कवर'],
  },
  { id: 'vega-plus', title: 'Vega Scooters Plus', features: ['कुछ ही मिनटों में पेपरलेस पॉलिसी', 'नो क्लेम बोनस सुरक्षा', 'पीछे बैठे सवार का दुर्घटना कवर'] },
] as const;

export const productCarousel: Home['productCarousel'] = {
  label: 'हमारे उत्पाद',
  title: 'बीमा समाधान',
  subtitle: 'सहज और व्यापक वाहन बीमा',
  cards: cards.map((card) => ({
    ...card,
    brochure: { src: `/images/products/${card.id}.jpg`, alt: `${card.title} ब्रोशर: लाभ और दावा करने का तरीका`, width: 600, height: 840 },
  })),
};

export const businessNumbers: Home['businessNumbers'] = {
  figure,
  label: 'हमारी उपलब्धियाँ',
  heading: 'लाखों लोगों का भरोसा',
  badge: `वित्त वर्ष ${FINANCIAL_YEAR_LABEL}`,
  note: '*1 लाख = 1,00,000; 1 करोड़ = 100 लाख',
  whatWeCount:
    'हमारे ज़रिए ली गई पॉलिसियाँ वे हैं जो हमारे ग्राहकों ने हमारे माध्यम से ख़रीदीं; दावों में सहायता वे दावे हैं जिन्हें करने में हमने उनकी मदद की। दावों का निपटान बीमा कंपनियाँ करती हैं: प्रतिशत उन दावों का हिस्सा है जिनमें हमने सहायता की और जिनका बीमा कंपनियों ने निपटान किया।',
  loading: 'व्यावसायिक आँकड़े लोड हो रहे हैं...',
  empty: 'व्यावसायिक आँकड़े उपलब्ध नहीं हैं।',
};

export const coreStrengths: Home['coreStrengths'] = {
  heading: 'हमारी मुख्य शक्तियाँ',
  tabs: [
    {
      id: 'people',
      tab: 'लोग',
      title: 'प्रतिष्ठित प्रवर्तक',
      text: 'हमारे प्रवर्तक जापान के दशकों पुराने जोखिम-प्रबंधन अनुशासन और भारतीय बीमा विशेषज्ञता को साथ लाते हैं। यही विरासत हमारी सलाह का आधार है: सावधानी, पारदर्शिता और लंबी अवधि की सोच।',
    },
    {
      id: 'partners',
      tab: 'साझेदार',
      title: 'भरोसेमंद साझेदार',
      text: 'हम प्रमुख जीवन, साधारण और स्वास्थ्य बीमाकर्ताओं तथा पुनर्बीमाकर्ताओं के पास व्यवसाय प्लेस करते हैं। जोखिमांकनकर्ताओं से लंबे संबंधों का अर्थ है ग्राहकों के लिए बेहतर शर्तें, और दावे पर निर्णय चाहिए तो जल्दी उत्तर।',
    },
    {
      id: 'process',
      tab: 'प्रक्रिया',
      title: 'अनुकूलित समाधान',
      text: 'हर कार्यक्रम ग्राहक के जोखिमों के अध्ययन से शुरू होता है, उत्पादों की सूची से नहीं। हम कवर, सीमाएँ और कटौती योग्य राशियाँ व्यवसाय के अनुसार तय करते हैं, फिर हर वर्ष उनकी समीक्षा करते हैं।',
    },
    {
      id: 'product',
      tab: 'उत्पाद',
      title: 'पेशेवर नेतृत्व टीम',
      text: 'हमारे नेतृत्व ने भारत के प्रमुख बीमाकर्ताओं में जोखिमांकन, दावा और ब्रोकिंग टीमों का संचालन किया है। वे ग्राहकों के और हर बड़े खाते के ब्योरों के निकट रहते हैं।',
    },
    {
      id: 'technology',
      tab: 'तकनीक',
      title: 'तकनीक-आधारित सेवा',
      text: 'डिजिटल कोटेशन, पॉलिसी ट्रैकिंग, नवीनीकरण रिमाइंडर और दावे की स्थिति की सूचना ग्राहकों को अवगत रखती हैं, ISO 27001:2022 प्रमाणित प्लेटफ़ॉर्म पर।',
    },
  ],
  photo: { src: '/images/illustrations/strengths.svg', alt: 'एक रक्षा-कवच पर दो जुड़े हुए छल्ले: जापान और भारत का बंधन', width: 640, height: 420 },
  slogan: { src: '/images/home/slogan.svg', alt: 'किज़ुना: वह बंधन जो रक्षा करता है', width: 320, height: 80 },
};

export const testimonials: Home['testimonials'] = {
  heading: 'सफलता की आवाज़ें',
  subtitle: 'उनसे सीधे सुनिए जो हमारी यात्रा को आगे बढ़ाते हैं',
  videoError: 'वीडियो लोड नहीं हो सका',
  videoDownload: 'वीडियो डाउनलोड करें',
  items: [
    {
      id: 1,
      type: 'text',
      name: 'अंजलि देशपांडे',
      position: 'प्रबंध निदेशक',
      image: '/images/bord-directors/3/3.jpg',
      quote: 'हमारे द्वारा करवाई गई हर पॉलिसी एक वादा है, जिसे हम दावे के समय निभाना चाहते हैं। इसी वादे के कारण ग्राहक वर्षों तक हमारे साथ रहते हैं।',
    },
    {
      id: 2,
      type: 'text',
      name: 'रमेश पिल्लै',
      position: 'CFO, मालाबार कोस्ट रिसॉर्ट्स (होटल समूह)',
      image: '/images/testimonials/ramesh-pillai.jpg',
      quote: 'हमारे संपत्ति बीमा कार्यक्रम की उनकी समीक्षा से छह रिसॉर्ट में हमारा कवर बढ़ा, और फिर भी प्रीमियम घटा।',
    },
    {
      id: 3,
      type: 'text',
      name: 'सुनीता रेड्डी',
      position: 'निदेशक, डेक्कन हाइट्स रियल्टी (रियल-एस्टेट समूह)',
      image: '/images/testimonials/sunita-reddy.jpg',
      quote: 'मानसून की बाढ़ के बाद हमारा ठेकेदार सर्व जोखिम (CAR) दावा कुछ ही हफ़्तों में निपट गया। सर्वेक्षक की हर विज़िट उन्होंने सँभाली।',
    },
    {
      id: 4,
      type: 'text',
      name: 'कार्तिक अय्यर',
      position: 'Sakura Motors कार मालिक, चेन्नई',
      image: '',
      quote: 'नवीनीकरण में दो मिनट लगे, और एक छोटी दुर्घटना के बाद ज़ीरो डेप्रिसिएशन दावा पूरी तरह कैशलेस रहा।',
    },
    {
      id: 5,
      type: 'text',
      name: 'नेहा जोशी',
      position: 'Sakura Motors कार मालिक, पुणे',
      image: '',
      quote: 'उन्होंने हर ऐड-ऑन सरल भाषा में समझाया। अब मुझे पता है कि मेरी कार पॉलिसी में क्या कवर है।',
    },
    {
      id: 6,
      type: 'text',
      name: 'इमरान शेख़',
      position: 'Sakura Motors कार मालिक, मुंबई',
      image: '',
      quote: 'अगले ही दिन डीलर वर्कशॉप में मेरी विंडस्क्रीन बदल दी गई, मुझे कोई कागज़ी कार्रवाई नहीं करनी पड़ी।',
    },
    {
      id: 7,
      type: 'text',
      name: 'लक्ष्मी नारायणन',
      position: 'Sakura Motors कार मालिक, बेंगलुरु',
      image: '',
      quote: 'पॉलिसी समाप्त होने से पहले आए रिमाइंडर ने मेरा नो क्लेम बोनस बचा लिया। सोच-समझकर दी गई सेवा।',
    },
    {
      id: 8,
      type: 'text',
      name: 'गुरप्रीत कौर',
      position: 'Sakura Motors कार मालिक, दिल्ली',
      image: '',
      quote: 'दुर्घटना के एक घंटे के भीतर दावा प्रबंधक का फ़ोन आ गया, और कार वापस मिलने तक वे मेरे साथ रहे।',
    },
    {
      id: 9,
      type: 'video',
      name: 'हरप्रीत सिंह',
      position: 'डीलर प्रिंसिपल, वेगा टू व्हीलर्स (मोटरसाइकिल डीलर)',
      image: '',
      quote: 'हमारे ग्राहकों को गाड़ी लेकर निकलने से पहले ही पॉलिसी मिल जाती है।',
      videoUrl: '/media/videos/dealer-story.webm',
      thumbnail: '/images/testimonials/dealer-story-thumb.svg',
    },
    {
      id: 10,
      type: 'video',
      name: 'राकेश अग्रवाल',
      position: 'निदेशक, इंडस वैली लॉजिस्टिक्स (लॉजिस्टिक्स कंपनी)',
      image: '',
      quote: 'हमारी हर खेप के लिए एक ही ओपन कवर।',
      videoUrl: '/media/videos/logistics-story.webm',
      thumbnail: '/images/testimonials/logistics-story-thumb.svg',
    },
  ],
};

export const productLine: Home['productLine'] = {
  heading: 'हमारे सभी उत्पाद देखें',
  line: 'जो कुछ भी मायने रखता है उसकी पूरी सुरक्षा, और आपके व आपके व्यवसाय के लिए पूरी निश्चिंतता।',
  chips: ['जीवन', 'स्वास्थ्य', 'वाहन', 'संपत्ति', 'समुद्री', 'दायित्व'],
  performance: {
    title: 'हमारा प्रदर्शन',
    asOf: 'अगस्त 2025 तक',
    figures: [
      { label: 'हमारे ज़रिए ली गई पॉलिसियाँ', value: '9.6M' },
      { label: 'दावों में सहायता', value: '2.6M' },
      { label: 'सहायता वाले दावों में निपटान', value: '99%' },
    ],
  },
  illustration: {
    src: '/images/home/product-line.svg',
    alt: 'एक रक्षा-कवच के चारों ओर जीवन, स्वास्थ्य, वाहन, संपत्ति, समुद्री और दायित्व कवर के चिह्न',
    width: 480,
    height: 400,
  },
};

export const homeLabels: Home['homeLabels'] = {
  productsSection: 'हमारे उत्पाद: वाहन बीमा योजनाएँ',
  productsCarousel: 'वाहन योजनाएँ',
  testimonialsCarousel: 'ग्राहकों के अनुभव',
  linesOfCover: 'कवर के प्रकार',
  play: (label) => `${label} चलाएँ`,
  pause: (label) => `${label} रोकें`,
  slideMessages: { previous: 'पिछली स्लाइड', next: 'अगली स्लाइड', goTo: 'स्लाइड {{index}} पर जाएँ' },
  explore: (title) => `${title} देखें`,
  exploreNewTab: (title) => `${title} देखें (नए टैब में खुलता है)`,
  visitNewTab: (title) => `${title} की वेबसाइट देखें (नए टैब में खुलता है)`,
  details: (title) => `${title} का विवरण`,
  brochure: (title) => `${title} ब्रोशर`,
  brochureFallback: 'ब्रोशर',
  visit: 'वेबसाइट देखें',
  exploreButton: 'देखें',
  detailsButton: 'विवरण',
  videoTestimonial: (name) => `${name} का वीडियो`,
  playVideo: (name) => `${name} का वीडियो चलाएँ`,
  photoOf: (name) => `${name} की फ़ोटो`,
  photoUnavailable: (name) => `${name} (फ़ोटो उपलब्ध नहीं)`,
  quote: (text) => `“${text}”`,
};

export const partnerBanner: Home['partnerBanner'] = {
  label: 'हमारे साझेदार बनें',
  headline: 'आइए साथ मिलकर चलें',
  tagline: 'एक बेहतर, सुरक्षित और बीमित भविष्य के लिए साझेदारी।',
  isoBadge: { src: '/images/home/iso-27001.svg', alt: 'ISO 27001:2022 प्रमाणित', width: 140, height: 140 },
  cta: { label: 'हमारी साझेदारी टीम से बात करें', href: '/contact' },
};

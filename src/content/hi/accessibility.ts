/**
 * /hi/accessibility: the accessibility statement of src/content/accessibility.ts in Hindi,
 * section for section and with the same anchors; change it together with the English.
 */
import { site } from '@/config/site';
import type { Catalog } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';
import { workingHours } from './time';

type Accessibility = Catalog['accessibility'];

/** The day the statement was prepared (the English says "24 November 2026"), through Intl in Hindi. */
const prepared = formatFor('hi').date(new Date(Date.UTC(2026, 10, 24)), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const accessibilityLead: Accessibility['accessibilityLead'] =
  'यह वेबसाइट कितनी सुगम्य है, हम इसकी जाँच कैसे करते हैं, क्या अभी ठीक से काम नहीं करता, और किसी बाधा के बारे में हमें कैसे बताएँ।';

export const accessibilityStatement: Accessibility['accessibilityStatement'] = {
  intro: [
    `${site.name} चाहती है कि हर व्यक्ति इस वेबसाइट का उपयोग कर सके, उसकी क्षमताएँ जो भी हों और वह कोई भी डिवाइस या सहायक तकनीक (assistive technology) उपयोग करता हो। यह विवरण ${site.domain} के हर पेज पर लागू होता है।`,
  ],
  version: `यह विवरण ${prepared} को तैयार किया गया और हर रिलीज़ के साथ इसकी समीक्षा की जाती है।`,
  sections: [
    {
      id: 'our-target',
      heading: 'हमारा लक्ष्य',
      paragraphs: [
        'हमारा लक्ष्य वेब कंटेंट एक्सेसिबिलिटी गाइडलाइंस (WCAG) 2.1 के AA स्तर को पूरा करना है। हमारा मानना है कि नीचे बताई गई सीमाओं को छोड़कर वेबसाइट इसे पूरा करती है।',
      ],
      points: [
        'हर पेज और हर फ़ॉर्म केवल कीबोर्ड से चलाया जा सकता है, दिखाई देने वाले फ़ोकस और “मुख्य सामग्री पर जाएँ” लिंक के साथ।',
        'हर फ़ॉर्म फ़ील्ड का एक लेबल है, और हर त्रुटि संदेश अपने फ़ील्ड से जुड़ा है और स्क्रीन रीडर उसे पढ़कर सुनाते हैं।',
        'डायलॉग खुले रहने तक फ़ोकस को अपने भीतर रखते हैं और बंद होने पर उसे वापस लौटा देते हैं।',
        'पेज 320 पिक्सेल जितनी संकरी स्क्रीन पर भी बिना दाएँ-बाएँ स्क्रॉल किए ठीक से दिखते हैं, और टेक्स्ट को 200 % तक बड़ा किया जा सकता है।',
        'जब आपका डिवाइस कम गति (reduced motion) माँगता है तो एनिमेशन रुक जाते हैं, और हर कैरोसेल में रोकने का बटन है।',
        'साइट आपके डिवाइस की लाइट या डार्क रंग योजना का अनुसरण करती है।',
      ],
    },
    {
      id: 'how-we-test',
      heading: 'हम जाँच कैसे करते हैं',
      paragraphs: ['वेबसाइट में हर बदलाव, प्रकाशित होने से पहले, एक वास्तविक ब्राउज़र में स्वचालित स्वीकृति परीक्षणों (acceptance tests) से गुज़रता है:'],
      points: [
        'हर पेज की स्वचालित सुगम्यता जाँच (axe), हर फ़ॉर्म और डायलॉग खुला रखकर, WCAG के A और AA नियमों के आधार पर;',
        'कीबोर्ड परिदृश्य: मेनू, डायलॉग, कैरोसेल, टैब, उत्पाद ब्राउज़र और हर फ़ॉर्म, बिना माउस के;',
        'हर पेज 320 पिक्सेल और 390 पिक्सेल चौड़ी स्क्रीन पर, और डार्क मोड में।',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'ज्ञात सीमाएँ',
      paragraphs: ['हमें इन बाधाओं की जानकारी है, और इनके बदले आप यह कर सकते हैं:'],
      points: [
        'संपर्क फ़ॉर्म आपसे दो संख्याएँ जोड़ने को कहता है (स्पैम रोकने के लिए एक कैप्चा)। कुछ आगंतुकों के लिए यह कठिन हो सकता है; आप इसके बदले हमें कॉल या ई-मेल कर सकते हैं, और उत्तर गलत होने पर भी आपका लिखा कुछ नहीं मिटता।',
        'संपर्क पेज का मानचित्र दूसरी साइट से आता है और कीबोर्ड या स्क्रीन रीडर के साथ ठीक से काम न करे, ऐसा हो सकता है; हर कार्यालय का पता टेक्स्ट के रूप में भी दिया गया है।',
        'कुछ अनुपालन दस्तावेज़ PDF फ़ाइलें हैं, जो स्क्रीन रीडर के लिए पूरी तरह टैग न की गई हों, ऐसा हो सकता है। हमसे कहें, हम उनकी सामग्री आपको किसी दूसरे प्रारूप में भेज देंगे।',
        'ग्राहकों के अनुभव वाले वीडियो में अभी कैप्शन नहीं हैं।',
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'बाधा की सूचना दें',
      paragraphs: [
        `यदि इस वेबसाइट पर कुछ आपके लिए काम नहीं करता, या आपको कोई जानकारी किसी दूसरे प्रारूप में चाहिए, तो ${site.email.accessibility} पर लिखें या ${site.phone.display} पर कॉल करें (${workingHours})। हमें पेज का नाम और समस्या बताएँ; हम 5 कार्य-दिवसों के भीतर उत्तर देते हैं।`,
        'यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप हमारे पास शिकायत दर्ज कर सकते हैं।',
      ],
      links: [{ label: 'शिकायत दर्ज करें', href: '/grievance' }],
    },
  ],
  contactEmail: site.email.accessibility,
};

export const accessibility: Accessibility = { accessibilityLead, accessibilityStatement, label: 'सुगम्यता विवरण' };

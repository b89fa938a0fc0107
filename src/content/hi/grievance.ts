/**
 * Grievance escalation matrix in Hindi: the content of src/content/grievance.ts with the same ids,
 * levels, e-mail addresses, links and phone numbers. Contacts of the broker come from site.ts.
 */
import { OFFICER_TITLES, statutory } from '@/config/statutory';
import { ESCALATION_LEVEL1_WORKING_DAYS } from '@/config/timings';
import type { Translated } from '@/content/catalog';

type Grievance = Translated<'grievance'>;

export const grievanceIntro =
  'हमारा प्रयास है कि हर चिंता का शीघ्र और निष्पक्ष समाधान हो। यदि आप हमारी सेवा से या किसी शिकायत पर मिले उत्तर से संतुष्ट नहीं हैं, तो आप नीचे बताए अनुसार चरण-दर-चरण मामले को आगे बढ़ा सकते हैं।';

const { principalOfficer, complianceOfficer } = statutory.officers;

export const escalationLevels: Grievance['escalationLevels'] = [
  {
    title: OFFICER_TITLES.complianceOfficer.hi,
    description: `यदि अपनी चिंता दर्ज कराने के ${ESCALATION_LEVEL1_WORKING_DAYS} कार्य दिवसों के भीतर आपको उत्तर नहीं मिलता, तो अपनी पॉलिसी या संदर्भ संख्या का उल्लेख करते हुए हमारे अनुपालन अधिकारी, ${complianceOfficer.name.hi}, को ई-मेल से लिखें।`,
    contact: { label: complianceOfficer.email },
  },
  {
    title: OFFICER_TITLES.principalOfficer.hi,
    description: `यदि आप अनुपालन अधिकारी के समाधान से संतुष्ट नहीं हैं, तो मामले को ई-मेल द्वारा हमारे प्रधान अधिकारी, ${principalOfficer.name.hi}, के पास ले जाएँ।`,
    contact: { label: principalOfficer.email },
  },
  {
    title: 'भारतीय बीमा विनियामक और विकास प्राधिकरण (IRDAI)',
    description:
      'यदि आपकी शिकायत का तब भी समाधान नहीं होता, तो आप बीमा नियामक से उसके पॉलिसीधारक पोर्टल, बीमा भरोसा (Bima Bharosa) शिकायत प्रबंधन प्रणाली, के माध्यम से संपर्क कर सकते हैं।',
    contact: { label: 'बीमा भरोसा (bimabharosa.irdai.gov.in)' },
  },
];

/** How to reach the regulator's grievance cell directly. */
export const regulatorContacts: Grievance['regulatorContacts'] = {
  heading: 'नियामक से संपर्क',
  intro: 'पॉलिसीधारक फ़ोन, ई-मेल या पत्र द्वारा सीधे IRDAI की शिकायत निवारण प्रणाली में भी शिकायत दर्ज कर सकते हैं और उसकी स्थिति जान सकते हैं।',
  portal: { label: 'बीमा भरोसा शिकायत पोर्टल' },
  tollFree: [
    { display: '155255', tel: '155255' },
    { display: '1800 4254 732', tel: '18004254732' },
  ],
  email: 'complaints@irdai.gov.in',
  postal: {
    intro: 'लिखित शिकायतें इस पते पर भेजी जा सकती हैं:',
    lines: [
      'महाप्रबंधक',
      'भारतीय बीमा विनियामक और विकास प्राधिकरण',
      'उपभोक्ता मामले विभाग – शिकायत निवारण प्रकोष्ठ',
      'सर्वे नं. 115/1, फाइनेंशियल डिस्ट्रिक्ट, नानकरामगुडा',
      'गच्चीबौली, हैदराबाद 500032',
    ],
  },
};

import { site } from '@/config/site';
import { OFFICER_TITLES, shownLicenceValidity, statutory } from '@/config/statutory';
import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

const validUntil = shownLicenceValidity();
const { principalOfficer, complianceOfficer } = statutory.officers;
/** "2026-09-01" → "1 सितंबर 2026". */
const hindiDate = (iso: string): string =>
  formatFor('hi').date(new Date(`${iso}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * फ़ुटर के वैधानिक प्रकटीकरण (src/content/disclosures.ts का हिन्दी रूप)। तथ्य src/config/statutory.ts से;
 * अधिकारियों के पदनाम वहीं के OFFICER_TITLES, हर पेज पर एक ही हिन्दी रूप में।
 */
export const disclosures: Translated<'disclosures'> = {
  heading: 'नियामकीय प्रकटीकरण',
  registeredName: site.name,
  cin: `CIN: ${site.cin}`,
  registeredOffice: `पंजीकृत कार्यालय: ${statutory.registeredOffice.hi}`,
  licence: validUntil
    ? `IRDAI द्वारा कंपोज़िट ब्रोकर के रूप में लाइसेंस प्राप्त, लाइसेंस सं. ${site.licence.number}, ${hindiDate(validUntil)} तक वैध।`
    : `IRDAI द्वारा कंपोज़िट ब्रोकर के रूप में लाइसेंस प्राप्त, लाइसेंस सं. ${site.licence.number}।`,
  verifyLicence: validUntil ? 'IRDAI की वेबसाइट पर इसे सत्यापित करें' : 'IRDAI की वेबसाइट पर इसकी वर्तमान स्थिति जाँचें',
  principalOfficer: `${OFFICER_TITLES.principalOfficer.hi}: ${principalOfficer.name.hi}`,
  principalOfficerEmail: principalOfficer.email,
  complianceOfficer: `${OFFICER_TITLES.complianceOfficer.hi} (शिकायतें): ${complianceOfficer.name.hi}`,
  complianceOfficerEmail: complianceOfficer.email,
  officialPhonesLabel: 'हमें कॉल करने के लिए आधिकारिक नंबर:',
  officialPhones: [
    { label: 'प्रधान कार्यालय', display: statutory.officialPhones.headOffice.display, tel: statutory.officialPhones.headOffice.tel },
    { label: 'दावा हेल्पलाइन', display: statutory.officialPhones.claimsHelpline.display, tel: statutory.officialPhones.claimsHelpline.tel },
  ],
  spuriousCallsHeading: 'फ़र्ज़ी कॉल से सावधान रहें',
  spuriousCalls:
    'IRDAI बीमा पॉलिसियाँ बेचने, बोनस घोषित करने या प्रीमियम के निवेश जैसी गतिविधियों में शामिल नहीं है। ऐसे फ़ोन कॉल पाने वाले लोगों से अनुरोध है कि वे पुलिस में शिकायत दर्ज कराएँ।',
  ourCalls: `हम आपको केवल ${statutory.serviceCalls.display} से कॉल करते हैं: TRAI के नियमों के अनुसार बीमाकर्ताओं और बीमा ब्रोकरों की सेवा और लेन-देन संबंधी कॉल 1600-सीरीज़ के नंबरों से आती हैं। हम कभी भी OTP, कार्ड PIN या पासवर्ड नहीं माँगते।`,
  noPromotionalCalls:
    'हम प्रचार (प्रमोशनल) कॉल नहीं करते। TRAI ऐसी कॉल केवल 140-सीरीज़ के नंबरों से करने देता है और सामान्य 10 अंकों वाले नंबरों से टेलीमार्केटिंग की अनुमति नहीं देता: ऐसे किसी नंबर से आई कॉल, जो ख़ुद को हमारी बताए, हमारी नहीं है।',
};

export const footerRights: Translated<'footerRights'> = {
  label: 'आपके अधिकार',
  accessibility: 'सुगम्यता',
  yourData: 'आपका डेटा',
  cookieSettings: 'कुकी सेटिंग',
};

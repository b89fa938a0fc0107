import { site } from '@/config/site';
import type { Catalog } from '@/content/catalog';

/** फ़ुटर के वैधानिक प्रकटीकरण (src/content/disclosures.ts का हिन्दी रूप)। नाम, पते और नंबर site.ts से। */
export const disclosures: Catalog['disclosures'] = {
  heading: 'नियामकीय प्रकटीकरण',
  registeredName: site.name,
  cin: `CIN: ${site.cin}`,
  registeredOffice: `पंजीकृत कार्यालय: ${site.registeredOffice}`,
  licence: `IRDAI में पंजीकृत कंपोज़िट ब्रोकर (${site.licence.category}), लाइसेंस सं. ${site.licence.number}, ${site.licence.validUntil} तक वैध`,
  principalOfficer: `प्रधान अधिकारी: ${site.principalOfficer.name}`,
  grievanceOfficer: `शिकायत निवारण अधिकारी: ${site.grievanceOfficer.name}`,
  grievanceOfficerEmail: site.grievanceOfficer.email,
  officialPhonesLabel: 'आधिकारिक फ़ोन नंबर:',
  officialPhones: [
    { label: 'मुख्य कार्यालय', display: site.officialPhones[0].display, tel: site.officialPhones[0].tel },
    { label: 'दावा हेल्पलाइन', display: site.officialPhones[1].display, tel: site.officialPhones[1].tel },
  ],
  verifyLicence: 'IRDAI की वेबसाइट पर हमारा लाइसेंस जाँचें',
  verifyLicenceUrl: site.licenceVerificationUrl,
  spuriousCallsHeading: 'फ़र्ज़ी कॉल से सावधान रहें',
  spuriousCalls:
    'IRDAI बीमा पॉलिसियाँ बेचने, बोनस घोषित करने या प्रीमियम के निवेश जैसी गतिविधियों में शामिल नहीं है। ऐसे फ़ोन कॉल पाने वाले लोगों से अनुरोध है कि वे पुलिस में शिकायत दर्ज कराएँ।',
  ourCalls: 'हम केवल ऊपर दिए गए नंबरों से ही कॉल करते हैं और कभी भी OTP, कार्ड PIN या पासवर्ड नहीं माँगते।',
};

export const footerRights: Catalog['footerRights'] = {
  label: 'आपके अधिकार',
  accessibility: 'सुगम्यता',
  yourData: 'आपका डेटा',
  cookieSettings: 'कुकी सेटिंग',
};

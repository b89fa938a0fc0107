import { site } from '@/config/site';
import type { Translated } from '@/content/catalog';
import { formatFor } from '@/lib/locale-format';

/** A DD/MM/YYYY date (as src/content/composite-licence.ts gives it) through Intl in Hindi: "1 सितंबर 2026". */
function hindiDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/').map(Number);
  if (!day || !month || !year) return ddmmyyyy;
  return formatFor('hi').date(new Date(Date.UTC(year, month - 1, day)), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** कंपोज़िट लाइसेंस पेज के अपने शब्द, हिन्दी में (लाइसेंस के तथ्य src/config/statutory.ts से)। */
export const licenceText: Translated<'licence'> = {
  heading: 'कंपोज़िट ब्रोकर के रूप में लाइसेंस प्राप्त',
  body: `${site.name} के पास भारतीय बीमा विनियामक और विकास प्राधिकरण (IRDAI) द्वारा प्रदत्त कंपोज़िट लाइसेंस है, जिसके अंतर्गत कंपनी जीवन बीमा और साधारण बीमा, दोनों के लिए कंपोज़िट ब्रोकर के रूप में कार्य करती है।`,
  licenceNo: 'लाइसेंस सं.',
  validity: 'वैधता',
  validUntil: (date) => `${hindiDate(date)} तक वैध`,
  verifyStatus: 'IRDAI की वेबसाइट पर इसकी वर्तमान स्थिति जाँचें',
  certificateNote:
    'यहाँ दिखाया गया प्रमाणपत्र वही है जो हमें जारी किया गया था; उस पर छपी वैधता की तिथि बीत चुकी है। लाइसेंस की वर्तमान स्थिति IRDAI की वेबसाइट पर देखी जा सकती है।',
  note: () => 'श्रेणी: कंपोज़िट ब्रोकर। प्रमाणपत्र को पूरी स्क्रीन पर देखने के लिए उस पर क्लिक करें।',
  open: 'लाइसेंस पूरी स्क्रीन पर देखें',
  previewTitle: 'कंपोज़िट लाइसेंस, पूरी स्क्रीन पर',
  imageAlt: `${site.name} के कंपोज़िट ब्रोकर के रूप में पंजीकरण का प्रमाणपत्र, लाइसेंस सं. ${site.licence.number}, जैसा जारी किया गया था`,
};

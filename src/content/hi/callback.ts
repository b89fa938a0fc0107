import { statutory } from '@/config/statutory';
import type { Translated } from '@/content/catalog';
import { callbackEntry } from './consent';
import { formatFor } from '@/lib/locale-format';
import { clockTime, timeSpan, workingHours } from './time';

/**
 * कॉल बैक फ़ॉर्म और होम पेज का कॉल बैक बॉक्स, हिन्दी में। समय दिन के भाग के साथ लिखा जाता है
 * (सुबह 9:00 बजे, ./time.ts), कभी AM/PM नहीं; तिथि Intl से, हिन्दी में।
 */
type Callback = Translated<'callback'>;

/** "आज", "कल", or the date through Intl in Hindi ("सोमवार, 24 नवंबर"). */
const dayName: Callback['dayName'] = (day) => {
  if (day.relation === 'today') return 'आज';
  if (day.relation === 'tomorrow') return 'कल';
  return formatFor('hi').date(new Date(`${day.date}T00:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
};

/** Inside a sentence: "आज", "कल" or "सोमवार, 24 नवंबर को". */
const relativeDay: Callback['relativeDay'] = (day) => (day.relation === 'later' ? `${dayName(day)} को` : dayName(day));

/** The products' one name each in Hindi, in the contract's order: the hero's chips, the form and /products' choices (./products.ts). */
export const CALLBACK_PRODUCTS: Callback['CALLBACK_PRODUCTS'] = [
  { label: 'कार' },
  { label: 'दोपहिया' },
  { label: 'स्वास्थ्य' },
  { label: 'जीवन' },
  { label: 'व्यवसाय' },
  { label: 'दावा सहायता' },
  { label: 'अन्य' },
];

export const callback: Callback = {
  CALLBACK_PRODUCTS,
  dayName,
  relativeDay,
  callbackText: {
    title: callbackEntry.label,
    intro: `बताइए कि हम कब कॉल करें। हमारे सलाहकार कार्य-समय में कॉल करते हैं: ${workingHours}।`,
    product: 'कॉल किस बारे में है?',
    name: 'आपका नाम',
    phone: 'मोबाइल नंबर',
    when: 'हम कब कॉल करें?',
    asap: 'जितनी जल्दी हो सके',
    city: 'शहर',
    submit: callbackEntry.label,
    slot: (hour) => timeSpan(hour, hour + 1),
    slotGroup: (day) => day,
    nameRequired: 'कृपया अपना नाम दर्ज करें',
    productRequired: 'कृपया चुनें कि कॉल किस बारे में है',
    cityTooLong: 'कृपया शहर का नाम छोटा करें',
    slotPassed: 'यह समय निकल चुका है। कृपया कोई दूसरा समय चुनें।',
    confirmation: {
      heading: 'हम आपको कॉल करेंगे',
      number: (phone) => `हम +91 ${phone.slice(0, 5)} ${phone.slice(5)} पर कॉल करेंगे:`,
      asapOpen: 'आज कार्य-समय में, जितनी जल्दी हो सके।',
      asapLater: (when, hour) => `कार्यालय खुलते ही, ${when} ${clockTime(hour)}।`,
      slot: (when, hour) => `${when}, ${timeSpan(hour, hour + 1, 'के बीच')}।`,
      from: `हमारी कॉल ${statutory.serviceCalls.display} से आएगी, जो सेवा कॉल के लिए हमारा नंबर है। हम कभी भी OTP, कार्ड PIN या पासवर्ड नहीं माँगते।`,
      close: 'ठीक है',
    },
    details: {
      heading: 'अपना नाम और समय जोड़ें (वैकल्पिक)',
      save: 'मेरे अनुरोध में जोड़ें',
      nothingToSave: 'अपना नाम दर्ज करें या कोई समय चुनें, या अपना अनुरोध जैसा है वैसा ही रहने दें।',
      saved: 'आपके अनुरोध में जोड़ दिया गया। धन्यवाद।',
    },
  },
};

/** The home hero's call-back box. */
export const heroCallback: Translated<'heroCallback'> = {
  CALLBACK_PRODUCTS,
  heroCallbackText: {
    heading: callbackEntry.label,
    lead: 'उत्पाद चुनें और अपना मोबाइल नंबर दें। हमारे सलाहकार आपको निःशुल्क कॉल करेंगे।',
    products: 'किसका बीमा',
    phone: 'मोबाइल नंबर',
    submit: callbackEntry.label,
    note: `${workingHours}। कभी कोई स्पैम नहीं।`,
  },
};

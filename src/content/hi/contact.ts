import type { Translated } from '@/content/catalog';
import { statutory } from '@/config/statutory';
import { workingHours } from './time';

/** The office cities as Hindi pages write them, in Devanagari as the API's Hindi office data does. */
const CITY_NAMES: Readonly<Record<string, string>> = {
  Bangalore: 'बेंगलुरु',
  Delhi: 'दिल्ली',
  Chennai: 'चेन्नई',
  Pune: 'पुणे',
  Ahmedabad: 'अहमदाबाद',
  Mumbai: 'मुंबई',
  Hyderabad: 'हैदराबाद',
  Indore: 'इंदौर',
};
const cityName = (city: string): string => CITY_NAMES[city] ?? city;

/** संपर्क पेज (part 1 §2.6) और उसका संदेश फ़ॉर्म, हिन्दी में। फ़ॉर्म के संदेशों के चिह्न (✅ ❌) वही रहते हैं। */
export const contact: Translated<'contact'> = {
  mapCopy: {
    loadMap: 'मानचित्र लोड करें',
    openInMaps: 'मानचित्र में खोलें',
    newTab: ' (नए टैब में खुलता है)',
    notice: 'मानचित्र Google Maps से आता है, जो कुकी सेट कर सकता है। यह तभी लोड होता है जब आप कहें।',
    frameTitle: (label) => `मानचित्र: ${label}`,
  },
  reachUsText: {
    heading: 'हमसे संपर्क करें',
    call: { title: 'हमें कॉल करें', text: (display) => display },
    whatsapp: { title: 'WhatsApp', text: 'सलाहकार से चैट करें', newTab: ' (WhatsApp नए टैब में खुलता है)' },
    email: { title: 'ई-मेल', text: (address) => address },
    callBack: { text: 'हम कार्य-समय में आपको कॉल करते हैं' },
    hours: workingHours,
  },
  contactPageText: {
    infoHeading: 'संपर्क जानकारी',
    headOffice: 'प्रधान कार्यालय',
    headOfficeAddress: statutory.registeredOffice.hi,
    email: 'ई-मेल',
    phone: 'फ़ोन',
    hours: 'कार्य-समय',
    workingHours: `कार्य-समय: ${workingHours}।`,
    officesHeading: 'हमारे कार्यालय',
    officesLoading: 'हमारे कार्यालयों की जानकारी लोड हो रही है...',
    mapHeading: 'हमारा प्रधान कार्यालय',
    mapLabel: (shortName, city) => `${shortName} प्रधान कार्यालय, ${cityName(city)}`,
  },
  CONTACT_FORM_TEXT: {
    heading: 'हमें संदेश भेजें',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ई-मेल',
    subject: 'विषय',
    message: 'संदेश',
    captchaBefore: 'सुरक्षा जाँच: ',
    captchaAfter: ' कितना होता है?',
    newQuestion: 'नया प्रश्न',
    acceptBefore: 'मैं ',
    terms: 'नियम और शर्तें',
    acceptBetween: ' और ',
    privacy: 'गोपनीयता नीति',
    acceptAfter: ' से सहमत हूँ।',
    send: 'संदेश भेजें',
    sending: 'भेजा जा रहा है...',
  },
  CONTACT_MESSAGES: {
    success: '✅ संदेश सफलतापूर्वक भेज दिया गया!',
    failure: '❌ संदेश नहीं भेजा जा सका। कृपया कुछ देर बाद दोबारा कोशिश करें।',
    termsNotAccepted: '❌ कृपया नियम और शर्तें स्वीकार करें',
    captchaFailed: '❌ CAPTCHA सत्यापन विफल रहा। कृपया दोबारा कोशिश करें।',
  },
  CONTACT_FIELD_HINTS: {
    first_name: 'कृपया अपना पहला नाम दर्ज करें',
    last_name: 'कृपया अपना उपनाम दर्ज करें',
    email: 'कृपया मान्य ई-मेल पता दर्ज करें',
    subject: 'कृपया विषय दर्ज करें',
    message: 'कृपया अपना संदेश दर्ज करें',
  },
};

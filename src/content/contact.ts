import { site } from '@/config/site';
import { CONTACT_FIELD_HINTS, CONTACT_FORM_TEXT, CONTACT_MESSAGES } from './contact-form';

/** Contact page copy (ours: the spec does not word the map's placeholder). */
const mapCopy = {
  loadMap: 'Load map',
  openInMaps: 'Open in maps',
  newTab: ' (opens in a new tab)',
  /** Shown before the map loads: nothing is fetched from the maps site until the visitor asks (or has accepted non-essential cookies). */
  notice: 'The map comes from Google Maps, which may set cookies. It loads only when you ask for it.',
  frameTitle: (label: string) => `Map: ${label}`,
} as const;

/** The reach-us tiles at the top of /contact (ours, beyond the spec). */
const reachUsText = {
  heading: 'Reach us',
  call: { title: 'Call us', text: (display: string) => display },
  whatsapp: { title: 'WhatsApp', text: 'Chat with an advisor', newTab: ' (opens WhatsApp in a new tab)' },
  email: { title: 'E-mail', text: (address: string) => address },
  callBack: { text: 'We call you within working hours' },
  hours: 'Monday to Friday, 09:00 AM to 7:00 PM',
} as const;

/** The contact page's information box, the offices' loading text and the map section (ours). */
const contactPageText = {
  infoHeading: 'Contact information',
  headOffice: 'Head office',
  /** The head office's postal address as the page writes it (each language's script: docs/i18n/termbase.md). */
  headOfficeAddress: site.headOffice.address,
  email: 'E-mail',
  phone: 'Phone',
  hours: 'Hours',
  workingHours: site.workingHours,
  officesHeading: 'Our offices',
  officesLoading: 'Loading our offices...',
  mapHeading: 'Find our head office',
  mapLabel: (shortName: string, city: string) => `${shortName} head office, ${city}`,
} as const;

/** The contact page's copy as one namespace of the catalog. */
export const contactCopy = { mapCopy, reachUsText, contactPageText, CONTACT_FORM_TEXT, CONTACT_MESSAGES, CONTACT_FIELD_HINTS };

/**
 * Company facts. The company is fictional: every name, address, number and
 * e-mail on the site comes from here (never a real company's).
 * Facts stated by the spec (part 1 §1): established 2008, eight office cities,
 * 30+ cities of presence, 17 years, licence 381 (its validity: ./statutory.ts),
 * ISO 27001:2022, working hours Monday to Friday 09:00 AM to 7:00 PM.
 * The statutory facts (registered name, CIN, registered office, licence, officers, official
 * numbers) are written once, with their source and owner, in ./statutory.ts: this module
 * only names them for the pages.
 */
import { statutory } from './statutory';

const email = {
  general: 'info@kizunabharat.example',
  careers: 'careers@kizunabharat.example',
  compliance: statutory.officers.complianceOfficer.email,
  principalOfficer: statutory.officers.principalOfficer.email,
  privacy: statutory.dataProtectionContact.email,
  accessibility: 'accessibility@kizunabharat.example',
} as const;

export const site = {
  name: statutory.registeredName.value,
  shortName: 'Kizuna Bharat',
  tagline: 'Indo-Japanese composite insurance broker',
  domain: 'kizunabharat.example',
  established: 2008,
  copyrightYear: 2026,
  yearsOfOperation: 17,
  citiesOfPresence: '30+',
  officeCities: ['Bangalore', 'Delhi', 'Chennai', 'Pune', 'Ahmedabad', 'Mumbai', 'Hyderabad', 'Indore'] as const,
  headOffice: {
    city: 'Bangalore',
    address: statutory.registeredOffice.value,
  },
  /** Number and category; what the site says of its validity is decided in ./statutory.ts (shownLicenceValidity). */
  licence: { number: statutory.licence.number, category: statutory.licence.category },
  certification: `${statutory.isoCertification.value} certified for information security management.`,
  workingHours: 'Working hours: Monday to Friday, 09:00 AM to 7:00 PM.',
  email,
  phone: { display: statutory.officialPhones.headOffice.display, tel: statutory.officialPhones.headOffice.tel },
  /** Statutory disclosures in the footer of every page (./statutory.ts). */
  cin: statutory.cin.value,
  registeredOffice: statutory.registeredOffice.value,
  /** Where a visitor can check our licence on the regulator's own site (IRDAI's list of insurance brokers). */
  licenceVerificationUrl: statutory.licence.verifyUrl,
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kizuna-bharat-insurance-brokers-example' },
    { label: 'X (Twitter)', href: 'https://x.com/kizunabharat_example' },
  ],
} as const;

/**
 * The statutory disclosures in the footer of every page (issue 13): who we are, our licence,
 * the officers a visitor can reach, our official numbers and the regulator's warning about
 * spurious calls. Company facts come from site.ts (fictional); the warning is IRDAI's own.
 */
import { site } from '@/config/site';

export const disclosures = {
  /** Heading of the footer block (for screen readers and the eye). */
  heading: 'Regulatory disclosures',
  registeredName: site.name,
  cin: `CIN: ${site.cin}`,
  registeredOffice: `Registered office: ${site.registeredOffice}`,
  licence: `IRDAI-registered ${site.licence.category}, Licence No. ${site.licence.number}, valid till ${site.licence.validUntil}`,
  principalOfficer: `Principal Officer: ${site.principalOfficer.name}`,
  grievanceOfficer: `Grievance Officer: ${site.grievanceOfficer.name}`,
  grievanceOfficerEmail: site.grievanceOfficer.email,
  officialPhonesLabel: 'Official phone numbers:',
  officialPhones: site.officialPhones,
  verifyLicence: 'Verify our licence on the IRDAI website',
  verifyLicenceUrl: site.licenceVerificationUrl,
  spuriousCallsHeading: 'Beware of spurious calls',
  /** IRDAI's public notice, as the regulator words it. */
  spuriousCalls:
    'IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
  ourCalls: 'We call only from the numbers above and never ask for an OTP, a card PIN or a password.',
} as const;

/** The footer's second row of links: pages and settings about the visitor's rights (issue 13). */
export const footerRightsLinks = {
  label: 'Your rights',
  accessibility: 'Accessibility',
  yourData: 'Your data',
  cookieSettings: 'Cookie settings',
} as const;

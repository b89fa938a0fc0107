/**
 * The statutory disclosures in the footer of every page: who we are, our licence,
 * the officers a visitor can reach, our official numbers, the number we call from and the
 * regulator's warning about spurious calls. The facts come from src/config/statutory.ts (fictional,
 * with their sources); the warning is IRDAI's own; the calling rules are TRAI's.
 */
import { ddmmyyyy, OFFICER_TITLES, shownLicenceValidity, statutory } from '@/config/statutory';
import { site } from '@/config/site';

const validUntil = shownLicenceValidity();
const { principalOfficer, complianceOfficer } = statutory.officers;

export const disclosures = {
  /** Heading of the footer block (for screen readers and the eye). */
  heading: 'Regulatory disclosures',
  registeredName: site.name,
  cin: `CIN: ${site.cin}`,
  registeredOffice: `Registered office: ${site.registeredOffice}`,
  /**
   * The spec's licence statement (part 1 §1). While src/config/statutory.ts withholds the validity date
   * (the certificate's has passed and no renewal is recorded), it states the number only and the link
   * after it sends the visitor to the regulator for the current status (docs/spec-deviations.md).
   */
  licence: validUntil
    ? `Licensed by IRDAI as a ${site.licence.category}, Licence No. ${site.licence.number}, valid until ${ddmmyyyy(validUntil)}.`
    : `Licensed by IRDAI as a ${site.licence.category}, Licence No. ${site.licence.number}.`,
  verifyLicence: validUntil ? 'Verify it on the IRDAI website' : 'Check its current status on the IRDAI website',
  principalOfficer: `${OFFICER_TITLES.principalOfficer.en}: ${principalOfficer.name.en}`,
  principalOfficerEmail: principalOfficer.email,
  /** The Compliance Officer handles grievances (Level 1 of the escalation matrix): one officer, one title. */
  complianceOfficer: `${OFFICER_TITLES.complianceOfficer.en} (grievances): ${complianceOfficer.name.en}`,
  complianceOfficerEmail: complianceOfficer.email,
  officialPhonesLabel: 'Official numbers to call us:',
  officialPhones: [
    { label: 'Head office', display: statutory.officialPhones.headOffice.display, tel: statutory.officialPhones.headOffice.tel },
    { label: 'Claims helpline', display: statutory.officialPhones.claimsHelpline.display, tel: statutory.officialPhones.claimsHelpline.tel },
  ],
  spuriousCallsHeading: 'Beware of spurious calls',
  /** IRDAI's public notice, as the regulator words it. */
  spuriousCalls:
    'IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
  /** How we call (TRAI: IRDAI-regulated entities' service calls from the 1600 series by 15 February 2026; promotional calls only from the 140 series). */
  ourCalls: `We call you only from ${statutory.serviceCalls.display}: under TRAI’s rules, service and transactional calls from insurers and insurance brokers come from 1600-series numbers. We never ask for an OTP, a card PIN or a password.`,
  noPromotionalCalls:
    'We make no promotional calls. TRAI allows them only from 140-series numbers, and no telemarketing from ordinary 10-digit numbers: a call from such a number that says it is us is not from us.',
} as const;

/** The footer's second row of links: pages and settings about the visitor's rights. */
export const footerRightsLinks = {
  label: 'Your rights',
  accessibility: 'Accessibility',
  yourData: 'Your data',
  cookieSettings: 'Cookie settings',
} as const;

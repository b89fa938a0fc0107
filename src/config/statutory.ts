/**
 * Statutory facts: what the law makes a registered insurance broker state on its website, written
 * once. Each fact names its source (the document it is copied from) and its owner (the role that
 * keeps it true and signs off a change); a fact that expires carries its validity. Every page,
 * every language and the contract's examples take these facts from here; `scripts/check-statutory.ts`
 * checks them at every build (validity dates, officers' names and titles) and docs/statutory-facts.md
 * says how to change one. The company is fictional: names, numbers and addresses are invented in the
 * shapes the law gives them; the rules they answer to are real.
 */

/** The languages a statutory text is written in (the site's locales; Japanese renders only some pages). */
export type StatutoryLocale = 'en' | 'hi' | 'ja';

interface Provenance {
  /** The document the fact is copied from. */
  readonly source: string;
  /** The role that keeps the fact true and signs off a change (a role, not a person: people change). */
  readonly owner: string;
}

/**
 * A recorded renewal. `applied`: the application is with the regulator (the old date may be shown
 * as current until it passes, never after); `granted`: the new end date, which the site shows.
 */
export type Renewal =
  | { readonly status: 'applied'; readonly appliedOn: string; readonly reference: string }
  | { readonly status: 'granted'; readonly grantedOn: string; readonly until: string };

/**
 * Whether the site shows the end date. Withholding it is a decision with a reason, taken by a role on
 * a day, and reviewed by a date: after `reviewBy` the build fails until someone decides again.
 */
type ValidityDisplay =
  | { readonly show: true }
  | { readonly show: false; readonly reason: string; readonly decidedBy: string; readonly decidedOn: string; readonly reviewBy: string };

export interface Validity {
  /** The end date on the source document (ISO yyyy-mm-dd). */
  readonly until: string;
  readonly renewal?: Renewal;
  readonly display: ValidityDisplay;
}

export interface Licence extends Provenance {
  readonly number: string;
  /** The category of registration as the IRDAI (Insurance Brokers) Regulations, 2018 name it. */
  readonly category: 'Composite Broker';
  readonly validity: Validity;
  /** Where anyone can check the registration on the regulator's own site. */
  readonly verifyUrl: string;
}

/** The statutory titles the site gives people: one rendering per language, the same on every page and in the API. */
export type OfficerRole = 'principalOfficer' | 'complianceOfficer';

export interface Officer extends Provenance {
  readonly role: OfficerRole;
  /** The person's name in each script the site writes it in: Latin on English and Japanese pages, Devanagari on Hindi pages (as the contract's `hi` examples). */
  readonly name: { readonly en: string; readonly hi: string };
  readonly email: string;
}

/**
 * The statutory titles, one rendering per language. A Hindi or Japanese page, a footer, a form and the
 * API's examples use exactly these words; `forbidden` lists renderings seen before that must not come back
 * (titles of an officer we do not have, or second translations of one we have).
 */
export const OFFICER_TITLES: Readonly<Record<OfficerRole, Readonly<Record<StatutoryLocale, string>>>> = {
  principalOfficer: { en: 'Principal Officer', hi: 'प्रधान अधिकारी', ja: 'プリンシパル・オフィサー' },
  complianceOfficer: { en: 'Compliance Officer', hi: 'अनुपालन अधिकारी', ja: 'コンプライアンス・オフィサー' },
};

/**
 * Titles the site must not give anyone. Grievances are handled by the Compliance Officer (Level 1 of the
 * escalation matrix, part 2 §2): there is no separate "Grievance Officer", and calling the Compliance
 * Officer that as well would show one officer with two titles.
 */
export const FORBIDDEN_OFFICER_TITLES: Readonly<Record<StatutoryLocale, readonly string[]>> = {
  en: ['Grievance Officer', 'Grievance Redressal Officer'],
  hi: ['शिकायत अधिकारी', 'शिकायत निवारण अधिकारी'],
  ja: ['苦情対応責任者'],
};

const email = {
  principalOfficer: 'principal.officer@kizunabharat.example',
  compliance: 'compliance.officer@kizunabharat.example',
  privacy: 'privacy@kizunabharat.example',
} as const;

/** An Indian phone number: as shown, and for tel: links (E.164). */
interface OfficialPhone extends Provenance {
  readonly display: string;
  readonly tel: string;
}

/**
 * The number our service and transactional calls come from. TRAI's direction of 16 December 2025 requires
 * IRDAI-regulated entities to make such calls from the '1600' series by 15 February 2026 (the Department of
 * Telecommunications writes the series 1600ABCXXX: AB the telecom circle, 80 for Karnataka, C the operator).
 * Promotional calls may come only from the '140' series (TCCCPR 2018, as amended on 12 February 2025); we make
 * none. The number is fictional, like the company; it receives no calls, so the site shows it as text.
 */
interface ServiceCallNumber extends Provenance {
  readonly display: string;
  readonly digits: string;
  readonly series: '1600';
}

export const statutory = {
  registeredName: {
    value: 'Kizuna Bharat Insurance Brokers Private Limited',
    source: 'Certificate of incorporation; MCA master data',
    owner: 'Company Secretary',
  },
  /**
   * A CIN is L/U, the NIC industry code (66220: insurance agents and brokers), the state, the year of
   * incorporation, the company type (PTC: private limited) and a serial number.
   */
  cin: { value: 'U66220KA2008PTC047381', source: 'MCA master data', owner: 'Company Secretary' },
  registeredOffice: {
    value: 'Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025',
    /** The same address as Hindi pages write it (addresses in Devanagari: docs/i18n/termbase.md), as the API's Hindi head office does. */
    hi: 'लेवल 6, किज़ुना हाउस, 14 रेज़िडेंसी रोड, बेंगलुरु, कर्नाटक 560025',
    source: 'MCA master data (registered office as last filed)',
    owner: 'Company Secretary',
  },
  licence: {
    number: '381',
    category: 'Composite Broker',
    source: 'IRDAI certificate of registration No. 381 (the spec, part 1 §1: "licence number 381 valid until 01/09/2026")',
    owner: 'Principal Officer',
    verifyUrl: 'https://irdai.gov.in/',
    validity: {
      until: '2026-09-01',
      display: {
        show: false,
        reason:
          'The certificate’s end date, 01/09/2026, has passed and the broker has not yet given us the renewed registration. A lapsed date shown as current misleads visitors and the regulator, and no renewal date may be invented: until the renewal is recorded here, the site states the registration number with a link to check its current status on IRDAI’s website.',
        decidedBy: 'Compliance Officer',
        decidedOn: '2026-11-25',
        reviewBy: '2027-02-28',
      },
    },
  } satisfies Licence,
  officers: {
    principalOfficer: {
      role: 'principalOfficer',
      name: { en: 'Narayan Subramanian', hi: 'नारायण सुब्रमण्यन' },
      email: email.principalOfficer,
      source: 'Board resolution appointing the Principal Officer, as approved by IRDAI under the Insurance Brokers Regulations, 2018',
      owner: 'Company Secretary',
    },
    complianceOfficer: {
      role: 'complianceOfficer',
      name: { en: 'Arjun Mehta', hi: 'अर्जुन मेहता' },
      email: email.compliance,
      source: 'Board resolution designating the Compliance Officer, who also handles grievances (Level 1 of the escalation matrix)',
      owner: 'Company Secretary',
    },
  } satisfies Record<OfficerRole, Officer>,
  /**
   * Answers questions about personal data for us (DPDP Act 2023, s.8(9): "a person who is able to answer on
   * behalf of the Data Fiduciary"). Not a statutory title: we are not a Significant Data Fiduciary, so the
   * site describes the role in words and never calls him a "Data Protection Officer".
   */
  dataProtectionContact: {
    name: { en: 'Anand Krishnamurthy', hi: 'आनंद कृष्णमूर्ति' },
    email: email.privacy,
    source: 'The privacy notice as published (notice version in src/content/legal.ts)',
    owner: 'Compliance Officer',
  },
  /** The numbers visitors may call us on; anyone else claiming to be us is not us. */
  officialPhones: {
    headOffice: { display: '+91 80 4567 8900', tel: '+918045678900', source: 'Telephone service provider’s allocation', owner: 'Head – Administration' },
    claimsHelpline: { display: '+91 80 4567 8911', tel: '+918045678911', source: 'Telephone service provider’s allocation', owner: 'Head – Claims' },
  } satisfies Record<string, OfficialPhone>,
  serviceCalls: {
    display: '1600-80-4567',
    digits: '1600804567',
    series: '1600',
    source: 'Allocation of a 1600-series number by our telecom service provider (TRAI direction of 16 December 2025)',
    owner: 'Compliance Officer',
  } satisfies ServiceCallNumber,
  /** ISO/IEC 27001:2022 (part 1 §1). The spec gives no certificate number or expiry: add `validity` when the certification body's certificate is to hand. */
  isoCertification: { value: 'ISO 27001:2022', source: 'The spec, part 1 §1 (certificate not yet supplied)', owner: 'Chief Information Security Officer' },
} as const;

/** Every officer, in the order the footer names them. */
export const officers: readonly Officer[] = [statutory.officers.principalOfficer, statutory.officers.complianceOfficer];

/**
 * The licence's end date the site may state, or null when it states none: a granted renewal's date, else
 * the certificate's date when the display decision shows it. Which of the two a page may show is decided
 * here only; whether that is still allowed today is for `scripts/check-statutory.ts`.
 */
export function shownLicenceValidity(licence: Licence = statutory.licence): string | null {
  const { validity } = licence;
  if (!validity.display.show) return null;
  return validity.renewal?.status === 'granted' ? validity.renewal.until : validity.until;
}

/** An ISO date (yyyy-mm-dd) as the spec writes dates: dd/mm/yyyy. */
export function ddmmyyyy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Grievance escalation matrix (part 2 §2 Grievance, §3 escalation level).
 * Contacts of the broker come from site.ts, the officers from statutory.ts; the regulator's are
 * public facts. Who handles each step, our promise, Bima Bharosa and the Ombudsman's conditions are
 * legal text (docs/legal-signoff.md); docs/statutory-facts.md gives their sources.
 */
import { site } from '@/config/site';
import { OFFICER_TITLES, statutory } from '@/config/statutory';
import { formatNumber } from '@/lib/number-format';
import { ESCALATION_LEVEL1_WORKING_DAYS } from '@/config/timings';

export interface EscalationLevel {
  readonly id: string;
  /** 1, 2, 3: shown as "Level n". */
  readonly level: number;
  /** Who the complaint goes to at this level. */
  readonly title: string;
  readonly description: string;
  readonly contact: { readonly label: string; readonly href: string; readonly external?: boolean };
}

export const grievanceIntro =
  'We aim to resolve every concern quickly and fairly. If you are not satisfied with our service or with the response to a complaint, you may escalate it step by step as set out below.';

const { principalOfficer, complianceOfficer } = statutory.officers;

export const escalationLevels: readonly EscalationLevel[] = [
  {
    id: 'compliance-officer',
    level: 1,
    title: OFFICER_TITLES.complianceOfficer.en,
    description: `If you do not receive a response within ${ESCALATION_LEVEL1_WORKING_DAYS} working days of raising your concern, write to our Compliance Officer, ${complianceOfficer.name.en}, by e-mail, quoting your policy or reference number.`,
    contact: { label: complianceOfficer.email, href: `mailto:${complianceOfficer.email}` },
  },
  {
    id: 'principal-officer',
    level: 2,
    title: OFFICER_TITLES.principalOfficer.en,
    description: `If you are not satisfied with the resolution from the Compliance Officer, escalate the matter to our Principal Officer, ${principalOfficer.name.en}, by e-mail.`,
    contact: { label: principalOfficer.email, href: `mailto:${principalOfficer.email}` },
  },
  {
    id: 'irdai',
    level: 3,
    title: 'Insurance Regulatory and Development Authority of India (IRDAI)',
    description:
      'If your grievance is still not resolved, you may approach the insurance regulator through its policyholder portals, the Bima Bharosa grievance management system.',
    contact: { label: 'Bima Bharosa (bimabharosa.irdai.gov.in)', href: 'https://bimabharosa.irdai.gov.in/', external: true },
  },
];

/** How to reach the regulator's grievance cell directly. */
export const regulatorContacts = {
  heading: 'Reaching the regulator',
  intro: 'Policyholders can also register and track complaints with IRDAI’s grievance redressal system directly, by phone, e-mail or letter.',
  portal: { label: 'Bima Bharosa grievance portal', href: 'https://bimabharosa.irdai.gov.in/' },
  tollFree: [
    { display: '155255', tel: '155255' },
    { display: '1800 4254 732', tel: '18004254732' },
  ],
  email: 'complaints@irdai.gov.in',
  postal: {
    intro: 'Written complaints may be sent to:',
    lines: [
      'General Manager',
      'Insurance Regulatory and Development Authority of India',
      'Consumer Affairs Department – Grievance Redressal Cell',
      'Sy.No.115/1, Financial District, Nanakramguda',
      'Gachibowli, Hyderabad 500032',
    ],
  },
} as const;

/** The grievance categories of the contract (GrievanceRequest.category), in the order the form offers them. */
export const grievanceCategories = [
  { value: 'claim', label: 'A claim' },
  { value: 'policy_servicing', label: 'Policy servicing' },
  { value: 'premium_refund', label: 'Premium or refund' },
  { value: 'mis_selling', label: 'Mis-selling' },
  { value: 'unsolicited_calls', label: 'Unwanted calls or messages' },
  { value: 'personal_data', label: 'My personal data' },
  { value: 'other', label: 'Something else' },
] as const;

/** The online grievance form on /grievance, after the escalation matrix. */
export const grievanceForm = {
  heading: 'File a grievance online',
  intro: `Tell us what went wrong. We acknowledge every grievance at once with a reference number and respond within ${ESCALATION_LEVEL1_WORKING_DAYS} working days.`,
  fields: {
    name: 'Full name',
    email: 'Email',
    phone_num: 'Phone number',
    policy_number: 'Policy number',
    insurer: 'Insurer',
    category: 'What is it about?',
    description: 'Your grievance',
  },
  insurerHint: `The insurer of your policy, or ${site.shortName} if your grievance is about us.`,
  policyHint: 'As printed on your policy, if you have one.',
  messages: {
    policy_number: 'Please enter the policy number as printed: letters, digits, spaces, / and -',
    insurer: 'Please tell us which insurer this is about',
    category: 'Please choose what your grievance is about',
    description: 'Please describe your grievance',
    descriptionTooLong: (max: number) => `Please keep your grievance within ${formatNumber('en-IN', max)} characters`,
  },
  submit: 'Send grievance',
  received: 'We have received your grievance.',
  reference: (reference: string) => `Your reference number is ${reference}.`,
  noReference: 'We will e-mail you its reference number.',
  promise: `We will respond within ${ESCALATION_LEVEL1_WORKING_DAYS} working days.`,
} as const;

/** The words of the /grievance page around the matrix (ours). */
export const grievancePage = {
  levelsHeading: 'Escalation levels',
  /** Above the form: the way to the levels below it. */
  toLevels: 'How a grievance is escalated, step by step',
  /**
   * Where a grievance starts, before the levels. Our promise is the one the form states, the spec's Level 1
   * (a response within 10 working days): said once, from one constant, not again here
   * (docs/statutory-facts.md, "One promise").
   */
  levelsIntro: `Raise your grievance with us first: with the form on this page, by e-mail to ${site.email.general} or by phone. Our client servicing team acknowledges it at once with a reference number. If it needs to go further:`,
  level: (level: number) => `Level ${level}`,
  newTab: ' (opens in a new tab)',
  portal: 'Grievance portal',
  tollFree: 'Toll-free numbers',
  email: 'Complaints e-mail',
  written: 'Written complaints',
} as const;

/**
 * Beyond us: IRDAI's Bima Bharosa, then the Insurance Ombudsman, on the conditions of rule 14 of the
 * Insurance Ombudsman Rules, 2017 as amended in 2021 (which brought insurance brokers within the Ombudsman's
 * remit). The Ombudsman is open one month after we received a written complaint, whatever our promise.
 */
export const escalationAfterUs = {
  heading: 'Beyond us: IRDAI and the Insurance Ombudsman',
  intro: 'If the levels above have not resolved your grievance, or you are not satisfied with our answer, you may take it further:',
  /** Before the two links in the grievance form's confirmation. */
  confirmationLead: 'If you are not satisfied with our answer',
  newTab: '(opens in a new tab)',
  links: [
    {
      label: 'IRDAI’s Bima Bharosa portal',
      href: 'https://bimabharosa.irdai.gov.in/',
      description: 'Register your complaint with the insurance regulator and track it.',
      conditions: [],
    },
    {
      label: 'Council for Insurance Ombudsmen',
      href: 'https://www.cioins.co.in/',
      description:
        'The Insurance Ombudsman settles complaints against insurers and insurance brokers free of charge: for individual policies, group policies and policies of sole proprietors and micro enterprises. Under rule 14 of the Insurance Ombudsman Rules, 2017, you may complain to the Ombudsman when all of these hold:',
      conditions: [
        'you first complained in writing to us (or to the insurer concerned);',
        'we rejected your complaint, or you had no reply within one month of our receiving it, or you are not satisfied with our reply;',
        'you complain to the Ombudsman within one year of our rejection or reply, or of the end of that month without a reply;',
        'the same matter is not pending before, or already decided by, a court, a consumer forum or an arbitrator.',
      ],
    },
  ],
} as const;

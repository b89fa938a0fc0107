/**
 * Grievance escalation matrix (part 2 §2 Grievance, §3 escalation level).
 * Contacts of the broker come from site.ts; the regulator's are public facts.
 */
import { site } from '@/config/site';
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

export const escalationLevels: readonly EscalationLevel[] = [
  {
    id: 'compliance-officer',
    level: 1,
    title: 'Compliance Officer',
    description: `If you do not receive a response within ${ESCALATION_LEVEL1_WORKING_DAYS} working days of raising your concern, write to our Compliance Officer by e-mail, quoting your policy or reference number.`,
    contact: { label: site.email.compliance, href: `mailto:${site.email.compliance}` },
  },
  {
    id: 'principal-officer',
    level: 2,
    title: 'Principal Officer',
    description: 'If you are not satisfied with the resolution from the Compliance Officer, escalate the matter to our Principal Officer by e-mail.',
    contact: { label: site.email.principalOfficer, href: `mailto:${site.email.principalOfficer}` },
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
  intro:
    'Policyholders can also register and track complaints with IRDAI’s grievance redressal system directly, by phone, e-mail or letter.',
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

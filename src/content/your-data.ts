/**
 * /privacy/your-data: a data principal's rights under the Digital Personal Data Protection
 * Act, 2023 (ss.11–14 and the withdrawal of consent, s.6(4)) and the form to exercise them.
 */
import { OFFICER_TITLES, statutory } from '@/config/statutory';
import { formatNumber } from '@/lib/number-format';
import { DATA_REQUEST_RESPONSE_DAYS } from '@/config/timings';

/** The request types of the contract (DataRequest.request_type), in the order the form offers them. */
export const requestTypes = [
  {
    value: 'access',
    label: 'A summary of my data',
    description: 'What personal data we hold about you, what we do with it, and with whom we have shared it (section 11).',
  },
  { value: 'correction', label: 'Correct or update my data', description: 'Correct, complete or update data that is wrong or out of date (section 12).' },
  { value: 'erasure', label: 'Erase my data', description: 'Erase your data, unless the law requires us to keep it (section 12).' },
  {
    value: 'withdraw_consent',
    label: 'Withdraw my consent',
    description: 'Stop contact or marketing you agreed to earlier; what we did before stays lawful (section 6).',
  },
  { value: 'nominate', label: 'Nominate someone', description: 'Name a person who may exercise these rights for you if you die or cannot act (section 14).' },
] as const;

export type RequestType = (typeof requestTypes)[number]['value'];

export const yourData = {
  lead: 'Ask what personal data we hold about you, have it corrected or erased, withdraw a consent, or nominate someone to act for you.',
  rightsHeading: 'Your rights',
  rightsIntro: 'Under the Digital Personal Data Protection Act, 2023 you may ask us for any of the following, free of charge:',
  responseHeading: 'When we answer',
  response: `We answer every request within ${DATA_REQUEST_RESPONSE_DAYS} days, by e-mail. We may first ask you to confirm who you are, so that we never give your data to someone else.`,
  officerHeading: 'Who answers',
  officer: `${statutory.dataProtectionContact.name.en}, who answers for us on data protection`,
  officerEmail: statutory.dataProtectionContact.email,
  /** Grievances (DPDP Act s.13) go to the Compliance Officer, as every grievance does (src/config/statutory.ts). */
  complianceOfficer: `${OFFICER_TITLES.complianceOfficer.en} (grievances): ${statutory.officers.complianceOfficer.name.en}`,
  complianceOfficerEmail: statutory.officers.complianceOfficer.email,
  board: 'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
} as const;

/** The request form on /privacy/your-data. */
export const dataRequestForm = {
  heading: 'Make a request',
  intro: 'Tell us what you would like and how to reach you. We reply by e-mail.',
  fields: {
    request_type: 'What would you like us to do?',
    name: 'Full name',
    email: 'Email',
    phone_num: 'Phone number',
    details: 'Details of your request',
  },
  detailsHint:
    'Which enquiry, policy or contact it concerns; for a correction, what is wrong and what it should say; for a nomination, the nominee’s name and how to reach them.',
  messages: {
    request_type: 'Please choose what you would like us to do',
    details: 'Please tell us what your request is about',
    detailsTooLong: (max: number) => `Please keep your request within ${formatNumber('en-IN', max)} characters`,
  },
  submit: 'Send request',
  received: 'We have received your request.',
  reference: (reference: string) => `Your reference number is ${reference}.`,
  noReference: 'We will e-mail you its reference number.',
  promise: `We will answer within ${DATA_REQUEST_RESPONSE_DAYS} days, by e-mail.`,
} as const;

/**
 * Legal copy of /disclaimer and /privacy (part 2 §2 Disclaimer, Privacy; §9). The privacy policy is a notice
 * in the shape the Digital Personal Data Protection Act 2023 (s.5) and the DPDP Rules 2025 (Rule 3) give it,
 * keeping the spec's sections and facts except the consent to calls despite do-not-disturb lists.
 * Company facts come from site.ts and statutory.ts, the spec's numbers from timings.ts. The sentences on
 * which language prevails, the officers, and how we call are legal text: docs/legal-signoff.md lists them.
 */

const { dataProtectionContact, officers, serviceCalls } = statutory;
import { site } from '@/config/site';
import { OFFICER_TITLES, statutory } from '@/config/statutory';
import { LOCALE_STORAGE_KEY } from '@/config/locales';
import { DATA_REQUEST_RESPONSE_DAYS, ENQUIRY_RETENTION_MONTHS, ESCALATION_LEVEL1_WORKING_DAYS, POSP_APPLICATION_RETENTION_MONTHS } from '@/config/timings';

export interface LegalSection {
  /** Anchor of the section (kebab-case, unique within the document). */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  readonly points?: readonly string[];
  /** Optional links after the list: pages of this site (a path) or official sites (https, opened in a new tab). */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

export interface LegalDocument {
  /** Paragraphs shown before the sections. */
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
  /** Where visitors can ask questions about the document. */
  readonly contactEmail: string;
  /** Shown under the intro, e.g. the notice's version. */
  readonly version?: string;
}

/** The key and values the cookie banner stores (see src/features/cookie-consent/consent.ts). */
export const COOKIE_PREFERENCE_KEY = 'cookieConsent';

export const disclaimer: LegalDocument = {
  intro: [
    `This website is published by ${site.name} (“${site.shortName}”, “we”, “us”), an insurance broker holding a Composite Broker licence (No. ${site.licence.number}) from the Insurance Regulatory and Development Authority of India. Please read this disclaimer and the terms and conditions below before using the website.`,
    /** Which language prevails (legal text: docs/legal-signoff.md). */
    'This disclaimer and these terms and conditions are written in English and published in Hindi as a translation. If the English and the Hindi differ, the English prevails.',
  ],
  sections: [
    {
      id: 'general-information',
      heading: 'General Information Only',
      paragraphs: [
        'The information on this website is generic in nature and is provided for general awareness only. It is not advice on any particular policy or personal situation, and it does not take into account your individual needs or circumstances.',
        'Products, features, premiums, regulations and other information described here may change at any time without notice. We try to keep the website accurate and up to date, but we make no warranty that every item is complete, current or free from error.',
      ],
    },
    {
      id: 'insurer-documents',
      heading: 'Insurer Brochures and Policy Wordings Prevail',
      paragraphs: [
        'Insurance is a subject matter of solicitation. Before concluding a sale, please read the sales brochure, the prospectus and the policy wording of the insurer concerned carefully for details of benefits, exclusions, limitations, terms and conditions.',
        'If anything on this website differs from the insurer’s brochure, prospectus or policy wording, the insurer’s documents prevail. Please verify all information with the insurer before you buy.',
      ],
    },
    {
      id: 'pricing',
      heading: 'Pricing and Errors',
      paragraphs: [
        'Premiums and prices shown on this website are indicative. Despite our care, a product may occasionally be shown with an incorrect price or description. We reserve the right to correct any such error, and to update or amend any information, at any time and without prior notice, including after a quotation or enquiry has been submitted.',
      ],
    },
    {
      id: 'your-decision',
      heading: 'Your Decision to Buy',
      paragraphs: [
        'Any decision to buy an insurance product is entirely yours. We compare products and explain their features, but the choice of product, cover, sum insured and insurer rests with you. The contract of insurance is between you and the insurer, and claims are settled by the insurer under the terms of the policy.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-Party Websites',
      paragraphs: [
        'This website may contain links to websites of insurers, regulators and other third parties. These links are provided for convenience only. We do not control, endorse or accept responsibility for the content, products, privacy practices or availability of those websites, and you use them entirely at your own risk.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        `To the extent permitted by law, ${site.shortName}, its directors, employees and associates are not liable for any direct, indirect or consequential loss arising from the use of, or reliance on, information on this website, or from any interruption, delay or error in its operation.`,
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Use of Content',
      paragraphs: [
        'The text, graphics, logos and other material on this website belong to us or to their respective owners. You may view and print pages for your personal, non-commercial use; any other copying, reproduction or distribution requires our prior written consent.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        'These terms and conditions are governed by the laws of India. Any dispute arising out of or in connection with this website or these terms is subject to the exclusive jurisdiction of the courts at Bangalore, Karnataka.',
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      paragraphs: [
        'By accessing or using this website you confirm that you have read, understood and accept this disclaimer and these terms and conditions. If you do not agree with them, please do not use the website.',
        'We may revise these terms at any time by updating this page; your continued use of the website after a change means that you accept the revised terms.',
      ],
    },
  ],
  contactEmail: site.email.compliance,
};

/**
 * The version of the privacy notice (its publication date). Every consent a form sends names it
 * (`consent.notice_version`), so the text a visitor agreed to can be found again: publish a new
 * version, with a new date, whenever the notice changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';

const privacyLead = 'What personal data we collect, why, how long we keep it, and how you stay in control of it.';

/** @internal A test seam (tests/content/legal.test.ts). */
export const privacyPolicy: LegalDocument = {
  intro: [
    `${site.name} (“${site.shortName}”, “we”, “us”) respects your privacy. This notice tells you, item by item, what personal data we collect through this website and when you register with us, why we collect it, how long we keep it, with whom we share it, and how you can withdraw your consent, exercise your rights and complain, as the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025 require. We are the data fiduciary for this data.`,
    /** Which language prevails (legal text: docs/legal-signoff.md). */
    `This notice is written in English and published in Hindi as a translation. If the English and the Hindi differ, the English prevails. You may ask for the notice in any language of the Eighth Schedule to the Constitution of India by writing to ${dataProtectionContact.email}.`,
  ],
  version: `Notice version ${PRIVACY_NOTICE_VERSION}`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who We Are',
      paragraphs: [
        `${site.name} (CIN ${site.cin}) is an insurance broker registered with the Insurance Regulatory and Development Authority of India as a ${site.licence.category} (Licence No. ${site.licence.number}). Registered office: ${site.registeredOffice}.`,
        `Questions about your personal data go to ${dataProtectionContact.name.en}, who answers for us on data protection, at ${dataProtectionContact.email}.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: ['When you register with us as a client, we ask for the following information:'],
      points: ['First name', 'Last name', 'State', 'City', 'Email address', 'Birth date', 'Gender'],
    },
    {
      id: 'what-each-form-collects',
      heading: 'What Each Form Collects',
      paragraphs: ['On this website we collect only what each form needs, and only what you type into it:'],
      points: [
        'Insurance enquiry: name, e-mail address, phone number, remarks (optional) and the kind of insurance you asked about.',
        'POSP application: name, PAN, e-mail address, phone number and remarks.',
        'Contact form: first and last name, e-mail address, subject and message.',
        'Call-back request: name, phone number and when to call.',
        'Your-data request: the right you exercise, name, e-mail address, phone number (optional) and the details of your request.',
        'Grievance: name, e-mail address, phone number (optional), policy number (optional), insurer, category and description.',
        'Every form: which boxes you ticked, the version of this notice you were shown and the time you sent the form.',
      ],
    },
    {
      id: 'alerts-and-contact',
      heading: 'Alerts and Contact',
      paragraphs: [
        'We may also ask for your mobile number and email address so that we can send you alerts about your enquiries, quotations, policies and renewals.',
        'We contact you only as you agreed. Each form asks you, with a box that is never ticked for you, whether we may contact you about that request; we then call, message or e-mail you about that request alone. A second, optional box asks whether you would also like news and offers; we send them only if you tick it, only by e-mail, and you can stop them at any time.',
        `When we call you about a request, the call comes from ${serviceCalls.display}, our number for service calls: under TRAI’s rules, service and transactional calls from insurers and insurance brokers come from 1600-series numbers, never from an ordinary 10-digit number.`,
        'We make no promotional calls or SMS. Ticking the box for news and offers is not consent to promotional calls, and it never overrides a do-not-disturb (DND) preference you have registered with your telecom operator; under TRAI’s rules, promotional calls may come only from 140-series numbers.',
        'Your consent is not a condition of reading this website, and it covers only the purposes you ticked.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How We Use Your Information',
      paragraphs: ['We use your information only for the purposes you agreed to, or that the law allows without consent:'],
      points: [
        'Contact about your request (with your consent): answering your enquiry, message or call-back request, assessing your POSP application, handling your grievance or your data request.',
        'Marketing (only with your separate, optional consent): news and offers about insurance, by e-mail.',
        'Placing and servicing insurance you ask us to arrange: obtaining quotations from insurers, placing the policy, renewals and help with claims.',
        'Meeting our duties as a regulated insurance broker: record keeping, audits and answering the regulator.',
      ],
    },
    {
      id: 'how-long-we-keep',
      heading: 'How Long We Keep It',
      paragraphs: [
        `Enquiries, contact messages and call-back requests that do not lead to a policy are erased ${ENQUIRY_RETENTION_MONTHS} months after our last contact with you. POSP applications that do not lead to an appointment are erased ${POSP_APPLICATION_RETENTION_MONTHS} months after our decision.`,
        'When you become our client, and for grievances, we keep records for as long as the insurance laws and the regulator’s rules require a broker to keep them, and erase them afterwards.',
        'When you withdraw your consent, we stop using your data for that purpose and erase it unless the law requires us to keep it.',
      ],
    },
    {
      id: 'sharing-and-disclosure',
      heading: 'Sharing and Disclosure',
      paragraphs: [
        'We share your information only for the purpose of placing your insurance, for example with the insurers from whom we obtain quotations or with whom your policy is placed, or as otherwise permitted by law.',
        'Your information may also be shared with our affiliates, business partners and successors, who are bound to use it only for the purposes described in this policy. We do not sell your personal information.',
      ],
    },
    {
      id: 'legal',
      heading: 'Legal',
      paragraphs: [
        'We may disclose your information when we are required to do so by law, regulation, court order or a request from a government or regulatory authority, including the Insurance Regulatory and Development Authority of India, or when we believe in good faith that disclosure is necessary to protect our rights, to prevent fraud or to protect the safety of any person.',
      ],
    },
    {
      id: 'withdraw-consent',
      heading: 'Withdrawing Your Consent',
      paragraphs: [
        'You can withdraw your consent at any time, as easily as you gave it: send a request to withdraw consent from the Your Data page, write to us, or follow the unsubscribe link in any marketing e-mail. Withdrawing does not affect what we did with your consent before.',
      ],
      links: [{ label: 'Withdraw consent on the Your Data page', href: '/privacy/your-data' }],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: ['Under the Digital Personal Data Protection Act, 2023 you have the right:'],
      points: [
        'to a summary of your personal data we process, of what we do with it, and of whom we shared it with (section 11);',
        'to have it corrected, completed, updated or erased (section 12);',
        'to have your grievances about it redressed (section 13);',
        'to nominate someone to exercise these rights if you die or cannot act (section 14).',
      ],
      links: [{ label: 'Make a request on the Your Data page', href: '/privacy/your-data' }],
    },
    {
      id: 'complaints',
      heading: 'Complaints and the Data Protection Board',
      paragraphs: [
        `We answer every request about your personal data within ${DATA_REQUEST_RESPONSE_DAYS} days. Grievances, about your personal data or anything else, are handled by our ${OFFICER_TITLES.complianceOfficer.en}, ${officers.complianceOfficer.name.en} (${officers.complianceOfficer.email}), and answered within ${ESCALATION_LEVEL1_WORKING_DAYS} working days.`,
        'If you are not satisfied with our answer, you may complain to the Data Protection Board of India, once you have first raised the matter with us as the Act asks (section 13).',
      ],
      links: [{ label: 'File a grievance with us', href: '/grievance' }],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use essential cookies and similar browser storage to run this website. With your consent, we also use analytics cookies to understand how the website is used and to improve it.',
        `When you choose “Accept All” or “Reject Non-Essential” in the cookie banner, your choice is stored in your browser under the name “${COOKIE_PREFERENCE_KEY}” (as “accepted” or “denied”) so that we do not ask again. Analytics cookies are set only if you accept them. You can change your choice at any time with “Cookie settings” at the foot of every page, which shows the banner again; choosing “Reject Non-Essential” there withdraws your consent to analytics.`,
        `When you choose a language with the switcher in the header, your choice is stored in your browser under the name “${LOCALE_STORAGE_KEY}” (as “en”, “hi” or “ja”) so that the site opens in that language on your next visit. This is a strictly necessary preference, kept without asking: it is never sent to us or to anyone else, and choosing another language replaces it.`,
      ],
    },
    {
      id: 'other-sites',
      heading: 'Other Sites',
      paragraphs: [
        'This website contains links to other websites, such as those of insurers and regulators. This privacy policy applies only to our website. We are not responsible for the privacy practices of other sites, and we encourage you to read their privacy policies before you share any information with them.',
      ],
    },
    {
      id: 'policy-changes',
      heading: 'Policy Changes',
      paragraphs: [
        'We may update this privacy policy from time to time to reflect changes in our practices or in the law. The updated policy will be posted on this page with a new version date. If a change affects what you agreed to, we will ask for your consent again before we rely on it.',
      ],
    },
  ],
  contactEmail: dataProtectionContact.email,
};

/** The privacy page's copy as one namespace of the catalog: its lead, the notice, and its name in sentences. */
export const privacyCopy = { privacyLead, privacyPolicy, label: 'Privacy Policy' };

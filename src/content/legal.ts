/**
 * Legal copy of /disclaimer and /privacy (part 2 §2 Disclaimer, Privacy; §9).
 * Company facts come from site.ts and the spec's numbers from timings.ts.
 */
import { site } from '@/config/site';
import { PRIVACY_CALL_CONSENT_DAYS } from '@/config/timings';

export interface LegalSection {
  /** Anchor of the section (kebab-case, unique within the document). */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  readonly points?: readonly string[];
}

export interface LegalDocument {
  /** Paragraphs shown before the sections. */
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
  /** Where visitors can ask questions about the document. */
  readonly contactEmail: string;
}

/** The key and values the cookie banner stores (see src/features/cookie-consent/consent.ts). */
export const COOKIE_PREFERENCE_KEY = 'cookieConsent';

export const disclaimer: LegalDocument = {
  intro: [
    `This website is published by ${site.name} (“${site.shortName}”, “we”, “us”), an insurance broker holding a Composite Broker licence (No. ${site.licence.number}) from the Insurance Regulatory and Development Authority of India. Please read this disclaimer and the terms and conditions below before using the website.`,
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

export const privacyPolicy: LegalDocument = {
  intro: [
    `${site.name} (“${site.shortName}”, “we”, “us”) respects your privacy. This policy explains what personal information we collect through this website, how we use it and with whom we may share it. By registering with us or using the website you agree to the practices described here.`,
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'When you register on this website, we ask for the following information:',
      ],
      points: ['First name', 'Last name', 'State', 'City', 'Email address', 'Birth date', 'Gender'],
    },
    {
      id: 'alerts-and-contact',
      heading: 'Alerts and Contact',
      paragraphs: [
        'We may also ask for your mobile number and email address so that we can send you alerts about your enquiries, quotations, policies and renewals.',
        `By registering, you authorise us and our representatives to call you, or to contact you by SMS, WhatsApp or email, about insurance products for ${PRIVACY_CALL_CONSENT_DAYS} days from the date of your registration. This consent applies even if your number is registered on the Do Not Disturb (DND) list or the National Customer Preference Register (NCPR).`,
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to respond to your enquiries, obtain quotations from insurers, place and service your insurance, assist with claims, and meet our obligations as a regulated insurance broker. We do not sell your personal information.',
      ],
    },
    {
      id: 'sharing-and-disclosure',
      heading: 'Sharing and Disclosure',
      paragraphs: [
        'We share your information only for the purpose of placing your insurance, for example with the insurers from whom we obtain quotations or with whom your policy is placed, or as otherwise permitted by law.',
        'Your information may also be shared with our affiliates, business partners and successors, who are bound to use it only for the purposes described in this policy.',
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
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use essential cookies and similar browser storage to run this website. With your consent, we also use analytics cookies to understand how the website is used and to improve it.',
        `When you choose “Accept All” or “Reject Non-Essential” in the cookie banner, your choice is stored in your browser under the name “${COOKIE_PREFERENCE_KEY}” (as “accepted” or “denied”) so that we do not ask again. Analytics cookies are set only if you accept them. You can change your choice at any time by clearing this website’s data in your browser settings, after which the banner is shown again.`,
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
        'We may update this privacy policy from time to time to reflect changes in our practices or in the law. The updated policy will be posted on this page, and your continued use of the website after it is posted means that you accept the changes.',
      ],
    },
  ],
  contactEmail: site.email.compliance,
};

/** Insurer forms page: links to forms on each insurer's own official website. */
export type InsurerGroup = 'Public sector general insurers' | 'Private general insurers' | 'Standalone health insurers';

export interface FormLink {
  readonly label: string;
  /** Empty string = placeholder with no link (shown as "not available"). */
  readonly url: string;
}

export interface InsurerForms {
  readonly insurer: string;
  readonly group: InsurerGroup;
  readonly links: readonly FormLink[];
}

export const insurerForms: readonly InsurerForms[] = [
  // Public sector general insurers
  {
    insurer: 'The New India Assurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'Downloads and forms', url: 'https://www.newindia.co.in/downloads' },
      { label: 'Claim intimation', url: 'https://www.newindia.co.in/' },
    ],
  },
  {
    insurer: 'United India Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'Claim forms', url: 'https://uiic.co.in/claim-forms' },
      { label: 'Proposal forms', url: 'https://uiic.co.in/proposal-forms' },
    ],
  },
  {
    insurer: 'The Oriental Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'Downloads and forms', url: 'https://orientalinsurance.org.in/downloads' },
      { label: 'Claim intimation', url: 'https://orientalinsurance.org.in/' },
    ],
  },
  {
    insurer: 'National Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'Downloads and forms', url: 'https://nationalinsurance.nic.co.in/downloads' },
      { label: 'Claim intimation', url: 'https://nationalinsurance.nic.co.in/' },
    ],
  },

  // Private general insurers
  {
    insurer: 'ICICI Lombard General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.icicilombard.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.icicilombard.com/claims' },
    ],
  },
  {
    insurer: 'HDFC ERGO General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.hdfcergo.com/download-policy-wordings-and-forms' },
      { label: 'Claim intimation', url: 'https://www.hdfcergo.com/claims' },
    ],
  },
  {
    insurer: 'Bajaj General Insurance (formerly Bajaj Allianz)',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.bajajgeneral.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.bajajgeneral.com/' },
    ],
  },
  {
    insurer: 'Tata AIG General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.tataaig.com/download-forms' },
      { label: 'Claim intimation', url: 'https://www.tataaig.com/claims' },
    ],
  },
  {
    insurer: 'Reliance General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.reliancegeneral.co.in/insurance/downloads.aspx' },
      { label: 'Claim intimation', url: 'https://www.reliancegeneral.co.in/' },
    ],
  },
  {
    insurer: 'IFFCO-Tokio General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.iffcotokio.co.in/downloads' },
      { label: 'Proposal forms', url: '' },
    ],
  },
  {
    insurer: 'Cholamandalam MS General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.cholainsurance.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.cholainsurance.com/' },
    ],
  },
  {
    insurer: 'Future Generali India Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://general.futuregenerali.in/downloads' },
      { label: 'Claim intimation', url: 'https://general.futuregenerali.in/' },
    ],
  },
  {
    insurer: 'Royal Sundaram General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.royalsundaram.in/downloads' },
      { label: 'Claim intimation', url: 'https://www.royalsundaram.in/' },
    ],
  },
  {
    insurer: 'SBI General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.sbigeneral.in/downloads' },
      { label: 'Claim intimation', url: 'https://www.sbigeneral.in/claims' },
    ],
  },
  {
    insurer: 'Universal Sompo General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.universalsompo.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.universalsompo.com/' },
    ],
  },
  {
    insurer: 'Liberty General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.libertyinsurance.in/downloads' },
      { label: 'Claim intimation', url: 'https://www.libertyinsurance.in/' },
    ],
  },
  {
    insurer: 'Shriram General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.shriramgi.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.shriramgi.com/' },
    ],
  },

  // Standalone health insurers
  {
    insurer: 'Star Health and Allied Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.starhealth.in/downloads' },
      { label: 'Claim intimation', url: 'https://www.starhealth.in/claims' },
    ],
  },
  {
    insurer: 'Niva Bupa Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.nivabupa.com/downloads.html' },
      { label: 'Claim intimation', url: 'https://www.nivabupa.com/claims.html' },
    ],
  },
  {
    insurer: 'Care Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.careinsurance.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.careinsurance.com/claims' },
    ],
  },
  {
    insurer: 'Aditya Birla Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.adityabirlacapital.com/healthinsurance/downloads' },
      { label: 'Claim intimation', url: 'https://www.adityabirlacapital.com/healthinsurance/' },
    ],
  },
  {
    insurer: 'ManipalCigna Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'Claim forms', url: 'https://www.manipalcigna.com/downloads' },
      { label: 'Claim intimation', url: 'https://www.manipalcigna.com/claims' },
    ],
  },
];

/** The /knowledge/forms page's own words (ours). */
export const insurerFormsPage = {
  find: 'Find an insurer',
  placeholder: "Type an insurer's name",
  count: (shown: number, total: number) => (shown === total ? `${shown} insurers` : `${shown} of ${total} insurers`),
  groups: {
    'Public sector general insurers': 'Public sector general insurers',
    'Private general insurers': 'Private general insurers',
    'Standalone health insurers': 'Standalone health insurers',
  } satisfies Record<InsurerGroup, string>,
  formsOf: (insurer: string) => `Forms of ${insurer}`,
  linkOf: (insurer: string) => ` of ${insurer} (opens in a new tab)`,
  notAvailable: (label: string) => `${label}: not available`,
  noMatch: (query: string) => `No insurer matches “${query}”.`,
  showAll: 'Show all insurers',
} as const;

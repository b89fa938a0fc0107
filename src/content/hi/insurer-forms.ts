/**
 * Insurer forms page in Hindi: the data of src/content/insurer-forms.ts with the link labels in Hindi.
 * Insurer names are brand names and stay in Latin script; urls and groups are the English ones.
 * The group names are a string-literal union in English, so their Hindi headings are a label map.
 */
import type { InsurerForms, InsurerGroup } from '@/content/insurer-forms';

/** Hindi heading for each insurer group. */
export const insurerGroupLabels: Readonly<Record<InsurerGroup, string>> = {
  'Public sector general insurers': 'सार्वजनिक क्षेत्र की साधारण बीमा कंपनियाँ',
  'Private general insurers': 'निजी साधारण बीमा कंपनियाँ',
  'Standalone health insurers': 'स्टैंडअलोन स्वास्थ्य बीमा कंपनियाँ',
};

export const insurerForms: readonly InsurerForms[] = [
  // Public sector general insurers
  {
    insurer: 'The New India Assurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'डाउनलोड और फ़ॉर्म', url: 'https://www.newindia.co.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.newindia.co.in/' },
    ],
  },
  {
    insurer: 'United India Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://uiic.co.in/claim-forms' },
      { label: 'प्रस्ताव फ़ॉर्म', url: 'https://uiic.co.in/proposal-forms' },
    ],
  },
  {
    insurer: 'The Oriental Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'डाउनलोड और फ़ॉर्म', url: 'https://orientalinsurance.org.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://orientalinsurance.org.in/' },
    ],
  },
  {
    insurer: 'National Insurance Company Limited',
    group: 'Public sector general insurers',
    links: [
      { label: 'डाउनलोड और फ़ॉर्म', url: 'https://nationalinsurance.nic.co.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://nationalinsurance.nic.co.in/' },
    ],
  },

  // Private general insurers
  {
    insurer: 'ICICI Lombard General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.icicilombard.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.icicilombard.com/claims' },
    ],
  },
  {
    insurer: 'HDFC ERGO General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.hdfcergo.com/download-policy-wordings-and-forms' },
      { label: 'दावे की सूचना', url: 'https://www.hdfcergo.com/claims' },
    ],
  },
  {
    insurer: 'Bajaj General Insurance (पूर्व में Bajaj Allianz)',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.bajajgeneral.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.bajajgeneral.com/' },
    ],
  },
  {
    insurer: 'Tata AIG General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.tataaig.com/download-forms' },
      { label: 'दावे की सूचना', url: 'https://www.tataaig.com/claims' },
    ],
  },
  {
    insurer: 'Reliance General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.reliancegeneral.co.in/insurance/downloads.aspx' },
      { label: 'दावे की सूचना', url: 'https://www.reliancegeneral.co.in/' },
    ],
  },
  {
    insurer: 'IFFCO-Tokio General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.iffcotokio.co.in/downloads' },
      { label: 'प्रस्ताव फ़ॉर्म', url: '' },
    ],
  },
  {
    insurer: 'Cholamandalam MS General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.cholainsurance.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.cholainsurance.com/' },
    ],
  },
  {
    insurer: 'Future Generali India Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://general.futuregenerali.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://general.futuregenerali.in/' },
    ],
  },
  {
    insurer: 'Royal Sundaram General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.royalsundaram.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.royalsundaram.in/' },
    ],
  },
  {
    insurer: 'SBI General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.sbigeneral.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.sbigeneral.in/claims' },
    ],
  },
  {
    insurer: 'Universal Sompo General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.universalsompo.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.universalsompo.com/' },
    ],
  },
  {
    insurer: 'Liberty General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.libertyinsurance.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.libertyinsurance.in/' },
    ],
  },
  {
    insurer: 'Shriram General Insurance',
    group: 'Private general insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.shriramgi.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.shriramgi.com/' },
    ],
  },

  // Standalone health insurers
  {
    insurer: 'Star Health and Allied Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.starhealth.in/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.starhealth.in/claims' },
    ],
  },
  {
    insurer: 'Niva Bupa Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.nivabupa.com/downloads.html' },
      { label: 'दावे की सूचना', url: 'https://www.nivabupa.com/claims.html' },
    ],
  },
  {
    insurer: 'Care Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.careinsurance.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.careinsurance.com/claims' },
    ],
  },
  {
    insurer: 'Aditya Birla Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.adityabirlacapital.com/healthinsurance/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.adityabirlacapital.com/healthinsurance/' },
    ],
  },
  {
    insurer: 'ManipalCigna Health Insurance',
    group: 'Standalone health insurers',
    links: [
      { label: 'दावा फ़ॉर्म', url: 'https://www.manipalcigna.com/downloads' },
      { label: 'दावे की सूचना', url: 'https://www.manipalcigna.com/claims' },
    ],
  },
];

/** /knowledge/forms पेज के अपने शब्द। */
export const insurerFormsPage = {
  find: 'बीमाकर्ता खोजें',
  placeholder: 'बीमाकर्ता का नाम लिखें',
  count: (shown: number, total: number) => (shown === total ? `${shown} बीमाकर्ता` : `${total} में से ${shown} बीमाकर्ता`),
  groups: insurerGroupLabels,
  formsOf: (insurer: string) => `${insurer} के फ़ॉर्म`,
  linkOf: (insurer: string) => ` (${insurer}, नए टैब में खुलता है)`,
  notAvailable: (label: string) => `${label}: उपलब्ध नहीं`,
  noMatch: (query: string) => `“${query}” से कोई बीमाकर्ता मेल नहीं खाता।`,
  showAll: 'सभी बीमाकर्ता दिखाएँ',
};

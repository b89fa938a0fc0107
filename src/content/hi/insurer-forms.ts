/**
 * Insurer forms page in Hindi: the data of src/content/insurer-forms.ts with the link labels in Hindi.
 * Insurer names are brand names and stay in Latin script; urls and groups are the English ones.
 * The group names are a string-literal union in English, so their Hindi headings are a label map.
 */
import type { Translated } from '@/content/catalog';
import type { InsurerGroup } from '@/content/insurer-forms';

/** Hindi heading for each insurer group. */
export const insurerGroupLabels: Readonly<Record<InsurerGroup, string>> = {
  'Public sector general insurers': 'सार्वजनिक क्षेत्र की साधारण बीमा कंपनियाँ',
  'Private general insurers': 'निजी साधारण बीमा कंपनियाँ',
  'Standalone health insurers': 'स्टैंडअलोन स्वास्थ्य बीमा कंपनियाँ',
};

export const insurerForms: Translated<'insurerForms'>['insurerForms'] = [
  // Public sector general insurers
  {
    insurer: 'The New India Assurance Company Limited',
    links: [{ label: 'डाउनलोड और फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'United India Insurance Company Limited',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'प्रस्ताव फ़ॉर्म' }],
  },
  {
    insurer: 'The Oriental Insurance Company Limited',
    links: [{ label: 'डाउनलोड और फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'National Insurance Company Limited',
    links: [{ label: 'डाउनलोड और फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },

  // Private general insurers
  {
    insurer: 'ICICI Lombard General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'HDFC ERGO General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Bajaj General Insurance (पूर्व में Bajaj Allianz)',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Tata AIG General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Reliance General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'IFFCO-Tokio General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'प्रस्ताव फ़ॉर्म' }],
  },
  {
    insurer: 'Cholamandalam MS General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Future Generali India Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Royal Sundaram General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'SBI General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Universal Sompo General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Liberty General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Shriram General Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },

  // Standalone health insurers
  {
    insurer: 'Star Health and Allied Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Niva Bupa Health Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Care Health Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'Aditya Birla Health Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
  },
  {
    insurer: 'ManipalCigna Health Insurance',
    links: [{ label: 'दावा फ़ॉर्म' }, { label: 'दावे की सूचना' }],
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

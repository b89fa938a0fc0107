/**
 * Answers the contract allows but no named example holds (docs/testing.md): the body is checked
 * against the contract's 200 schema before use (SiteWorld.answerWith), and the request still goes to Prism.
 */
import { Given } from '@cucumber/cucumber';
import { apiPathOf } from '../support/api-names';
import type { SiteWorld } from '../support/world';

/** Each list as a scenario names it: its API path and what the backend lists. */
const LISTS: Record<string, () => [string, unknown[]]> = {
  'clients under the alternative field names': () => [
    apiPathOf('client logos'),
    [
      {
        _id: 'c-101',
        company_name: 'Coromandel Textiles',
        city: 'Coimbatore',
        category: 'Manufacturing',
        logo_url: '/images/clients/client-1.svg',
        description: 'Spinning mills insured for fire and machinery breakdown.',
      },
      {
        id: 102,
        client_name: 'Bharat Freight Lines',
        location: 'Kochi',
        category: 'Logistics',
        logo_url: '/images/clients/client-2.svg',
        description: 'Marine cargo open cover for coastal shipping.',
      },
      {
        id: 103,
        title: 'Vindhya Cements',
        city: 'Satna',
        category: 'Manufacturing',
        logo_url: '/images/clients/client-3.svg',
        description: 'Project insurance for a new kiln line.',
      },
    ],
  ],
  'compliance documents that name their files in different fields, one of them untitled': () => [
    apiPathOf('compliance documents'),
    [
      { id: 11, description: 'Filed without a title.', document: '/media/compliance/code-of-conduct.pdf' },
      { id: 12, title: 'Broker Agreement Terms', description: 'Named in the document field.', document: '/media/compliance/public-disclosures.pdf' },
      { id: 13, title: 'Risk Management Policy', description: 'Named in the file_url field.', file_url: '/media/compliance/privacy-policy.pdf' },
      // Two fields: the first present of file, document, pdf_file, document_url, file_url counts.
      {
        id: 14,
        title: 'Anti-Fraud Policy',
        description: 'Named twice.',
        document_url: '/media/compliance/code-of-conduct.pdf',
        file: '/media/compliance/annual-report-2024-25.pdf',
      },
    ],
  ],
};

Given(/^the backend lists (?:an office in "([^"]+)"|(.+))$/, async function (this: SiteWorld, city: string | null, list: string | null) {
  if (city !== null) {
    await this.answerWith(apiPathOf('offices'), [
      { city, city_name: city, title: 'Branch Office', address: `1 Main Road, ${city}`, phone: '+91 22 4000 0000' },
    ]);
    return;
  }
  const answer = LISTS[list ?? ''];
  if (!answer) throw new Error(`No list "${list}"; known: ${Object.keys(LISTS).join('; ')}`);
  await this.answerWith(...answer());
});

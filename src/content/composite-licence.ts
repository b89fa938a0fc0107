import { site } from '@/config/site';

/** The composite licence page's own words (part 2 §4); the licence's facts are the site's (src/config/site.ts). */
export const licenceText = {
  heading: 'Licensed as a Composite Broker',
  body: `${site.name} holds the Composite License granted by the Insurance Regulatory and Development Authority of India (IRDAI) to act as a Composite Broker for life and general insurance.`,
  licenceNo: 'Licence No.',
  validUntil: 'Valid until',
  /** The licence's end date as shown (the spec writes it 01/09/2026). */
  validUntilDate: site.licence.validUntil,
  note: (category: string) => `Category: ${category}. Select the certificate to view it full screen.`,
  open: 'View the licence full screen',
  previewTitle: 'Composite licence, full screen',
  imageAlt: `Certificate of registration of ${site.name} as a Composite Broker, licence No. ${site.licence.number}, valid until ${site.licence.validUntil}`,
} as const;

import { site } from '@/config/site';

/**
 * The composite licence page's own words (part 2 §4); the licence's facts are src/config/statutory.ts's.
 * The page states the validity date only when statutory.ts shows it (`shownLicenceValidity`); while it is
 * withheld, it links to the regulator for the current status and says what the certificate's printed
 * date is (docs/spec-deviations.md).
 */
export const licenceText = {
  heading: 'Licensed as a Composite Broker',
  body: `${site.name} holds the Composite License granted by the Insurance Regulatory and Development Authority of India (IRDAI) to act as a Composite Broker for life and general insurance.`,
  licenceNo: 'Licence No.',
  validity: 'Validity',
  /** The date as the spec writes dates (01/09/2026). */
  validUntil: (date: string) => `Valid until ${date}`,
  verifyStatus: 'Check its current status on the IRDAI website',
  certificateNote:
    'The certificate shown is the one issued to us; the validity date printed on it has passed. IRDAI’s website shows the licence’s current status.',
  note: (category: string) => `Category: ${category}. Select the certificate to view it full screen.`,
  open: 'View the licence full screen',
  previewTitle: 'Composite licence, full screen',
  imageAlt: `Certificate of registration of ${site.name} as a Composite Broker, licence No. ${site.licence.number}, as issued`,
} as const;

/** Useful links page: official regulator, grievance and industry sites. */
export interface UsefulLink {
  readonly name: string;
  readonly url: string;
  readonly description: string;
}

export const usefulLinks: readonly UsefulLink[] = [
  {
    name: 'Insurance Regulatory and Development Authority of India (IRDAI)',
    url: 'https://irdai.gov.in/',
    description: 'The insurance regulator’s site, with regulations, circulars, registered insurers and intermediaries, and the Bima Bharosa grievance system.',
  },
  {
    name: 'Council for Insurance Ombudsmen',
    url: 'https://www.cioins.co.in/',
    description:
      'Explains how to file a free complaint with the Insurance Ombudsman when an insurer rejects or does not resolve your grievance, and lists the ombudsman offices.',
  },
  {
    name: 'IRDAI Policyholder (consumer education)',
    url: 'https://policyholder.gov.in/',
    description: 'IRDAI’s consumer education site, with plain-language guides on buying insurance, making claims and policyholders’ rights.',
  },
  {
    name: 'List of general insurers (IRDAI)',
    url: 'https://irdai.gov.in/list-of-general-insurers',
    description: 'The official list of general and health insurers registered with IRDAI, with their contact details.',
  },
  {
    name: 'List of life insurers (IRDAI)',
    url: 'https://irdai.gov.in/list-of-life-insurers',
    description: 'The official list of life insurers registered with IRDAI, with their contact details.',
  },
  {
    name: 'Insurance Institute of India',
    url: 'https://www.insuranceinstituteofindia.com/',
    description: 'The industry’s education body, offering insurance courses, examinations and study material for professionals and interested consumers.',
  },
  {
    name: 'General Insurance Corporation of India (GIC Re)',
    url: 'https://www.gicre.in/',
    description: 'India’s national reinsurer, publishing its annual reports, disclosures and information on the Indian reinsurance market.',
  },
  {
    name: 'National Consumer Disputes Redressal Commission (NCDRC)',
    url: 'https://ncdrc.nic.in/',
    description: 'The apex consumer commission, with guidance on filing consumer complaints, including insurance disputes, and case status and judgments.',
  },
  {
    name: 'Department of Financial Services, Ministry of Finance',
    url: 'https://financialservices.gov.in/',
    description:
      'The government department overseeing the insurance sector, with information on public sector insurers and government insurance schemes such as PMJJBY and PMSBY.',
  },
];

/** The page's own words (ours). */
export const usefulLinksPage = {
  listHeading: 'Official links',
  newTab: ' (opens in a new tab)',
} as const;

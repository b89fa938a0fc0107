/** A partner insurer's logo (part 2 §3): the logo path, the insurer's name (alt text) and category. */
export interface PartnerLogo {
  name: string;
  logo: string;
  category: 'Insurance';
}

/** The insurers we place business with: neutral wordmarks in public/images/partners/. */
export const PARTNER_LOGOS: readonly PartnerLogo[] = [
  { name: 'Suraksha General', logo: '/images/partners/partner-01.svg', category: 'Insurance' },
  { name: 'Jeevan Mitra Life', logo: '/images/partners/partner-02.svg', category: 'Insurance' },
  { name: 'Sagar Marine & General', logo: '/images/partners/partner-03.svg', category: 'Insurance' },
  { name: 'Arogya Plus Health', logo: '/images/partners/partner-04.svg', category: 'Insurance' },
  { name: 'Bharat Shield Assurance', logo: '/images/partners/partner-05.svg', category: 'Insurance' },
  { name: 'Nirbhay General', logo: '/images/partners/partner-06.svg', category: 'Insurance' },
  { name: 'Sahyog Life', logo: '/images/partners/partner-07.svg', category: 'Insurance' },
  { name: 'Kavach Insurance', logo: '/images/partners/partner-08.svg', category: 'Insurance' },
  { name: 'Udaan General', logo: '/images/partners/partner-09.svg', category: 'Insurance' },
  { name: 'Prakash Life Assurance', logo: '/images/partners/partner-10.svg', category: 'Insurance' },
  { name: 'Vishwas General', logo: '/images/partners/partner-11.svg', category: 'Insurance' },
  { name: 'Dhruv Health Insurance', logo: '/images/partners/partner-12.svg', category: 'Insurance' },
  { name: 'Samriddhi Life', logo: '/images/partners/partner-13.svg', category: 'Insurance' },
  { name: 'Setu General Insurance', logo: '/images/partners/partner-14.svg', category: 'Insurance' },
  { name: 'Amrit Life', logo: '/images/partners/partner-15.svg', category: 'Insurance' },
  { name: 'Raksha Re & General', logo: '/images/partners/partner-16.svg', category: 'Insurance' },
  { name: 'Nivaas Home & General', logo: '/images/partners/partner-17.svg', category: 'Insurance' },
];

/** The partners page's own words (the insurers' names are theirs). */
export const partnersText = {
  insuranceHeading: 'Insurance',
  /** Said plainly above the grid (ours): the names and marks below are samples. */
  placeholderHeading: 'Sample names and marks',
  placeholderNote:
    'The names and logos below are placeholders. The insurers we place business with will be shown here, with their own logos, once each has agreed to their use on this site.',
} as const;

/**
 * Company facts. The company is fictional: every name, address, number and
 * e-mail on the site comes from here (never a real company's).
 * Facts stated by the spec (part 1 §1): established 2008, eight office cities,
 * 30+ cities of presence, 17 years, licence 381 valid until 01/09/2026,
 * ISO 27001:2022, working hours Monday to Friday 09:00 AM to 7:00 PM.
 */
const email = {
  general: 'info@kizunabharat.example',
  careers: 'careers@kizunabharat.example',
  compliance: 'compliance.officer@kizunabharat.example',
  principalOfficer: 'principal.officer@kizunabharat.example',
  grievanceOfficer: 'grievance.officer@kizunabharat.example',
  privacy: 'privacy@kizunabharat.example',
  accessibility: 'accessibility@kizunabharat.example',
} as const;

export const site = {
  name: 'Kizuna Bharat Insurance Brokers Private Limited',
  shortName: 'Kizuna Bharat',
  tagline: 'Indo-Japanese composite insurance broker',
  domain: 'kizunabharat.example',
  established: 2008,
  copyrightYear: 2026,
  yearsOfOperation: 17,
  citiesOfPresence: '30+',
  officeCities: ['Bangalore', 'Delhi', 'Chennai', 'Pune', 'Ahmedabad', 'Mumbai', 'Hyderabad', 'Indore'] as const,
  headOffice: {
    city: 'Bangalore',
    address: 'Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025',
  },
  licence: {
    number: '381',
    validUntil: '01/09/2026',
    category: 'Composite Broker',
    statement:
      'Licensed by IRDAI as a Composite Broker, Licence No. 381, valid until 01/09/2026.',
  },
  certification: 'ISO 27001:2022 certified for information security management.',
  workingHours: 'Working hours: Monday to Friday, 09:00 AM to 7:00 PM.',
  email,
  phone: { display: '+91 80 4567 8900', tel: '+918045678900' },
  /**
   * Statutory disclosures in the footer of every page (issue 13). Fictional values in the shapes the
   * law gives them: a CIN is L/U, the NIC industry code (66220: insurance agents and brokers), the
   * state, the year of incorporation, the company type (PTC: private limited) and a serial number.
   */
  cin: 'U66220KA2008PTC047381',
  registeredOffice: 'Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025',
  principalOfficer: { name: 'Rajesh Venkataraman', email: email.principalOfficer },
  grievanceOfficer: { name: 'Kavitha Subramanian', email: email.grievanceOfficer },
  /** Answers questions about personal data and rights requests (DPDP Act 2023, s.8(9)). */
  dataProtectionOfficer: { name: 'Anand Krishnamurthy', email: email.privacy },
  /** The only numbers we call from or answer on; anyone else claiming to be us is not. */
  officialPhones: [
    { label: 'Head office', display: '+91 80 4567 8900', tel: '+918045678900' },
    { label: 'Claims helpline', display: '+91 80 4567 8911', tel: '+918045678911' },
  ],
  /** Where a visitor can check our licence on the regulator's own site (IRDAI's list of insurance brokers). */
  licenceVerificationUrl: 'https://irdai.gov.in/',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kizuna-bharat-insurance-brokers-example' },
    { label: 'X (Twitter)', href: 'https://x.com/kizunabharat_example' },
  ],
} as const;

export type Site = typeof site;

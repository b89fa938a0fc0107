import type { RouteId } from '@/config/paths';

/**
 * Each route's meta description (<meta name="description"> and og:description). Kept out of
 * the route list so that the app's entry carries none of them (every byte of the entry is paid for on every page): the
 * pre-render writes them into each page's head, and the client loads this module only when a
 * client-side navigation has to change the description (src/app/document-head.tsx).
 */
export const routeDescriptions: Readonly<Record<RouteId, string>> = {
  home: 'Indo-Japanese composite insurance broker in India since 2008: life, non-life and reinsurance broking with claims assistance, offices in eight cities.',
  services: 'Risk advisory, placement, claims assistance and reinsurance broking services for individuals and businesses across India.',
  contact: 'Find our offices in Bangalore, Delhi, Chennai, Pune, Ahmedabad, Mumbai, Hyderabad and Indore, or send us a message.',
  company: 'Who we are: an Indo-Japanese composite insurance broker established in 2008, our strengths, journey, vision, mission and goals.',
  board: 'Meet the board of directors guiding our composite insurance broking business.',
  keyTeam: 'Meet the key management team leading our life, non-life, reinsurance and claims teams.',
  compositeLicense: 'Our IRDAI Composite Broker licence (No. 381) for life and general insurance, and where to check its current status.',
  lifeGlossary: 'Plain-English definitions of life insurance terms used in India, from annuity to waiver of premium.',
  generalGlossary: 'Plain-English definitions of general, marine, motor and reinsurance terms with Indian regulatory references.',
  usefulLinks: 'Official links: the insurance regulator, the Insurance Ombudsman, consumer education, insurer lists and more.',
  forms: 'Proposal forms, claim forms and claim intimation pages of general and health insurers in India.',
  clients: 'Organisations across India that trust us with their insurance programmes.',
  partners: 'The life and general insurers we place business with.',
  csr: 'Our CSR policy and the community initiatives we support across India.',
  careers: 'Build a career in insurance broking with us: current openings and how to apply.',
  products: 'Life, non-life (corporate and retail) and reinsurance products we arrange for our clients.',
  compliance: 'Access all regulatory and compliance documentation in one place.',
  grievance: 'How to escalate a grievance: our compliance officer, principal officer and the insurance regulator.',
  disclaimer: 'General disclaimer and terms and conditions of use of this website.',
  privacy:
    'Our privacy notice: what personal data we collect, why, how long we keep it, with whom we share it, and how to withdraw consent, exercise your rights and complain.',
  claims: 'How to raise a motor, health, life, property, marine or liability claim: documents, IRDAI timelines, insurer claim forms and our claims helpline.',
  yourData: 'Ask for a summary of your personal data, correct or erase it, withdraw your consent or nominate someone: answered within 90 days.',
  accessibility: 'Our accessibility target (WCAG 2.1 AA), how we test the site, its known limitations and how to report a barrier.',
};

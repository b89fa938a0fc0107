import { site } from '@/config/site';

/** Company overview copy, written from the facts of part 1 §1. */
export const companyIntro: readonly string[] = [
  `${site.name} is an Indo-Japanese composite insurance broker. Established in ${site.established}, we hold a Composite Broker licence from the Insurance Regulatory and Development Authority of India (IRDAI), so we can advise on and place life insurance, general insurance and reinsurance under one roof.`,
  `From our head office in Bangalore and offices in Delhi, Chennai, Pune, Ahmedabad, Mumbai, Hyderabad and Indore, our teams serve clients in ${site.citiesOfPresence} cities: car owners and dealers, growing businesses, large corporates, Japanese companies operating in India, and families looking for the right health and life cover.`,
  `In ${site.yearsOfOperation} years we have learnt that a policy is only as good as the claim it pays. That is why we pair careful risk advice with a claims-assistance desk that stays with clients until settlement, and why we protect their information under an ISO 27001:2022 certified security management system.`,
];

export const strengths: readonly { title: string; text: string }[] = [
  { title: 'Composite licence', text: 'Life, general and reinsurance advice from one accountable broker.' },
  { title: 'Indo-Japanese heritage', text: 'Japanese discipline in process with deep knowledge of Indian markets.' },
  { title: 'Independent advice', text: 'We work for the client and compare insurers on cover, service and price.' },
  { title: 'Claims assistance', text: 'A dedicated desk that coordinates surveyors, documents and insurers to settlement.' },
  { title: 'Risk engineering', text: 'Site surveys and loss-prevention advice that lower risk and premium.' },
  { title: 'Employee benefits', text: 'Group health, life and accident programmes run end to end for employers.' },
  { title: 'Motor and dealer programmes', text: 'Point-of-sale cover for vehicle buyers and renewal support for dealers.' },
  { title: 'National reach', text: `Eight offices and a presence in ${site.citiesOfPresence} cities across India.` },
  { title: 'Secure by design', text: 'ISO 27001:2022 certified handling of client and policy data.' },
  { title: 'Technology-driven service', text: 'Digital quotes, policy tracking and renewal reminders that save clients time.' },
];

export const journey = {
  heading: 'Our journey',
  image: {
    src: '/images/company/journey.svg',
    alt: 'Timeline from 2008 to 2025: founding in Bangalore, the composite licence, eight offices and ISO 27001:2022 certification',
    width: 1200,
    height: 480,
  },
  milestones: [
    { year: '2008', text: 'Founded in Bangalore as a direct broker serving Japanese companies in India.' },
    { year: '2012', text: 'Offices opened in Delhi, Chennai and Pune; motor dealer programmes launched.' },
    { year: '2016', text: 'Composite Broker licence: life, general insurance and reinsurance under one roof.' },
    { year: '2020', text: 'Mumbai, Ahmedabad, Hyderabad and Indore offices; digital policy servicing for clients.' },
    { year: '2023', text: 'ISO 27001 certification of our information security management system.' },
    { year: '2025', text: 'More than 9.6 million policies issued and 2.6 million claims assisted in the year.' },
  ],
} as const;

export const visionMissionGoals: readonly { id: 'vision' | 'mission' | 'goals'; title: string; text: string; points?: readonly string[] }[] = [
  {
    id: 'vision',
    title: 'Vision',
    text: 'To be India’s most trusted insurance broker: the partner clients call first, before a risk and after a loss.',
  },
  {
    id: 'mission',
    title: 'Mission',
    text: 'To protect people and businesses with honest advice, the right cover at a fair price, and steadfast support when they claim.',
  },
  {
    id: 'goals',
    title: 'Goals',
    text: 'What we work towards every year:',
    points: [
      'Settle-ready claims: complete documentation at intimation, every time.',
      'Renewal reviews for every corporate client before expiry.',
      'Insurance awareness for first-time buyers in smaller cities.',
      'Zero compromise on the security and privacy of client data.',
    ],
  },
];

/** The company page's own headings (ours). */
export const companyPage = {
  whoWeAre: 'Who we are',
  strengthsHeading: 'Ten strengths our clients count on',
  vmgHeading: 'Vision, mission and goals',
} as const;

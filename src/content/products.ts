/** Static product catalogue of /products (part 2). */

export type ProductIcon =
  | 'shield'
  | 'heart'
  | 'coins'
  | 'users'
  | 'building'
  | 'hardhat'
  | 'ship'
  | 'briefcase'
  | 'scale'
  | 'credit'
  | 'bond'
  | 'chart'
  | 'car'
  | 'bike'
  | 'plane'
  | 'accident'
  | 'home'
  | 'shop'
  | 'globe';

export interface Product {
  /** kebab-case, unique across the file, e.g. 'term-life'. */
  readonly id: string;
  readonly title: string;
  /** Paragraphs of plain text. */
  readonly paragraphs: readonly string[];
  /** Optional bullet list (e.g. sub-types, covers). */
  readonly points?: readonly { readonly label: string; readonly text: string }[];
  /** Icon key. */
  readonly icon: ProductIcon;
}

export const lifeProducts: readonly Product[] = [
  {
    id: 'term-life',
    title: 'Term Life Insurance',
    icon: 'shield',
    paragraphs: [
      'Term life insurance is the simplest and most affordable form of life cover. If the life insured dies during the policy term, the insurer pays the sum assured to the nominee. There is no maturity benefit, which is why a large cover can be bought for a modest premium.',
      'It suits anyone whose family depends on their income or who carries a home loan or other debts. We compare plans from several IRDAI-registered life insurers on premium, claim settlement ratio, riders and underwriting requirements, and help you disclose your health and habits fully so that a claim is never disputed later.',
    ],
  },
  {
    id: 'endowment',
    title: 'Endowment Insurance',
    icon: 'coins',
    paragraphs: [
      'An endowment policy combines life cover with disciplined savings. The sum assured, together with any bonuses declared, is paid on maturity if the life insured survives the term, or to the nominee on earlier death.',
      'Endowment plans suit people who want a guaranteed or low-risk corpus for a known goal, such as a child’s education or marriage. We explain the guaranteed and non-guaranteed parts of the benefit illustration, surrender values and tax treatment, so you can judge the plan against other savings options before committing to long-term premiums.',
    ],
  },
  {
    id: 'money-back',
    title: 'Money Back Insurance',
    icon: 'chart',
    paragraphs: [
      'A money back policy is a variant of endowment insurance that returns a portion of the sum assured at fixed intervals during the term, with the balance and bonuses paid on maturity. The full sum assured remains payable to the nominee if the life insured dies during the term, regardless of survival benefits already paid.',
      'It suits those who expect periodic expenses and prefer regular payouts to a single maturity amount. We help you match the payout schedule to your goals and compare the effective return with other options.',
    ],
  },
  {
    id: 'group-term-life',
    title: 'Group Term Life Insurance',
    icon: 'users',
    paragraphs: [
      'Group term life insurance covers a group of employees or members under a single master policy issued to the employer or association. It pays a lump sum to the nominee of a member who dies while covered, and is often used to meet gratuity-linked or Employees’ Deposit Linked Insurance obligations.',
      'Premiums are usually lower than individual cover and members often join without medical tests up to a free cover limit. We design the cover basis, negotiate rates at renewal, manage additions and deletions, and support families through the claim.',
    ],
  },
];

export const corporateProducts: readonly Product[] = [
  {
    id: 'property',
    title: 'Property Insurance',
    icon: 'building',
    paragraphs: [
      'Property insurance protects buildings, plant and machinery, stocks and other assets against fire, lightning, explosion, storm, flood, earthquake, riot and other insured perils. In India this is written under the standard fire and special perils wordings, such as Bharat Sookshma Udyam Suraksha, Bharat Laghu Udyam Suraksha and Bharat Griha Raksha, and under industrial all risks policies for larger risks.',
      'We help you set correct sums insured to avoid under-insurance, select add-ons such as terrorism cover, arrange risk inspections and present your risk to insurers so that you obtain competitive terms.',
    ],
  },
  {
    id: 'project',
    title: 'Project Insurance',
    icon: 'hardhat',
    paragraphs: [
      'Project insurance protects construction and erection works from the first day on site until handover. Contractor’s All Risks and Erection All Risks policies cover physical loss or damage to the works, plant and materials, and can extend to third-party liability, surrounding property and the testing and commissioning period.',
      'Owners, EPC contractors and lenders all need this cover, often as a contractual requirement. We review the contract insurance clauses, structure the programme, arrange delay in start-up cover where required and manage claims with surveyors and insurers.',
    ],
  },
  {
    id: 'marine',
    title: 'Marine Insurance',
    icon: 'ship',
    paragraphs: [
      'Marine cargo insurance covers goods in transit by sea, air, rail, road or courier, within India and across borders, against loss or damage during the journey. Marine hull insurance covers the vessel itself. Importers, exporters, manufacturers and traders choose the policy form that best fits the way they ship.',
      'We help you choose the right form and Institute Cargo Clauses, align cover with your Incoterms and sales contracts, and support you with documents and surveys when a claim arises.',
    ],
    points: [
      {
        label: 'Annual Policy',
        text: 'Covers all inland transits of a business for a year, within agreed limits, without declaring each consignment.',
      },
      {
        label: 'Open Cover',
        text: 'An agreement for a period, usually a year, under which the insurer covers all declared shipments, with certificates issued for each one.',
      },
      {
        label: 'Open Policy',
        text: 'A policy issued for an agreed total sum insured, reduced by each declared shipment, suited to regular consignments.',
      },
      {
        label: 'Specific Voyage Policy',
        text: 'Covers a single consignment for a named journey, suited to occasional shippers.',
      },
      {
        label: 'Sales Turnover Policy',
        text: 'Covers all domestic and export transits for a year, with the premium based on the declared annual sales turnover.',
      },
      {
        label: 'Hull',
        text: 'Covers ships, barges, fishing vessels and other craft against physical damage, collision liability and related perils.',
      },
    ],
  },
  {
    id: 'employee-benefits',
    title: 'Employee Benefits',
    icon: 'users',
    paragraphs: [
      'Employee benefits insurance helps employers look after their people through group health, group personal accident, group term life and, where applicable, workmen’s compensation under the Employees’ Compensation Act, 1923. A well-designed programme supports hiring and retention at a predictable cost.',
      'We benchmark your benefits against industry practice, design cover for employees and their families, negotiate with insurers, and run enrolments, endorsements and claims support so that your HR team is not left to handle hospitals and insurers alone.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability Insurance',
    icon: 'scale',
    paragraphs: [
      'Liability insurance protects a business against legal liability to third parties for bodily injury, property damage or financial loss, together with defence costs. Businesses handling hazardous substances must also hold compulsory cover under the Public Liability Insurance Act, 1991.',
      'We assess your exposures from contracts, products and operations, recommend suitable limits, jurisdictions and extensions, compare terms from several insurers, and help you respond correctly when a claim or notice is received.',
    ],
    points: [
      {
        label: 'Commercial General Liability',
        text: 'Broad cover for third-party injury and property damage arising from premises, operations and products, including defence costs.',
      },
      {
        label: 'Product Liability',
        text: 'Covers liability for injury or damage caused by products you manufacture, sell or distribute, in India or abroad.',
      },
      {
        label: 'Public Liability',
        text: 'Covers liability arising from your premises and activities, including compulsory cover under the Public Liability Insurance Act, 1991.',
      },
      {
        label: 'Professional Indemnity',
        text: 'Covers claims alleging negligence, error or omission in professional services, for firms such as consultants, architects, doctors and IT providers.',
      },
    ],
  },
  {
    id: 'credit',
    title: 'Credit Insurance',
    icon: 'credit',
    paragraphs: [
      'Trade credit insurance protects a business against non-payment by its buyers due to insolvency or protracted default, and for exports against political risks that stop payment. It turns uncertain receivables into protected assets and can support better financing terms from banks.',
      'We review your buyer portfolio and credit terms, obtain buyer limits from insurers, and negotiate policy terms such as the maximum extension period, and guide you on reporting overdues and making claims within the policy timelines.',
    ],
  },
  {
    id: 'surety-bonds',
    title: 'Surety Bonds',
    icon: 'bond',
    paragraphs: [
      'Surety insurance bonds, permitted by IRDAI regulations, let contractors provide bid bonds, performance security, advance payment and retention money guarantees to project owners without locking up bank limits or collateral. The insurer, as surety, guarantees that the contractor will meet its contractual obligations.',
      'They suit infrastructure and construction contractors bidding for government and private contracts. We prepare the underwriting submission, approach insurers writing surety business and help ensure that the bond wording is accepted by the beneficiary.',
    ],
  },
  {
    id: 'consequential-loss',
    title: 'Consequential Loss',
    icon: 'briefcase',
    paragraphs: [
      'Consequential loss insurance, also called business interruption or loss of profits cover, pays for the loss of gross profit and increased cost of working when an insured physical loss, such as a fire or machinery breakdown, stops or slows down your business. It is taken together with the underlying property or machinery policy.',
      'We help you calculate the gross profit basis and choose an indemnity period long enough for a realistic recovery, and we support you and your accountants in preparing and presenting the financial claim to the loss assessor.',
    ],
  },
];

export const retailProducts: readonly Product[] = [
  {
    id: 'motor',
    title: 'Motor Insurance',
    icon: 'car',
    paragraphs: [
      'Third-party liability cover is compulsory under the Motor Vehicles Act, 1988 for every vehicle used in a public place. A comprehensive policy adds own damage cover against accident, theft, fire and natural calamities, and personal accident cover for the owner-driver.',
      'We compare quotes across insurers, recommend useful add-ons such as zero depreciation, engine protection and roadside assistance, make sure your No Claim Bonus is carried over, and help with cashless repairs at network garages when you need to claim.',
    ],
  },
  {
    id: 'health',
    title: 'Health Insurance',
    icon: 'heart',
    paragraphs: [
      'Health insurance pays for hospitalisation, day-care procedures and pre- and post-hospitalisation expenses, with cashless treatment at network hospitals. Family floater plans cover the whole family under a single sum insured, and premiums qualify for deduction under Section 80D of the Income Tax Act.',
      'We explain waiting periods, room rent limits, co-payment and sub-limits in plain terms, help you disclose pre-existing conditions correctly, plan for portability and renewals, and stand with you during cashless approvals and reimbursement claims.',
    ],
  },
  {
    id: 'travel',
    title: 'Travel Insurance',
    icon: 'plane',
    paragraphs: [
      'Travel insurance covers medical emergencies abroad, trip cancellation or interruption, loss of baggage and passport, flight delay and personal liability. Many countries, including the Schengen states, require proof of medical cover for a visa.',
      'We arrange single-trip, multi-trip, student and senior citizen plans, check that the sum insured suits the destination, and help you reach the insurer’s assistance provider quickly if something goes wrong while you are away.',
    ],
  },
  {
    id: 'personal-accident',
    title: 'Personal Accident Insurance',
    icon: 'accident',
    paragraphs: [
      'Personal accident insurance pays a lump sum on accidental death or permanent disability, and a weekly benefit for temporary total disability that keeps you from working. It can also cover accidental hospitalisation, children’s education and ambulance costs.',
      'It suits every earning member, especially those who travel or work in the field, and is inexpensive for the protection it gives. We help you choose a sum insured linked to your income and support your family with the documentation if a claim arises.',
    ],
  },
  {
    id: 'home',
    title: 'Home Insurance',
    icon: 'home',
    paragraphs: [
      'Home insurance protects the structure of your house or flat and its contents against fire, storm, flood, earthquake, burglary and other perils. The standard Bharat Griha Raksha policy covers the building on a reinstatement basis and can include contents, jewellery and valuables.',
      'Owners and tenants alike can buy cover. We help you value the building and contents correctly, add cover for valuables and appliances where useful, and guide you through the survey and claim after a loss.',
    ],
  },
  {
    id: 'shopkeepers',
    title: 'Shopkeepers’ Insurance',
    icon: 'shop',
    paragraphs: [
      'A shopkeepers’ package policy bundles the covers a small shop needs into one document: fire and allied perils, burglary, money in transit and in the till, breakage of glass, electrical equipment, fidelity of employees and public liability.',
      'It suits retailers, pharmacies, showrooms and small offices that want broad protection without managing several policies. We help you choose the sections and sums insured that fit your stock and premises, and assist with claims so that you can reopen quickly.',
    ],
  },
];

export const reinsurance: {
  readonly intro: readonly string[];
  readonly brokerServices: readonly { readonly title: string; readonly text: string }[];
  readonly facultativeLines: readonly string[];
} = {
  intro: [
    'As a composite broker registered with IRDAI, we act for insurance companies (cedants) in placing their reinsurance with Indian and international reinsurers, including GIC Re and foreign reinsurance branches operating in India. We help cedants protect their balance sheets, increase underwriting capacity and manage volatility in their results.',
    'We arrange treaty programmes and facultative placements for individual large or unusual risks, and we support the cedant from analysis and structuring through placement, accounting and claims.',
  ],
  brokerServices: [
    {
      title: 'Portfolio and Exposure Analysis',
      text: 'We study the cedant’s portfolio, loss history and accumulation exposures to understand what needs protecting and how much risk the cedant can retain.',
    },
    {
      title: 'Structuring Programmes',
      text: 'We design proportional and non-proportional structures, retentions and limits that balance cost, capacity and protection for the cedant.',
    },
    {
      title: 'Negotiation',
      text: 'We present the risk to reinsurers and negotiate rates, commissions, terms and wordings on the cedant’s behalf.',
    },
    {
      title: 'Market Placement',
      text: 'We place the programme with financially secure reinsurers in India and overseas, following the order of preference set by IRDAI regulations.',
    },
    {
      title: 'Accounting and Post-Placement Services',
      text: 'We issue cover notes and contract wordings, prepare and settle accounts, and track premium and claim balances between cedant and reinsurers.',
    },
    {
      title: 'Claim Settlement Support',
      text: 'We notify losses, present claim documentation to reinsurers and follow up until the cedant’s recoveries are collected.',
    },
  ],
  facultativeLines: [
    'Fire and Special Perils',
    'Contractors and Erection All Risks',
    'Marine Hull and Cargo (War and SRCC)',
    'Liability',
    'Marine Cargo Rejection',
    'Sabotage, Terrorism and Political Violence',
    'Kidnap and Ransom',
  ],
};

/** The /products page's own words (part 2 names the categories; the rest is ours). */
export const productsPage = {
  browse: 'Browse Products',
  nonLifeSubs: 'Non-Life sub-categories',
  categories: { life: 'Life', 'non-life': 'Non-Life', reinsurance: 'Reinsurance' },
  subCategories: { corporate: 'Corporate', retail: 'Retail' },
  brokerServices: 'Our reinsurance broking services',
  facultativeLines: 'Facultative lines we place',
  /** The first screen: what visitors buy, each one tap from a call-back about it (ours, above the spec's catalogue). */
  choices: {
    heading: 'What would you like to insure?',
    lead: 'Choose one and leave your number: an advisor calls you back with plans from our partner insurers. Free of charge.',
    claimsAction: 'Start here',
    catalogue: 'All our products',
  },
} as const;

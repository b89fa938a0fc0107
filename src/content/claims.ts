/**
 * The claims help page (ours, beyond the spec). Regulatory timelines are IRDAI's, stated as
 * the regulations and master circulars state them (docs/spec-deviations.md lists what we
 * could not check against the circulars' own text).
 */

export interface ClaimLine {
  id: 'motor' | 'health' | 'life' | 'property-marine' | 'liability';
  title: string;
  /** One line under the title. */
  summary: string;
  /** What to do, in order. */
  steps: readonly string[];
  /** The documents insurers usually ask for. */
  documents: readonly string[];
  /** Typical timelines, including the regulator's. */
  timelines: readonly string[];
}

export const claimsText = {
  lead: 'Had an accident, a hospital stay, a loss or a death in the family? Tell us first. Our claims team raises the claim with your insurer, checks every document and follows it up until you are paid.',
  helpline: {
    heading: 'Claims helpline',
    text: 'Call us as soon as you can, before you repair, discard or sign anything. Outside working hours, tell your insurer first (its toll-free number is on your policy) and then us.',
    call: (display: string) => `Call ${display}`,
    getHelpNote: 'We call you back within working hours.',
    hours: 'Monday to Friday, 09:00 AM to 7:00 PM',
  },
  howItWorks: {
    heading: 'How a claim works',
    steps: [
      { title: 'Tell us and your insurer', text: 'Call the claims helpline or your insurer at once. Note the claim or intimation number you are given.' },
      {
        title: 'Keep the evidence',
        text: 'Photos, bills, reports and the damaged items themselves. Do not repair or dispose of anything before the insurer or its surveyor has seen it, unless it is unsafe.',
      },
      {
        title: 'Send the claim form and documents',
        text: 'We check the insurer’s claim form and the documents before they go, so nothing is asked for twice.',
      },
      {
        title: 'Assessment and decision',
        text: 'A surveyor or the insurer’s claims team assesses the loss. We follow it up and explain the settlement, or challenge a deduction we do not agree with.',
      },
    ],
  },
  linesHeading: 'How to raise a claim',
  documentsHeading: 'Documents',
  timelinesHeading: 'Typical timelines',
  lines: [
    {
      id: 'motor',
      title: 'Motor (car, two-wheeler, commercial vehicle)',
      summary: 'Accident damage, theft and third-party claims.',
      steps: [
        'Move to safety and call the police for injuries, third-party damage or theft (theft and third-party claims need an FIR).',
        'Intimate the claim to your insurer and to us; take photos of the vehicle and the scene.',
        'Take the vehicle to a network garage for cashless repair, or to any garage for reimbursement, and wait for the survey before repairs begin.',
      ],
      documents: [
        'Claim form, signed',
        'Policy copy',
        'Registration certificate (RC)',
        'Driving licence of the driver',
        'FIR (theft, third-party injury or damage)',
        'Repair estimate and final bills',
        'Keys and original documents (theft)',
      ],
      timelines: [
        'The insurer appoints a surveyor within 72 hours of your intimation where a survey is needed; under IRDAI’s 2024 master circular on policyholders’ interests, motor losses below ₹50,000 need not be surveyed by a licensed surveyor.',
        'The insurer settles or rejects within 30 days of the final survey report or the last necessary document.',
        'Theft claims usually wait for the police’s untraced report.',
      ],
    },
    {
      id: 'health',
      title: 'Health',
      summary: 'Cashless treatment at a network hospital, or reimbursement.',
      steps: [
        'Planned treatment: ask the hospital’s insurance desk for pre-authorisation a few days before admission.',
        'Emergency: get treated first; the hospital or your family intimates the insurer or its TPA (third-party administrator) as soon as possible.',
        'At a non-network hospital, pay the bills and claim reimbursement with the original documents after discharge.',
      ],
      documents: [
        'Claim form, signed',
        'Health card or policy number',
        'Discharge summary',
        'Original bills and payment receipts',
        'Prescriptions, investigation reports',
        'Photo ID and cancelled cheque (reimbursement)',
      ],
      timelines: [
        'Cashless authorisation: the insurer decides within one hour of the hospital’s request, and gives the final authorisation within three hours of the discharge request (IRDAI Master Circular on Health Insurance Business, 29 May 2024).',
        'Reimbursement: the insurer settles or rejects within 30 days of the last necessary document, or within 45 days where it investigates; a late payment carries interest at 2% above the bank rate.',
      ],
    },
    {
      id: 'life',
      title: 'Life',
      summary: 'Death, maturity and rider claims.',
      steps: [
        'The nominee intimates the death to the insurer in writing, with the policy number.',
        'We help the family gather the documents and fill in the insurer’s claim form.',
        'Maturity and survival benefits are paid on their due date; the insurer writes in advance with what it needs.',
      ],
      documents: [
        'Claim form, signed by the nominee',
        'Death certificate issued by the local authority',
        'Policy document',
        'Nominee’s photo ID, address proof and bank details',
        'Medical records or hospital certificate (illness)',
        'FIR and post-mortem report (accident)',
      ],
      timelines: [
        'Death claims: the insurer settles within 15 days where no investigation is needed, and within 45 days where it investigates (IRDAI Master Circular on Protection of Policyholders’ Interests, 2024).',
        'Any extra document is asked for in one go, not piece by piece.',
      ],
    },
    {
      id: 'property-marine',
      title: 'Property and marine',
      summary: 'Fire, flood, burglary and machinery loss; cargo lost or damaged in transit.',
      steps: [
        'Limit the loss and keep the damaged goods; report fire and burglary to the police or fire brigade.',
        'Intimate the insurer and us at once; marine cargo: note the damage on the delivery receipt and lodge a monetary claim with the carrier.',
        'Meet the surveyor on site with the stock and purchase records.',
      ],
      documents: [
        'Claim form, signed',
        'Policy and any endorsements',
        'FIR or fire brigade report',
        'Stock registers, invoices and purchase records',
        'Bill of lading, airway bill or lorry receipt; packing list (marine)',
        'Survey report and notice of claim to the carrier (marine)',
      ],
      timelines: [
        'The surveyor is appointed within 72 hours of intimation and reports within 30 days of appointment (90 days for commercial and large risks).',
        'The insurer settles or rejects within 30 days of the final survey report or the last necessary document.',
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      summary: 'Claims made against you or your business by a third party.',
      steps: [
        'Tell the insurer and us as soon as you receive a notice, summons or demand, before you answer it.',
        'Do not admit liability or agree a payment without the insurer’s written consent.',
        'We coordinate with the insurer’s claims team and the lawyers it appoints.',
      ],
      documents: [
        'Claim form, signed',
        'The third party’s notice, summons or demand',
        'Contracts, incident reports and correspondence',
        'Any legal notice already answered',
      ],
      timelines: [
        'Timelines depend on the third party and the courts; the insurer acknowledges and acts on your intimation under the same IRDAI rules as other general insurance claims.',
      ],
    },
  ] satisfies readonly ClaimLine[],
  forms: {
    heading: 'Insurer claim forms',
    text: 'Claim forms and intimation pages on each insurer’s own website. All insurer forms are on our Insurer Forms page.',
    allForms: 'All insurer forms',
    newTab: ' (opens in a new tab)',
  },
  escalate: {
    heading: 'Not happy with a decision?',
    text: 'We can ask the insurer to review it. If you are still not satisfied, our grievance page explains the next steps, up to the Insurance Ombudsman.',
    link: 'Grievance and escalation',
  },
} as const;

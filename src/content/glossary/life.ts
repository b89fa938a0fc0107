import type { GlossaryEntry } from './types';

/** Life insurance glossary (part 2): plain-English definitions in the Indian regulatory context. */
export const lifeGlossary: readonly GlossaryEntry[] = [
  {
    term: 'Absolute Assignment',
    definition:
      'A transfer of all rights in a life policy to another person or institution under Section 38 of the Insurance Act, 1938, with no conditions attached. The assignee becomes the new owner of the policy and receives the proceeds, and any existing nomination is cancelled automatically.',
  },
  {
    term: 'Accidental Death Benefit Rider',
    definition:
      'An optional add-on that pays an extra sum, usually equal to the rider sum assured, if the life assured dies as a result of an accident within a set period of the accident. It is bought with a base policy for a small additional premium.',
  },
  {
    term: 'Age Proof',
    definition:
      'A document, such as a birth certificate, passport or school-leaving certificate, that confirms the date of birth of the life assured. Insurers use it to price the premium correctly, and a policy issued on non-standard age proof may carry an extra premium or restrictions.',
  },
  {
    term: 'Annuitant',
    definition:
      'The person who receives regular annuity payments from an insurer, usually after paying a lump sum at retirement or on the vesting of a pension plan. Under a joint-life annuity, payments may continue to the spouse after the first annuitant dies.',
  },
  {
    term: 'Annuity',
    definition:
      'A contract under which an insurer pays a regular income, monthly, quarterly, half-yearly or yearly, in exchange for a lump sum or series of premiums. In India the annuity instalments received are taxable in the hands of the annuitant at their income-tax slab rate.',
  },
  {
    term: 'Appointee',
    definition:
      'A person named in the policy to receive the claim money on behalf of a nominee who is a minor, that is, under 18 years of age. The appointee must sign the proposal or nomination form to consent, and the role ends once the nominee turns 18.',
  },
  {
    term: 'Assignment',
    definition:
      'The legal transfer of the rights and benefits of a life policy from the policyholder to another person or lender, governed by Section 38 of the Insurance Act, 1938. It is made by endorsement or a separate deed, signed and witnessed, and becomes effective against the insurer once written notice is received.',
  },
  {
    term: 'Beneficial Nominee',
    definition:
      'A nominee who is the parent, spouse or child of the life assured, or a combination of them. Following the 2015 amendment to Section 39 of the Insurance Act, 1938, a beneficial nominee is entitled to keep the claim money, not merely to hold it for the legal heirs.',
  },
  {
    term: 'Benefit Illustration',
    definition:
      'A statement given at the point of sale showing how the benefits of a policy may grow over the years, using assumed investment returns of 4% and 8% a year as prescribed by IRDAI. The figures are not guaranteed, and the illustration must be signed by the proposer.',
  },
  {
    term: 'Bonus',
    definition:
      'A share of the surplus of a participating life fund that the insurer adds to a with-profits policy, usually declared yearly as a rate per thousand rupees of sum assured. Once added, most bonuses are guaranteed and are paid on death or maturity along with the sum assured.',
  },
  {
    term: 'Claim',
    definition:
      'A formal request made to the insurer for payment of the policy benefit, for example on death of the life assured, maturity, or a covered illness or disability. The claimant must submit the claim form, policy document, identity proof and supporting records such as the death certificate.',
  },
  {
    term: 'Claim Settlement Ratio',
    definition:
      'The percentage of life insurance claims an insurer paid out of the total claims it received in a financial year, as published in the IRDAI annual report. A higher ratio suggests a better record of paying claims, though the amount settled and speed also matter.',
  },
  {
    term: 'Commutation',
    definition:
      'Taking part of the accumulated value of a pension plan as a lump sum at the vesting date, instead of using all of it to buy an annuity. The commuted portion is limited by IRDAI rules and the plan terms, and the balance must be used to buy a regular annuity.',
  },
  {
    term: 'Consumer Forum',
    definition:
      'A consumer disputes redressal body where a policyholder can complain about deficient service, such as a wrongly rejected claim. Historically the District Forum heard complaints up to Rs.5,00,000; these limits have since been revised several times, and under the Consumer Protection Act, 2019 District Commissions now hear claims up to Rs.50 lakh.',
  },
  {
    term: 'Critical Illness Rider',
    definition:
      'An add-on that pays a lump sum if the life assured is diagnosed with a listed serious illness, such as cancer, heart attack, stroke or kidney failure. The payment is made on diagnosis, whatever the treatment cost, subject to the waiting and survival periods in the rider terms.',
  },
  {
    term: 'Date of Commencement of Risk',
    definition:
      'The date from which the insurer actually bears the risk under a policy, usually the date the proposal is accepted and the premium received. For some child plans the risk may start later, at a stated age, and no death cover is given before that date.',
  },
  {
    term: 'Death Benefit',
    definition:
      'The amount payable to the nominee or legal heirs when the life assured dies during the policy term. It is usually the sum assured, plus any bonuses or fund value, and under Section 10(10D) of the Income-tax Act death benefits are fully exempt from income tax.',
  },
  {
    term: 'Declaration of Good Health',
    definition:
      'A signed statement by the life assured confirming that they are in good health, usually required when a lapsed policy is revived. Based on the answers and the length of the lapse, the insurer may also ask for medical tests before agreeing to restore the cover.',
  },
  {
    term: 'Deferred Annuity',
    definition:
      'An annuity that starts paying income at a future date, after a period during which premiums are paid and the fund is built up. It suits people planning for retirement, whereas an immediate annuity begins payments straight after a single lump-sum purchase.',
  },
  {
    term: 'Discontinuance Fund',
    definition:
      'A separate fund to which the value of a ULIP is moved if premiums stop or the policy is surrendered during the five-year lock-in period. It earns at least the minimum interest rate set by IRDAI, and the proceeds are paid out only after the lock-in ends.',
  },
  {
    term: 'Electronic Insurance Account',
    definition:
      'An online account, also called an e-Insurance Account or eIA, opened with an IRDAI-registered insurance repository, in which life policies can be held in electronic form. It lets a policyholder view and update all policies from different insurers in one place.',
  },
  {
    term: 'Endowment Plan',
    definition:
      'A traditional life policy that pays the sum assured, plus any bonuses, either on the death of the life assured during the term or on survival to maturity. It combines protection with savings, so premiums are much higher than for a term plan with the same cover.',
  },
  {
    term: 'Entry Age',
    definition:
      "The minimum and maximum age at which a person may buy a particular policy, stated in the product brochure. Premiums are generally calculated on the age at entry, often age last birthday or age nearest birthday, depending on the insurer's practice.",
  },
  {
    term: 'Exclusions',
    definition:
      'Specific situations or causes of loss for which a policy or rider will not pay, such as suicide within the stated period, self-inflicted injury, or participation in hazardous activities. Exclusions are listed in the policy document and should be read carefully before buying.',
  },
  {
    term: 'Final Additional Bonus',
    definition:
      "A one-time bonus, also called a terminal bonus, that some insurers pay on a participating policy when it ends by death or maturity after being in force for a minimum period. It is not guaranteed in advance and depends on the insurer's experience at that time.",
  },
  {
    term: 'Free Look Period',
    definition:
      'A window after receiving the policy document in which the policyholder can review it and return it for a refund if unhappy with the terms. It is sometimes quoted as 10 or 20 days in older or overseas material; in India IRDAI long set 15 days (30 days for distance sales) and now allows 30 days. The refund is less proportionate risk premium, stamp duty and medical costs.',
  },
  {
    term: 'Fund Management Charge',
    definition:
      'A charge deducted by the insurer for managing the investment funds of a ULIP or pension plan, expressed as a percentage of the fund value each year. It is adjusted in the daily NAV, and IRDAI caps it at 1.35% a year for most ULIP funds.',
  },
  {
    term: 'Fund Switch',
    definition:
      'A facility in a ULIP that lets the policyholder move money from one fund to another, for example from an equity fund to a debt fund, to change the risk level. A set number of switches each year is usually free, after which a small charge may apply.',
  },
  {
    term: 'Fund Value',
    definition:
      "The total value of units held in a policyholder's ULIP account, calculated by multiplying the number of units by the current NAV of each fund. It rises and falls with the market, and it is usually paid on maturity, surrender or death.",
  },
  {
    term: 'Grace Period',
    definition:
      'The extra time allowed after the premium due date during which the premium can be paid without the policy lapsing. Under IRDAI rules it is 15 days for monthly premiums and 30 days for other modes, and the cover stays in force during this period.',
  },
  {
    term: 'Group Term Life Insurance',
    definition:
      'A single master policy issued to an employer or association that gives pure life cover to all its members, usually at a lower cost than individual policies. Cover often ends when a member leaves the group, so it should not replace personal term insurance.',
  },
  {
    term: 'Guaranteed Additions',
    definition:
      'Fixed amounts that the insurer promises to add to a policy, usually each year, regardless of investment performance. They are stated in advance as a percentage of sum assured or premium, and are payable on death or maturity along with the base benefit.',
  },
  {
    term: 'Guaranteed Surrender Value',
    definition:
      'The minimum amount an insurer must pay if a traditional policy is surrendered, worked out as a percentage of premiums paid, minus any survival benefits already paid. IRDAI regulations set the minimum factors, and the insurer may pay a higher special surrender value instead.',
  },
  {
    term: 'Hospital Cash Rider',
    definition:
      'An add-on to a life policy that pays a fixed daily amount for each day the life assured is admitted to hospital, after a short minimum stay. It helps cover incidental costs such as travel and loss of income, and is paid regardless of actual bills.',
  },
  {
    term: 'Human Life Value',
    definition:
      "An estimate of the financial value of a person's life to their dependants, based on their expected future income, expenses, age and years left to retirement. It is a common method for deciding how much life cover a person should buy.",
  },
  {
    term: 'Immediate Annuity',
    definition:
      'An annuity bought with a single lump sum in which the insurer starts paying regular income straight away, beginning from the next month, quarter, half-year or year. It is often bought at retirement with a gratuity, provident fund or pension plan proceeds.',
  },
  {
    term: 'Indisputability Clause',
    definition:
      'The rule under Section 45 of the Insurance Act, 1938 that no life policy can be questioned on any ground after three years from the date of issue, commencement of risk, revival or rider, whichever is later. Within three years, the insurer may repudiate only for fraud or misstatement of material facts, giving reasons in writing.',
  },
  {
    term: 'Insurable Interest',
    definition:
      'A financial interest in the continued life of the person insured, so that their death would cause the policy buyer a financial loss. A person has an insurable interest in their own life and generally in the lives of a spouse, children and, for businesses, key employees.',
  },
  {
    term: 'Insurance Ombudsman',
    definition:
      'An independent grievance officer, appointed under the Insurance Ombudsman Rules, 2017, who resolves complaints against insurers free of charge. A policyholder can approach the Ombudsman after first complaining to the insurer and getting no reply in 30 days or an unsatisfactory response.',
  },
  {
    term: 'Insurance Repository',
    definition:
      'A company registered with IRDAI that holds insurance policies in electronic form on behalf of policyholders through an e-Insurance Account. It helps with easy updating of contact details and nominations and reduces the risk of losing paper documents.',
  },
  {
    term: 'IRDAI',
    definition:
      "The Insurance Regulatory and Development Authority of India, the statutory regulator of insurance companies and intermediaries, set up under the IRDA Act, 1999. It issues licences, approves products, sets rules on charges and claims, and protects policyholders' interests.",
  },
  {
    term: 'Keyman Insurance',
    definition:
      'A life policy taken by a business on the life of a key person, such as a founder or senior executive, whose death would cause it a financial loss. Premiums are generally allowed as a business expense, and the claim proceeds are taxable, being outside Section 10(10D).',
  },
  {
    term: 'Know Your Customer',
    definition:
      'The process, commonly called KYC, through which an insurer verifies the identity and address of a policyholder using documents such as PAN, Aadhaar or a passport. It is required under anti-money-laundering rules before issuing a policy or paying a claim.',
  },
  {
    term: 'Lapse',
    definition:
      'The status of a policy whose premium has not been paid by the end of the grace period. A lapsed policy gives no cover, or only reduced cover if it has acquired a paid-up value, but it can usually be revived within the revival period.',
  },
  {
    term: 'Life Assured',
    definition:
      'The person whose life is covered by the policy, so that the death benefit becomes payable on their death. The life assured is often the same person as the policyholder, but may be different, for example when a parent insures a child.',
  },
  {
    term: 'Life Insurance Corporation of India',
    definition:
      "The state-owned life insurer, commonly called LIC, formed in 1956 by nationalising more than 240 private insurers and provident societies. It remains India's largest life insurer and, unlike private insurers, its policies carry a sovereign guarantee under the LIC Act, 1956.",
  },
  {
    term: 'Loan Against Policy',
    definition:
      'A loan given by the insurer against the surrender value of a traditional policy that has acquired one, usually up to 80 to 90% of that value. Interest is charged at a rate set by the insurer, and any unpaid loan and interest is deducted from the claim.',
  },
  {
    term: 'Lock-in Period',
    definition:
      'The minimum period during which money invested in a ULIP cannot be withdrawn, fixed at five years by IRDAI. If the policy is discontinued during this period, the fund value is moved to the discontinuance fund and paid out only after the lock-in ends.',
  },
  {
    term: "Married Women's Property Act Policy",
    definition:
      "A policy taken by a married man on his own life under Section 6 of the Married Women's Property Act, 1874, for the benefit of his wife, children or both. It creates a trust, so the proceeds cannot be claimed by creditors or relatives and go only to the named beneficiaries.",
  },
  {
    term: 'Material Fact',
    definition:
      "Any information that would affect an insurer's decision to accept a proposal or fix the premium, such as medical history, smoking habits, income or existing policies. Failing to disclose a material fact can allow the insurer to reject a claim within three years under Section 45.",
  },
  {
    term: 'Maturity Benefit',
    definition:
      'The amount paid to the policyholder if the life assured survives to the end of the policy term. In savings plans it usually includes the sum assured and accrued bonuses or the fund value, while pure term plans pay no maturity benefit.',
  },
  {
    term: 'Money-Back Plan',
    definition:
      'A traditional savings policy that pays back a percentage of the sum assured at regular intervals during the term, called survival benefits, with the balance and bonuses paid at maturity. The full sum assured is usually paid on death, whatever survival benefits were already paid.',
  },
  {
    term: 'Mortality Charge',
    definition:
      'The cost of providing life cover under a ULIP, deducted from the fund each month by cancelling units. It depends on the age of the life assured and the sum at risk, that is, the difference between the sum assured and the fund value.',
  },
  {
    term: 'Net Asset Value',
    definition:
      "The price of one unit of a ULIP fund, commonly called NAV, calculated each working day by dividing the market value of the fund's investments, less charges, by the number of units in issue. Units are bought and sold at the applicable NAV.",
  },
  {
    term: 'Nomination',
    definition:
      'The naming of one or more persons to receive the policy money on the death of the life assured, made under Section 39 of the Insurance Act, 1938. It can be made at the proposal stage or later, can be changed any number of times, and is cancelled by an assignment.',
  },
  {
    term: 'Nominee',
    definition:
      'The person named by the policyholder to receive the claim money on the death of the life assured. Unless the nominee is a beneficial nominee such as a spouse, parent or child, they hold the money for the legal heirs of the deceased.',
  },
  {
    term: 'Non-Medical Limit',
    definition:
      'The maximum sum assured an insurer will issue on the basis of the proposal form and health declarations alone, without a medical examination. It depends on the age, income and occupation of the life assured, and larger covers require medical tests.',
  },
  {
    term: 'Non-Participating Policy',
    definition:
      'A policy that does not share in the profits of the insurer and so receives no bonuses. Its benefits, such as the sum assured or guaranteed additions, are fixed at the start, which makes premiums lower than for a comparable participating policy.',
  },
  {
    term: 'Paid-up Value',
    definition:
      'The reduced sum assured that continues when a traditional policy stops paying premiums after it has acquired a surrender value. It is usually the sum assured multiplied by premiums paid divided by premiums payable, plus any bonuses already vested.',
  },
  {
    term: 'Partial Withdrawal',
    definition:
      'The withdrawal of part of the fund value from a ULIP after the five-year lock-in period, while keeping the policy in force. The number and size of withdrawals are limited by the policy terms, and the sum assured may be reduced by amounts withdrawn.',
  },
  {
    term: 'Participating Policy',
    definition:
      "A with-profits policy that shares in the surplus of the insurer's participating fund through bonuses. Under IRDAI regulations at least 90% of the surplus of the participating fund must be allocated to policyholders, with no more than 10% going to shareholders.",
  },
  {
    term: 'Pension Plan',
    definition:
      'A life insurance plan designed to build a retirement fund through regular or single premiums, which is used at the vesting date to buy an annuity for a regular income. Part of the fund may be taken as a lump sum through commutation.',
  },
  {
    term: 'Policy Owner',
    definition:
      'The person who owns the policy and holds the rights under it, such as paying premiums, making nominations, assigning the policy and surrendering it. The policy owner, also called the policyholder, may or may not be the life assured.',
  },
  {
    term: 'Policy Term',
    definition:
      'The total period for which the policy remains in force and provides cover, from the date of commencement to the date of maturity or expiry. It may be longer than the premium paying term, as in limited-pay or single-premium plans.',
  },
  {
    term: 'Premium',
    definition:
      'The amount the policyholder pays to the insurer to keep the policy in force, payable as a single premium or in yearly, half-yearly, quarterly or monthly instalments. It depends on age, health, sum assured, policy term and the type of plan.',
  },
  {
    term: 'Premium Allocation Charge',
    definition:
      'A charge deducted from each ULIP premium before the balance is used to buy units, mainly to cover initial and distribution expenses. It is usually higher in the first few years, and many newer online ULIPs have reduced it to zero.',
  },
  {
    term: 'Premium Paying Term',
    definition:
      'The number of years for which premiums must be paid under a policy. It can be the same as the policy term (regular pay), shorter (limited pay), or a single payment at the start (single premium).',
  },
  {
    term: 'Proposal Form',
    definition:
      'The application form in which the proposer gives details of the life to be assured, including age, income, occupation, health and lifestyle. It forms the basis of the contract, so every answer must be complete and true to avoid problems under Section 45.',
  },
  {
    term: 'Proposer',
    definition:
      'The person who applies for a life insurance policy by signing the proposal form and paying the first premium. The proposer becomes the policyholder once the policy is issued and must have an insurable interest in the life assured.',
  },
  {
    term: 'Return of Premium Term Plan',
    definition:
      'A term insurance plan that pays the death benefit if the life assured dies during the term, and refunds the total premiums paid, excluding taxes and extra premiums, if they survive to maturity. Its premiums are noticeably higher than those of a pure term plan.',
  },
  {
    term: 'Reversionary Bonus',
    definition:
      'A bonus added to a participating policy, usually each year, that is payable with the sum assured on death or maturity. Once declared and attached it becomes guaranteed, and it may be a simple bonus on the sum assured or a compound bonus on sum assured plus earlier bonuses.',
  },
  {
    term: 'Revival',
    definition:
      'Restoring a lapsed policy to full force by paying all overdue premiums with interest, and where required a declaration of good health or medical tests. Under IRDAI rules a non-linked policy can be revived within five years and a ULIP within three years of the first unpaid premium.',
  },
  {
    term: 'Rider',
    definition:
      'An optional benefit added to a base life policy for an extra premium, such as accidental death, critical illness or waiver of premium cover. IRDAI rules cap rider premiums and benefits in relation to the base policy, and riders usually end when the base policy ends.',
  },
  {
    term: 'Section 10(10D) Exemption',
    definition:
      'The provision of the Income-tax Act, 1961 that exempts life insurance maturity and surrender proceeds from tax if the premium in any year does not exceed 10% of the sum assured (20% for policies issued from April 2003 to March 2012). Death benefits are always exempt, but keyman policies and high-premium ULIPs and traditional policies issued after set dates are not.',
  },
  {
    term: 'Section 80C Deduction',
    definition:
      'A deduction under the Income-tax Act, 1961 for life insurance premiums paid on the lives of the taxpayer, their spouse or children, within the overall limit of Rs.1,50,000 a year under the old tax regime. For policies issued after 1 April 2012, premiums count only up to 10% of the sum assured.',
  },
  {
    term: 'Settlement Option',
    definition:
      'A choice that allows the nominee or policyholder to receive a death or maturity benefit in instalments over a number of years instead of as a single lump sum. It helps families manage the money and provides a steady income.',
  },
  {
    term: 'Single Premium Policy',
    definition:
      'A policy for which the entire premium is paid in one lump sum at the start, with no further payments due. Because the sum assured is often a low multiple of the premium, tax benefits under Sections 80C and 10(10D) may be restricted.',
  },
  {
    term: 'Special Surrender Value',
    definition:
      'A surrender value set by the insurer, usually higher than the guaranteed surrender value, based on its own actuarial assumptions and current conditions. It is not fixed in advance, and on surrender the insurer pays whichever of the two values is higher.',
  },
  {
    term: 'Suicide Clause',
    definition:
      'A policy condition that limits the death benefit if the life assured dies by suicide within a set period from the start or revival of the policy. This period was usually 2 years in older policies; current IRDAI rules fix it at 12 months, refunding at least 80% of premiums paid, or the surrender value if higher.',
  },
  {
    term: 'Sum Assured',
    definition:
      'The guaranteed amount the insurer agrees to pay on the death of the life assured, or on maturity in savings plans, as stated in the policy schedule. It is the basis for calculating premiums, bonuses and tax benefits, and excludes any bonuses or additions.',
  },
  {
    term: 'Sum at Risk',
    definition:
      'The difference between the death benefit and the reserve or fund value built up under a policy, that is, the amount the insurer would pay out of its own funds on death. In ULIPs, the mortality charge is based on the sum at risk.',
  },
  {
    term: 'Surrender Value',
    definition:
      'The amount the insurer pays when the policyholder ends a policy before maturity and gives up all future benefits. It is usually the higher of the guaranteed and special surrender values for traditional plans, and the fund value less any discontinuance charge for ULIPs.',
  },
  {
    term: 'Term Insurance',
    definition:
      'The simplest and cheapest form of life insurance, providing a fixed sum assured if the life assured dies during the policy term, with no maturity or savings benefit. It offers high cover for a low premium and is recommended as the core of family protection.',
  },
  {
    term: 'Terminal Illness Benefit',
    definition:
      'A benefit, built into many term plans, that pays all or part of the sum assured early if the life assured is diagnosed with a terminal illness that is expected to cause death within a set period, often 6 or 12 months, as certified by specialist doctors.',
  },
  {
    term: 'Top-up Premium',
    definition:
      'An additional lump-sum amount paid into a ULIP over and above the regular premium, to buy more units and increase the fund value. Each top-up has its own five-year lock-in, and it must carry extra life cover of at least 1.25 times the top-up amount.',
  },
  {
    term: 'Unclaimed Amount',
    definition:
      "Money owed to a policyholder or nominee, such as maturity proceeds or refunds, that remains unpaid for more than six months. Insurers must show these amounts on their websites, and amounts unclaimed for over ten years go to the Senior Citizens' Welfare Fund, still recoverable for 25 years.",
  },
  {
    term: 'Underwriting',
    definition:
      'The process an insurer uses to assess the risk of insuring a person, based on the proposal form, medical reports, income and lifestyle, before deciding whether to accept the proposal. Underwriting decides whether cover is granted at standard rates, with an extra premium, postponed or declined.',
  },
  {
    term: 'Unit Linked Insurance Plan',
    definition:
      'A policy, commonly called a ULIP, that combines life cover with investment in market-linked funds chosen by the policyholder. Premiums, after charges, buy units in equity, debt or balanced funds, and returns depend on market performance, with a five-year lock-in.',
  },
  {
    term: 'Vested Bonus',
    definition:
      'A bonus that has been declared and permanently attached to a participating policy, so it cannot be taken away. It is paid with the sum assured on death or maturity and is also included when calculating paid-up and surrender values.',
  },
  {
    term: 'Vesting Date',
    definition:
      'The date on which a pension plan or deferred annuity stops its accumulation phase and the fund becomes available to buy an annuity. On this date the policyholder may also commute part of the fund as a lump sum, within the limits allowed.',
  },
  {
    term: 'Waiting Period (Disability)',
    definition:
      'The period for which a disability must continue before a disability rider or benefit pays out, commonly 6 months from the date of the accident or illness causing it. The disability must be total and permanent, as certified by a medical board or specialist doctors.',
  },
  {
    term: 'Waiver of Premium Rider',
    definition:
      "A rider under which the insurer waives all future premiums if the policyholder dies, becomes totally and permanently disabled or suffers a covered critical illness, while the policy continues. It is common in child plans, so the child's benefits remain intact.",
  },
  {
    term: 'Whole Life Insurance',
    definition:
      'A life policy that provides cover for the whole of life, or up to a high age such as 99 or 100 years, with the sum assured paid on death whenever it occurs. Many whole life plans also pay bonuses or regular survival income.',
  },
];

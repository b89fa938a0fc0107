import type { GlossaryEntry } from './types';

/** General insurance glossary (part 2): general, marine, reinsurance and motor vocabulary with Indian references. */
export const generalGlossary: readonly GlossaryEntry[] = [
  {
    term: 'Act of God',
    definition:
      'A natural event, such as an earthquake, flood, cyclone or lightning, that no human care could foresee or prevent. Such events are usually covered by property policies only when named as insured perils, and they can excuse a carrier from liability for goods in its care.',
  },
  {
    term: 'Actual Total Loss',
    definition:
      'A marine loss where the insured ship or cargo is completely destroyed, so damaged that it ceases to be a thing of the kind insured, or irretrievably lost to the owner. The insurer pays the full sum insured, subject to policy terms.',
  },
  {
    term: 'Add-on Cover',
    definition:
      'An optional extension bought with a motor or other policy for extra premium, such as zero depreciation, engine protection, return to invoice or roadside assistance. Add-ons widen the basic cover but carry their own conditions and limits.',
  },
  {
    term: 'Agreed Value Policy',
    definition:
      'A policy in which the insurer and the insured fix the value of the property at the start, usually after a valuation, so that a total loss is paid at that value without further proof. It is common for vintage cars, fine art and some marine hulls.',
  },
  {
    term: 'All Risks Insurance',
    definition:
      'Cover against accidental loss of or damage to property from any cause not specifically excluded, rather than only from a list of named perils. Jewellery, portable equipment and contract works are often insured this way; wear and tear and gradual deterioration remain excluded.',
  },
  {
    term: 'Average Clause',
    definition:
      'A condition that reduces a claim in proportion to underinsurance. If the sum insured is less than the value of the property at the time of loss, the insured bears a rateable share of the loss; for example, insuring half the value means only half of any partial loss is paid.',
  },
  {
    term: 'Bharat Griha Raksha',
    definition:
      'A standard home insurance policy introduced by IRDAI from April 2021 that covers the home building and, optionally, its contents against fire and allied perils such as flood, storm, earthquake, riot and theft following an insured event, with no average clause applied to the building.',
  },
  {
    term: 'Bharat Laghu Udyam Suraksha',
    definition:
      'A standard IRDAI fire and allied perils policy for small enterprises whose total value at risk at one location exceeds Rs. 5 crore but does not exceed Rs. 50 crore. It covers buildings, plant, machinery and stock against fire, natural catastrophes, riot, terrorism and similar perils.',
  },
  {
    term: 'Bharat Sookshma Udyam Suraksha',
    definition:
      'A standard IRDAI fire and allied perils policy for micro enterprises whose total value at risk at one location does not exceed Rs. 5 crore. It replaced the Standard Fire and Special Perils policy for such risks from April 2021 and covers buildings, contents and stock.',
  },
  {
    term: 'Bill of Lading',
    definition:
      'A document issued by a shipping carrier that acknowledges receipt of goods for carriage, sets out the terms of the contract of carriage and serves as a document of title. Whoever lawfully holds it can claim the goods at the port of discharge, and it is key evidence in cargo claims.',
  },
  {
    term: 'Boiler and Pressure Plant Insurance',
    definition:
      'Engineering cover for damage to boilers and pressure vessels caused by explosion or collapse, together with damage to surrounding property and third-party liability arising from the explosion. Insurers usually require periodic inspection reports under the Indian Boiler Regulations.',
  },
  {
    term: 'Burglary Insurance',
    definition:
      'Cover for loss of or damage to contents, stock and valuables following theft involving forcible and violent entry into or exit from the premises. It also pays for damage to the premises caused by the burglars; theft by employees or without forcible entry is usually excluded.',
  },
  {
    term: 'Business Interruption Insurance',
    definition:
      'Cover for loss of gross profit, standing charges and increased cost of working when a business is interrupted by insured damage to its property. In India it is usually written as a Fire Loss of Profits policy, and a claim normally requires an admitted material damage claim first.',
  },
  {
    term: "Carrier's Liability",
    definition:
      'The legal responsibility of a carrier for goods in its care. For sea carriage the Hague Rules, adopted in India by the Carriage of Goods by Sea Act 1925, originally limited liability to 100 pounds per package or unit unless a higher value was declared, so cargo owners need their own marine insurance.',
  },
  {
    term: 'Cashless Claim',
    definition:
      'A health or motor claim where the insurer or its TPA settles the bill directly with a network hospital or garage, so the insured pays only non-payable items, deductibles or co-payment. Pre-authorisation must be obtained before planned treatment or repairs begin.',
  },
  {
    term: 'Cedant',
    definition:
      'An insurance company that passes, or cedes, part of its risk to a reinsurer in return for a share of the premium. Also called the ceding company or reinsured, the cedant remains fully liable to its own policyholders whatever the reinsurer pays.',
  },
  {
    term: 'Claim Intimation',
    definition:
      'The first notice given to an insurer that a loss has happened, with basic details such as date, place, cause and estimated amount. Policies require intimation promptly or within a fixed time, and delay without good reason may prejudice the claim.',
  },
  {
    term: 'Co-insurance',
    definition:
      'An arrangement in which two or more insurers share one risk under a single policy in agreed percentages, with a lead insurer issuing documents and handling claims. In health insurance the term is also loosely used for the share of each claim the insured must bear.',
  },
  {
    term: 'Co-payment',
    definition:
      'A health insurance condition under which the insured pays a fixed percentage of every admissible claim, for example 10% or 20%, and the insurer pays the rest. Co-payment is common in senior citizen policies and lowers the premium, and IRDAI requires it to be clearly disclosed.',
  },
  {
    term: 'Commercial General Liability Insurance',
    definition:
      "A broad liability policy covering a business's legal liability to third parties for bodily injury and property damage arising from its premises, operations and products, along with defence costs. It is widely bought by Indian companies with foreign parents or export contracts.",
  },
  {
    term: 'Comprehensive Motor Policy',
    definition:
      'A motor package policy combining own damage cover for the insured vehicle against accident, fire, theft and natural calamities with the compulsory third-party liability cover required by the Motor Vehicles Act 1988. It is also called a package policy.',
  },
  {
    term: 'Compulsory Personal Accident Cover',
    definition:
      'Personal accident insurance for the owner-driver of a vehicle, mandatory under the Motor Vehicles Act 1988 and IRDAI rules. It pays a sum insured of Rs. 15 lakh for death or permanent total disability in a motor accident and may be bought as a separate policy.',
  },
  {
    term: 'Constructive Total Loss',
    definition:
      'A marine loss where the subject matter is not wholly destroyed but is reasonably abandoned because actual total loss seems unavoidable, or because recovery and repair would cost more than its value when repaired. The insured must give notice of abandonment to claim a total loss.',
  },
  {
    term: "Contractor's All Risks Policy",
    definition:
      'Engineering insurance for civil construction projects such as buildings, roads and bridges, covering the contract works, materials and site equipment against accidental damage during construction. It can include third-party liability and usually ends on handover or completion.',
  },
  {
    term: "Contractor's Plant and Machinery Insurance",
    definition:
      'Cover for construction plant such as cranes, excavators and concrete mixers against accidental damage while at work, at rest or being moved within the site. It is written on an annual basis, separately from the project cover, and excludes breakdown and wear and tear.',
  },
  {
    term: 'Cover Note',
    definition:
      'A temporary document issued by an insurer or its agent as proof of cover until the policy is issued. Cover notes were common in motor and marine business; IRDAI now restricts their use, and the premium must still be received first under Section 64VB.',
  },
  {
    term: 'Critical Illness Cover',
    definition:
      'A benefit policy paying a lump sum on first diagnosis of a listed serious illness, such as cancer, heart attack, stroke or kidney failure, usually after a survival period of 30 days. The payment is fixed and does not depend on actual medical bills.',
  },
  {
    term: 'Day-care Procedure',
    definition:
      'Medical treatment or surgery that, because of modern technology, needs less than 24 hours in hospital, such as cataract surgery, dialysis or chemotherapy. Health policies cover listed day-care procedures even though the usual minimum hospitalisation period is not met.',
  },
  {
    term: 'Declaration Policy',
    definition:
      'A fire policy for stocks that fluctuate in value, written for a maximum sum insured with a provisional premium. The insured declares stock values each month, and at expiry the premium is adjusted on the average declared value, subject to a retained minimum.',
  },
  {
    term: 'Deductible',
    definition:
      'The first part of each claim that the insured must bear, expressed as a fixed amount, a percentage of the loss or a time period. Deductibles remove small claims, lower premium and encourage care; in motor insurance there is a compulsory deductible and an optional voluntary one.',
  },
  {
    term: 'Depreciation (Motor)',
    definition:
      'The reduction applied to the cost of replacement parts in a motor own damage claim to reflect wear and tear. IRDAI schedules set rates such as 50% on rubber, nylon and plastic parts and batteries and 30% on fibreglass parts, while metal parts are depreciated by the age of the vehicle.',
  },
  {
    term: 'Deterioration of Stock Insurance',
    definition:
      'An engineering add-on cover for loss of perishable stock held in cold storage caused by a rise or fall in temperature following breakdown of the refrigeration plant. It is usually bought with machinery breakdown insurance on the same plant.',
  },
  {
    term: 'Directors and Officers Liability Insurance',
    definition:
      'Cover for the personal liability of company directors and officers for wrongful acts in their management roles, such as breach of duty, misstatement or neglect, including defence costs. The Companies Act 2013 expressly allows companies to buy this cover.',
  },
  {
    term: 'Domiciliary Hospitalisation',
    definition:
      'Medical treatment taken at home for an illness that would normally need hospital admission, where the patient cannot be moved or no hospital bed is available. Many Indian health policies cover it for more than three days of treatment, with a list of excluded conditions.',
  },
  {
    term: 'Double Insurance',
    definition:
      'The situation where the same subject matter is insured against the same risk with two or more insurers. The insured cannot recover more than the actual loss, and the insurers share it rateably under the contribution condition.',
  },
  {
    term: 'Earthquake Cover',
    definition:
      'Protection against damage caused by earthquake, fire following earthquake and related volcanic eruption or landslide. Under the Standard Fire and Special Perils policy it was an add-on rated by seismic zone, while the Bharat Sookshma and Laghu Udyam Suraksha policies include it as standard.',
  },
  {
    term: 'Electronic Equipment Insurance',
    definition:
      'An all risks engineering policy for computers, medical equipment, communication systems and similar electronic items, covering accidental physical damage, breakdown, fire and theft. It can be extended to cover external data media and the increased cost of working.',
  },
  {
    term: "Employees' Compensation Insurance",
    definition:
      "Cover for an employer's legal liability to pay compensation to workers injured or killed in accidents arising out of and in the course of employment, under the Employees' Compensation Act 1923 (formerly the Workmen's Compensation Act). It can be extended to medical expenses and occupational diseases.",
  },
  {
    term: 'Endorsement',
    definition:
      'A written document attached to a policy that alters its terms, such as a change of address, vehicle, financier, sum insured or covered perils. An endorsement forms part of the contract and may carry an additional or refund premium.',
  },
  {
    term: 'Engineering Insurance',
    definition:
      "A class of general insurance covering projects under construction and operating plant, including contractor's all risks, erection all risks, machinery breakdown, boiler explosion, electronic equipment and contractor's plant policies. Insurers often depend on technical inspections when underwriting it.",
  },
  {
    term: 'Erection All Risks Policy',
    definition:
      'Engineering cover for the erection and installation of plant and machinery, protecting the equipment against accidental damage during storage at site, erection, testing and commissioning. Third-party liability and the cost of removing debris can be added.',
  },
  {
    term: 'Excess of Loss Reinsurance',
    definition:
      'Non-proportional reinsurance in which the reinsurer pays losses above an agreed retention, up to a limit, for each risk or each event. For example, a cedant may keep the first Rs. 5 crore of any catastrophe and recover the next Rs. 45 crore from reinsurers.',
  },
  {
    term: 'Exclusion',
    definition:
      'A provision stating what a policy does not cover, such as war, nuclear risks, wilful misconduct, wear and tear or consequential loss. Exclusions define the limits of cover, and the insurer must prove that an exclusion applies when it relies on one.',
  },
  {
    term: 'Facultative Reinsurance',
    definition:
      "Reinsurance arranged for one individual risk, which the reinsurer is free to accept or decline after examining it. It is used for large or unusual risks that exceed the capacity of the cedant's treaties, and each placement is negotiated separately.",
  },
  {
    term: 'Fallen Building Clause',
    definition:
      'A fire policy condition under which cover on a building and its contents ceases if the building, or any substantial part of it, falls or is displaced other than by fire or another insured peril. The insured must tell the insurer, commonly within 7 days, and obtain written agreement if cover is to continue.',
  },
  {
    term: 'Fidelity Guarantee Insurance',
    definition:
      'Cover for an employer against direct financial loss caused by fraud, embezzlement or dishonesty of employees in connection with their duties. The loss must be discovered within a fixed period, and the employer must keep up agreed checks on accounts.',
  },
  {
    term: 'Fire Extinguisher Discount',
    definition:
      'A premium discount given on fire insurance for premises protected by approved portable fire extinguishers, hydrants or sprinkler systems. Under the former All India Fire Tariff the discount for extinguishers ranged from 2.5% to 10% depending on the type of protection and the risk.',
  },
  {
    term: 'Floater Policy',
    definition:
      'In fire insurance, a policy covering stocks that move between several locations under one sum insured, charged at the highest rate among the locations. In health insurance, a family floater covers all family members under a single shared sum insured.',
  },
  {
    term: 'Free Look Period',
    definition:
      'A period, now 30 days for health policies under IRDAI rules of 2024 (earlier 15 days), after receipt of a health or life policy during which the insured may return it if unsatisfied with the terms. The premium is refunded after deducting proportionate risk premium, medical examination and stamp duty costs.',
  },
  {
    term: 'Free of Particular Average',
    definition:
      'An older marine cargo condition under which partial losses are not paid unless the vessel has been stranded, sunk, burnt or in collision, apart from general average and total loss. It was largely replaced by the Institute Cargo Clauses (C).',
  },
  {
    term: 'General Average',
    definition:
      'A loss arising from a deliberate and reasonable sacrifice or expense, such as jettisoning cargo or paying for salvage, made to save a ship and cargo from common peril. All parties to the voyage share it in proportion to their saved values, under the York-Antwerp Rules.',
  },
  {
    term: 'GIC Re',
    definition:
      'General Insurance Corporation of India, the national reinsurer and the largest reinsurer in the Indian market. It receives obligatory cessions from Indian general insurers, leads many domestic treaties and manages the Indian Market Terrorism Risk Insurance Pool.',
  },
  {
    term: 'Grace Period',
    definition:
      'A period after the due date, commonly 30 days for annual health policies, during which a renewal premium can be paid without losing continuity benefits such as waiting period credits. Claims arising during the unpaid gap are generally not covered.',
  },
  {
    term: 'Group Health Insurance',
    definition:
      'A health policy issued to an employer or other group for the benefit of its members and their families, often with no waiting periods and cover for pre-existing diseases from day one. Premium is based on the experience and composition of the group.',
  },
  {
    term: 'Health Insurance Portability',
    definition:
      'The right given by IRDAI to transfer a health policy from one insurer to another at renewal while keeping credit for waiting periods already served, up to the previous sum insured. The request should be made at least 45 days before renewal.',
  },
  {
    term: 'Hit-and-Run Compensation',
    definition:
      'Compensation payable under Section 161 of the Motor Vehicles Act 1988 to victims of accidents where the offending vehicle cannot be traced. After the 2019 amendment the scheme pays Rs. 2 lakh for death and Rs. 50,000 for grievous hurt from the Motor Vehicle Accident Fund.',
  },
  {
    term: 'Hospitalisation',
    definition:
      'Admission to a hospital for at least 24 hours of continuous inpatient treatment, which is the basic condition for most health insurance claims. Listed day-care procedures are the exception, as they are covered even though the stay is shorter than 24 hours.',
  },
  {
    term: 'Hours Clause',
    definition:
      'A clause that treats all losses within a set period from one catastrophe as a single event for deductibles and reinsurance recoveries. Typical periods are 72 hours for storm, cyclone and riots, and 168 hours for floods or other catastrophes such as earthquake.',
  },
  {
    term: 'Hull Insurance',
    definition:
      'Marine insurance on the body, machinery and equipment of a ship, including fishing vessels and inland craft. Written on Institute Time Clauses (Hulls) or similar terms, it covers loss and damage from maritime perils plus a share of collision liability.',
  },
  {
    term: 'Hut Insurance',
    definition:
      'A simple fire policy for huts in rural areas, often sold through groups or rural schemes, covering fire and allied perils. Each hut is insured on an agreed value basis of Rs. 6,000 per hut, so no valuation is needed at the time of a claim.',
  },
  {
    term: 'Indemnity',
    definition:
      'The principle that insurance should restore the insured to the same financial position as just before the loss, no better and no worse. It underlies property and liability insurance and supports the related principles of contribution and subrogation.',
  },
  {
    term: 'Industrial All Risks Policy',
    definition:
      'A combined policy for large industrial and manufacturing risks covering material damage on an all risks basis, machinery breakdown and business interruption. It is offered only where the total sum insured at one or more locations is at least Rs. 100 crores.',
  },
  {
    term: 'Inland Transit Insurance',
    definition:
      'Marine cargo cover for goods moved within India by road, rail, inland waterway, air or post. Cover can be basic fire and accident only or all risks, and it may be bought per consignment or through an open policy for regular dispatches.',
  },
  {
    term: 'Institute Cargo Clauses (A)',
    definition:
      'The widest standard set of marine cargo clauses, giving all risks cover for loss or damage to goods in transit subject to listed exclusions, such as wilful misconduct, inherent vice, insufficient packing, delay, war and strikes. War and strikes are added by separate clauses.',
  },
  {
    term: 'Institute Cargo Clauses (B)',
    definition:
      'Named-perils cargo clauses covering fire, explosion, stranding, sinking, collision, overturning, earthquake, lightning, general average sacrifice, jettison, washing overboard, and entry of sea or river water into the vessel or container, as well as total loss of a package in loading or unloading.',
  },
  {
    term: 'Institute Cargo Clauses (C)',
    definition:
      'The most limited standard cargo clauses, covering only major casualties such as fire, explosion, stranding, sinking, collision, overturning of land conveyance, discharge at a port of distress, general average sacrifice and jettison. Natural perils and theft are not covered.',
  },
  {
    term: 'Institute Strikes Clauses (Cargo)',
    definition:
      'Clauses added to cargo insurance, for extra premium, to cover loss or damage caused by strikers, locked-out workers, people in riots and civil commotions, and terrorists. They do not cover loss caused by delay or by the absence of labour.',
  },
  {
    term: 'Institute War Clauses (Cargo)',
    definition:
      'Clauses covering cargo against war, civil war, capture, seizure and derelict mines or torpedoes. Cover generally applies only while the goods are on board an overseas vessel or aircraft, not during inland transit before loading or after discharge.',
  },
  {
    term: 'Insurable Interest',
    definition:
      'A legally recognised financial relationship with the subject matter, such that the insured benefits from its safety and suffers from its loss. It is essential for a valid insurance contract; in marine insurance it must exist at the time of loss.',
  },
  {
    term: 'Insurance Act 1938',
    definition:
      'The principal law governing insurance business in India, covering registration of insurers, investments, solvency, agents and intermediaries, premium receipt and policyholder protection. It has been amended many times, notably in 2015, and is administered by IRDAI.',
  },
  {
    term: 'Insurance Ombudsman',
    definition:
      'An independent grievance officer under the Insurance Ombudsman Rules 2017 who resolves complaints against insurers and intermediaries free of charge, for disputes up to Rs. 50 lakh. A complaint can be filed after the insurer rejects it or fails to reply within 30 days.',
  },
  {
    term: 'Insured Declared Value (IDV)',
    definition:
      "The sum insured of a vehicle under a motor policy, based on the manufacturer's listed selling price less age-based depreciation, plus fitted accessories. It is the maximum paid for total loss or theft, and the depreciation runs from 5% for vehicles under 6 months to 50% at four to five years old.",
  },
  {
    term: 'IRDAI',
    definition:
      'The Insurance Regulatory and Development Authority of India, the statutory regulator set up under the IRDA Act 1999 to license insurers and intermediaries, approve products, regulate solvency and protect policyholders. It is headquartered in Hyderabad.',
  },
  {
    term: 'Key Replacement Cover',
    definition:
      'A motor add-on that pays the cost of replacing lost or stolen vehicle keys, including changing locks and recoding key fobs where needed. It is usually limited to one or two claims a year and a fixed amount per claim.',
  },
  {
    term: 'Kidnap and Ransom Insurance',
    definition:
      'Specialist cover for ransom payments, extortion demands and related costs such as crisis consultants, travel and loss of ransom in transit, when an insured person is kidnapped or threatened. It is bought by companies sending staff to high-risk regions.',
  },
  {
    term: 'Letter of Subrogation',
    definition:
      "A document signed by the insured on settlement of a claim that transfers to the insurer the insured's rights to recover the loss from a responsible third party, such as a carrier or negligent neighbour. It is routinely required in marine and motor claims.",
  },
  {
    term: 'Limit of Indemnity',
    definition:
      'The maximum amount an insurer will pay under a liability policy, stated per accident or claim and often also for the whole policy period as an aggregate limit. Defence costs may fall within or in addition to this limit, depending on the wording.',
  },
  {
    term: 'Loss Ratio',
    definition:
      'Claims incurred expressed as a percentage of premiums earned for a portfolio or insurer over a period. A high loss ratio signals poor underwriting results, and it is closely watched by insurers, reinsurers and IRDAI in setting rates and terms.',
  },
  {
    term: 'Machinery Breakdown Insurance',
    definition:
      'Engineering cover for sudden and unforeseen physical damage to plant and machinery in operation, from causes such as electrical short circuits, faulty design, lack of lubrication or centrifugal force. Ordinary wear and tear and fire are excluded.',
  },
  {
    term: 'Marine Cargo Insurance',
    definition:
      'Insurance of goods in transit by sea, air, road, rail or post against loss or damage, covering imports, exports and domestic movements. Cover is commonly based on the Institute Cargo Clauses for overseas transit and on inland transit clauses for movement within India.',
  },
  {
    term: 'Marine Open Policy',
    definition:
      'An annual cargo policy issued for a large sum insured that covers all shipments within a defined scope automatically. The insured declares each dispatch, and the sum insured reduces by the value declared until it is exhausted or renewed.',
  },
  {
    term: 'Material Damage Proviso',
    definition:
      'A condition in a business interruption policy requiring that a material damage policy covering the same property be in force and that liability under it be admitted before a loss of profits claim can be paid.',
  },
  {
    term: 'Money in Transit Insurance',
    definition:
      'Cover for loss of cash, cheques and other money in transit between the premises and a bank, and usually in a safe or till overnight. Losses from infidelity of employees carrying the money are covered only if discovered within 48 hours.',
  },
  {
    term: 'Moral Hazard',
    definition:
      'The risk that arises from the honesty, attitude and conduct of the insured rather than from the physical features of the property. Careless behaviour, inflated claims and fraud are examples, and underwriters judge it from claims history and the proposal form.',
  },
  {
    term: 'Motor Accident Claims Tribunal',
    definition:
      'A special tribunal constituted under the Motor Vehicles Act 1988 to decide claims for compensation for death, bodily injury or third-party property damage arising from road accidents. Its awards are usually paid by the insurer of the offending vehicle.',
  },
  {
    term: 'Motor Vehicles Act 1988',
    definition:
      'The central Indian law on road transport. Chapter XI makes third-party liability insurance compulsory for every vehicle used in a public place, and the Act sets up Motor Accident Claims Tribunals. It was significantly amended in 2019.',
  },
  {
    term: 'Named Perils Policy',
    definition:
      'A policy that covers only the causes of loss listed in it, such as fire, lightning, explosion, storm and flood. The Standard Fire and Special Perils policy is an example; the insured must prove that an insured peril caused the loss.',
  },
  {
    term: 'Net Retention',
    definition:
      "The part of a risk or portfolio that an insurer keeps for its own account after all reinsurance, including obligatory cession, treaty and facultative placements. Retention levels depend on the insurer's capital and appetite and are approved by its board.",
  },
  {
    term: 'No Claim Bonus',
    definition:
      'A discount on the own damage premium of a motor policy for each claim-free year, rising in slabs of 20%, 25%, 35%, 45% and 50% after one to five or more consecutive claim-free years. It belongs to the owner, not the vehicle, and can be transferred to a new vehicle.',
  },
  {
    term: 'Notice of Loss (Cargo)',
    definition:
      "Written notice to the carrier of loss or damage to goods, which under the Hague Rules must be given at delivery or within 3 days if the damage is not apparent. The cargo owner's right to sue the carrier is lost unless suit is brought within 1 year of delivery.",
  },
  {
    term: 'Obligatory Cession',
    definition:
      'The percentage of every general insurance policy that Indian insurers must reinsure with the national reinsurer GIC Re under Section 101A of the Insurance Act 1938. IRDAI notifies the rate each year; it has been reduced over time from 20% to 4% for most classes.',
  },
  {
    term: 'Overseas Travel Insurance',
    definition:
      'Cover for people travelling abroad against emergency medical expenses, evacuation, loss of passport or baggage, trip delay and personal liability. Some countries require it for a visa, and claims are handled through international assistance companies.',
  },
  {
    term: 'Own Damage Cover',
    definition:
      'The part of a motor policy covering loss of or damage to the insured vehicle from accident, fire, theft, riot, flood and other listed perils. Since 2019 it can be bought as a standalone policy when valid long-term third-party cover is already in place.',
  },
  {
    term: 'Particular Average',
    definition:
      'A partial loss of ship or cargo caused by an insured peril that falls only on the owner of the damaged property, unlike general average, which is shared. It is recoverable from the marine insurer subject to the clauses and any deductible.',
  },
  {
    term: 'Pay As You Drive',
    definition:
      'A motor insurance option allowed by IRDAI in which own damage premium is linked to the kilometres driven or the driving behaviour recorded through telematics. Low-mileage drivers can pay less, while third-party cover remains unchanged.',
  },
  {
    term: 'Peril',
    definition:
      'A cause of loss, such as fire, flood, theft or collision, against which insurance may be taken. It differs from a hazard, which is a condition that increases the chance or severity of loss from a peril.',
  },
  {
    term: 'Physical Hazard',
    definition:
      'A physical feature of a risk that makes loss more likely or more severe, such as timber construction, storage of flammable goods, poor wiring or a location prone to floods. Underwriters price and accept risks with physical hazards in mind.',
  },
  {
    term: 'Pre-existing Disease',
    definition:
      'Any condition, ailment or injury diagnosed or treated within 36 months before a health policy is issued. IRDAI caps the waiting period for pre-existing diseases at 36 months, after which they are covered like any other illness.',
  },
  {
    term: 'Premium',
    definition:
      'The consideration paid by the insured to the insurer for the cover provided. Under Section 64VB of the Insurance Act 1938, a general insurer cannot assume a risk unless the premium has been received or guaranteed in advance.',
  },
  {
    term: 'Product Liability Insurance',
    definition:
      'Cover for a manufacturer, distributor or seller against legal liability for bodily injury or property damage caused by a defect in products supplied. The Consumer Protection Act 2019 created a specific product liability regime in India that increases the need for this cover.',
  },
  {
    term: 'Professional Indemnity Insurance',
    definition:
      'Liability cover for professionals, such as doctors, architects, chartered accountants and brokers, against claims from clients for negligence, errors or omissions in their professional services, including defence costs. IRDAI requires insurance brokers to hold it.',
  },
  {
    term: 'Proportional Reinsurance',
    definition:
      'Reinsurance in which the reinsurer takes an agreed share of each risk and receives the same share of premium, paying the same share of claims. The main forms are quota share, where a fixed percentage of every risk is ceded, and surplus treaties.',
  },
  {
    term: 'Proposal Form',
    definition:
      'The application form in which the prospective insured gives information about the risk, such as the property, vehicle, health or business. It forms the basis of the contract, and a false or incomplete answer on a material fact may let the insurer avoid the policy.',
  },
  {
    term: 'Public Liability Insurance',
    definition:
      "Cover for legal liability to members of the public for injury or property damage from the insured's premises or operations. The Public Liability Insurance Act 1991 makes such cover compulsory for owners handling hazardous substances, giving no-fault relief to victims.",
  },
  {
    term: 'Reinstatement Value Policy',
    definition:
      'A fire policy under which the claim is settled on the cost of reinstating damaged property with new property of the same kind, without deduction for depreciation. Reinstatement must normally be carried out within 12 months, and the sum insured must reflect full replacement cost.',
  },
  {
    term: 'Reinsurance',
    definition:
      'Insurance bought by an insurer from another insurer or reinsurer to share its risks, protect against large or catastrophe losses and increase its capacity. In India it is regulated by IRDAI reinsurance regulations, which set an order of preference for placing business.',
  },
  {
    term: 'Retention',
    definition:
      'The amount of each risk or loss that an insurer or insured keeps at its own cost. For an insurer it is the share not passed to reinsurers, and for an insured it takes the form of a deductible or excess.',
  },
  {
    term: 'Retrocession',
    definition:
      'Reinsurance bought by a reinsurer to pass on part of the risks it has accepted to other reinsurers, called retrocessionaires. GIC Re and other reinsurers use retrocession to manage their own exposures and protect their capital.',
  },
  {
    term: 'Riot, Strike and Malicious Damage',
    definition:
      'A peril under fire policies such as the Standard Fire and Special Perils policy, covering damage to property from riots, strikes, locked-out workers and deliberate malicious acts. Damage from terrorism is covered only under a separate terrorism cover.',
  },
  {
    term: 'Room Rent Limit',
    definition:
      'A sub-limit on the daily hospital room charge payable under a health policy, commonly 1% of the sum insured for a normal room and 2% for intensive care. If a costlier room is chosen, associated charges may be reduced proportionately.',
  },
  {
    term: 'Salvage',
    definition:
      'Damaged property recovered after a loss, which the insurer may take over and sell after paying a total loss, reducing the net claim. In marine law, salvage also means the reward payable to those who voluntarily save a ship or cargo at sea.',
  },
  {
    term: 'Section 64VB',
    definition:
      'The provision of the Insurance Act 1938 stating that no insurer shall assume any risk in India unless the premium is received in advance or guaranteed, or deposited in the prescribed manner. Cover therefore starts only after the premium is paid.',
  },
  {
    term: "Shopkeeper's Policy",
    definition:
      'A package policy for small shops combining covers such as fire and allied perils, burglary, money, plate glass, electrical equipment breakdown and public liability in one document. Sections may be chosen to suit the business.',
  },
  {
    term: 'Standard Fire and Special Perils Policy',
    definition:
      'The standard Indian fire policy covering buildings, plant and stock against fire, lightning, explosion, aircraft damage, riot, strike and malicious damage, storm, flood, impact, subsidence, landslide, bush fire and more. Earthquake and terrorism are optional add-ons.',
  },
  {
    term: 'Sub-limit',
    definition:
      'A cap within the overall sum insured on what is paid for a particular item, expense or treatment, such as room rent, cataract surgery or ambulance charges in health insurance. Sub-limits keep premiums lower but can reduce claims significantly.',
  },
  {
    term: 'Subrogation',
    definition:
      'The right of an insurer, after paying a claim, to step into the shoes of the insured and recover the loss from a third party responsible for it. It prevents the insured from being paid twice and applies to indemnity contracts.',
  },
  {
    term: 'Sue and Labour Clause',
    definition:
      'A marine clause requiring the insured to take reasonable steps to avert or minimise a loss, and promising that the insurer will pay the reasonable costs of doing so in addition to the claim for the loss itself.',
  },
  {
    term: 'Sum Insured',
    definition:
      'The maximum amount an insurer will pay under a policy or section for a loss. For property it should equal the full value of the property to avoid average, and in motor insurance it is the Insured Declared Value.',
  },
  {
    term: 'Surplus Treaty',
    definition:
      'A proportional reinsurance treaty in which the cedant keeps a fixed retention, called a line, on each risk and cedes the surplus above it up to a set number of lines. The share ceded therefore varies from risk to risk.',
  },
  {
    term: 'Surveyor and Loss Assessor',
    definition:
      'An independent professional licensed by IRDAI under Section 64UM of the Insurance Act 1938 to assess the cause and amount of general insurance losses. Claims above the thresholds set by IRDAI must be assessed by a licensed surveyor before settlement.',
  },
  {
    term: 'Terrorism Cover',
    definition:
      'Cover for damage caused by acts of terrorism, available in India as an add-on to property policies. Most of this risk is pooled in the Indian Market Terrorism Risk Insurance Pool, set up in 2002 by Indian insurers and managed by GIC Re.',
  },
  {
    term: 'Third-party Administrator (TPA)',
    definition:
      'A company licensed by IRDAI to service health insurance policies for insurers, including issuing health cards, approving cashless treatment at network hospitals and processing claims. TPAs are paid fees by insurers and cannot sell insurance.',
  },
  {
    term: 'Third-party Liability (Motor)',
    definition:
      'The legal liability of a vehicle owner for death, injury or property damage caused to others by the use of the vehicle. Insurance of this liability is compulsory under the Motor Vehicles Act 1988, and IRDAI sets the premium; death and injury cover is unlimited.',
  },
  {
    term: 'Treaty Reinsurance',
    definition:
      'A standing reinsurance agreement under which the cedant must cede and the reinsurer must accept all risks falling within agreed terms, usually for a year. It can be proportional, such as quota share or surplus, or non-proportional, such as excess of loss.',
  },
  {
    term: 'Underinsurance',
    definition:
      'A situation where the sum insured is less than the true value of the property. In a partial loss the insurer applies average and pays only a proportion of the loss, so regular revaluation of assets is important.',
  },
  {
    term: 'Underwriting',
    definition:
      'The process by which an insurer assesses a risk, decides whether to accept it and fixes the premium, terms and conditions. Underwriters consider information such as the proposal form, survey reports, claims history and reinsurance capacity.',
  },
  {
    term: 'Unoccupancy Clause',
    definition:
      'A condition in property policies that suspends or limits cover if a building is left unoccupied for longer than a set period, often 30 days, unless the insurer agrees. Unoccupied premises face higher risks of fire, theft and malicious damage.',
  },
  {
    term: 'Utmost Good Faith',
    definition:
      'The principle, called uberrimae fidei, that both parties to an insurance contract must disclose all material facts honestly and fully. Breach of this duty by the insured, such as hiding a known defect or illness, may allow the insurer to avoid the policy.',
  },
  {
    term: 'Valued Policy',
    definition:
      'A policy in which the value of the subject matter is agreed and stated at inception, so that in a total loss the agreed value is paid without re-valuation. Marine cargo is commonly valued at invoice cost plus freight plus a margin, often 10%.',
  },
  {
    term: 'Voluntary Deductible',
    definition:
      'An amount the insured chooses to bear on each own damage motor claim, in addition to the compulsory deductible, in return for a premium discount. A higher voluntary deductible gives a larger discount but leaves more of each claim with the insured.',
  },
  {
    term: 'Voyage Policy',
    definition:
      'A marine policy covering a ship or cargo for a specified voyage from one place to another, rather than for a period of time. Cargo policies are usually voyage policies, while hull policies are usually time policies.',
  },
  {
    term: 'Waiting Period',
    definition:
      'A period from the start of a health policy during which certain claims are not paid, such as 30 days for illnesses other than accidents, up to 36 months for specified diseases and up to 36 months for pre-existing diseases. Waiting periods are credited on portability.',
  },
  {
    term: 'Warehouse to Warehouse Clause',
    definition:
      "The transit clause in marine cargo policies under which cover starts when goods leave the seller's warehouse and ends on delivery to the consignee's warehouse, or 60 days after discharge from the vessel, whichever is earlier, under the Institute Cargo Clauses.",
  },
  {
    term: 'Warranty',
    definition:
      'A promise by the insured that something will or will not be done, or that a fact is true, which must be strictly complied with. In marine insurance a breach of warranty can discharge the insurer from liability even if it did not contribute to the loss.',
  },
  {
    term: 'Wear and Tear',
    definition:
      'Gradual deterioration of property through age and ordinary use. It is excluded from almost all property, engineering and motor policies because it is inevitable rather than accidental, and it is reflected in depreciation deducted from claims.',
  },
  {
    term: 'York-Antwerp Rules',
    definition:
      'An international set of rules for adjusting general average, first agreed in the nineteenth century and revised several times, most recently in 2016. Bills of lading and charter parties usually state that general average will be adjusted under these rules.',
  },
];

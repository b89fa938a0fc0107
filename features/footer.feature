Feature: Footer
  Every page ends with the footer: ten links, two social links, the licence, certification and
  working-hours statements, and the POSP button.

  @P1-1-iso-27001 @P1-1-working-hours @P1-2.1-footer-links @P1-2.1-footer-targets
  @P1-2.1-footer-partners-new-tab @P1-2.1-footer-social @P1-2.1-footer-statements
  Scenario: The footer's links and statements
    When I visit "/careers"
    Then the footer links read "Partners, Grievance, Privacy Policy, Disclaimer, Careers, Life Insurance Glossary, General Insurance Glossary, Useful Links, Insurer Forms, Compliance"
    And the footer links lead to "/about/partners, /grievance, /privacy, /disclaimer, /careers, /knowledge/glossary/life-insurance, /knowledge/glossary/general-insurance, /knowledge/useful-links, /knowledge/forms, /compliance"
    And the footer's link "Partners" opens "/about/partners" in a new tab
    And the footer's link "Compliance" opens "/compliance" in the same tab
    And the footer's social media list has 2 links, each opening in a new tab without access to this page
    And the footer's licence statement reads "Licensed by IRDAI as a Composite Broker, Licence No. 381." and links to IRDAI's website
    And the footer shows "ISO 27001:2022 certified for information security management."
    And the footer shows "Working hours: Monday to Friday, 09:00 AM to 7:00 PM."

  @P1-2.1-footer-posp @P1-2.4-opened-from-footer @P1-2.4-no-scroll
  Scenario: The POSP button opens the POSP form
    When I visit "/careers"
    And I click "Become a POSP"
    Then the "Become a POSP partner" form is open
    And the page behind cannot scroll

  @ADD-13.footer-disclosures @issue-13
  Scenario: Every page discloses who we are, our licence, our officers and official numbers, and warns of spurious calls
    Then the footer of every page discloses:
      | Kizuna Bharat Insurance Brokers Private Limited, CIN: U66220KA2008PTC047381                                                                                                                       |
      | Registered office: Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025                                                                                                         |
      | Licensed by IRDAI as a Composite Broker, Licence No. 381. Check its current status on the IRDAI website                                                                                          |
      | Principal Officer: Narayan Subramanian, principal.officer@kizunabharat.example                                                                                                                   |
      | Compliance Officer (grievances): Arjun Mehta, compliance.officer@kizunabharat.example                                                                                                            |
      | Official numbers to call us: Head office +91 80 4567 8900, Claims helpline +91 80 4567 8911                                                                                                      |
      | Beware of spurious calls                                                                                                                                                                         |
      | IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint. |
      | We call you only from 1600-80-4567                                                                                                                                                               |
    And the footer's link "Check its current status on the IRDAI website" opens "https://irdai.gov.in/" in a new tab

  @P1-1-licence-381 @ADD-25.licence-statement @ADD-27.licence-once
  Scenario Outline: The footer states the licence number and where to check it, never a lapsed date as current
    When I visit "<page>"
    Then the footer's licence statement reads "<statement>" and links to IRDAI's website
    And the footer nowhere states the date "01/09/2026" or a validity

    Examples:
      | page     | statement                                                                              |
      | /careers | Licensed by IRDAI as a Composite Broker, Licence No. 381.                              |
      | /hi/     | IRDAI द्वारा कंपोज़िट ब्रोकर के रूप में लाइसेंस प्राप्त, लाइसेंस सं. 381।                          |
      | /ja/     | IRDAIよりコンポジット・ブローカーとして登録を受けています（登録番号381）。                                       |

  @ADD-25.calls-1600
  Scenario Outline: The spurious-calls notice names the 1600-series number we call from, and the 140-series rule
    When I visit "<page>"
    Then the spurious-calls notice says "<our calls>"
    And the spurious-calls notice says "<promotional>"

    Examples:
      | page     | our calls                                                                                                                                                    | promotional                                                          |
      | /careers | We call you only from 1600-80-4567: under TRAI’s rules, service and transactional calls from insurers and insurance brokers come from 1600-series numbers. | TRAI allows them only from 140-series numbers                        |
      | /hi/     | हम आपको केवल 1600-80-4567 से कॉल करते हैं                                                                                                                       | TRAI ऐसी कॉल केवल 140-सीरीज़ के नंबरों से करने देता है                         |
      | /ja/     | 当社からのお電話は、1600-80-4567からのみおかけします。                                                                                                             | TRAIは勧誘の電話を140番台の番号からに限り                                     |

  @ADD-25.officers-one-source
  Scenario Outline: Every page that names an officer gives the same name and title
    When I visit "<page>"
    Then the officers named on the page are "<officers>"

    Examples:
      | page                          | officers                                                      |
      | /careers                      | Principal Officer: Narayan Subramanian; Compliance Officer: Arjun Mehta |
      | /grievance                    | Principal Officer: Narayan Subramanian; Compliance Officer: Arjun Mehta |
      | /privacy                      | Principal Officer: Narayan Subramanian; Compliance Officer: Arjun Mehta |
      | /privacy/your-data            | Principal Officer: Narayan Subramanian; Compliance Officer: Arjun Mehta |
      | /about/key-management-team    | Principal Officer: Narayan Subramanian; Compliance Officer: Arjun Mehta |
      | /hi/grievance                 | प्रधान अधिकारी: नारायण सुब्रमण्यन; अनुपालन अधिकारी: अर्जुन मेहता        |
      | /hi/about/key-management-team | प्रधान अधिकारी: नारायण सुब्रमण्यन; अनुपालन अधिकारी: अर्जुन मेहता        |
      | /hi/privacy/your-data         | प्रधान अधिकारी: नारायण सुब्रमण्यन; अनुपालन अधिकारी: अर्जुन मेहता        |

  @ADD-13.footer-rights-links @issue-13
  Scenario: The footer leads to the accessibility statement and the Your data page
    When I visit "/careers"
    And I follow "Accessibility" in the footer
    Then I see the heading "Accessibility Statement"
    When I follow "Your data" in the footer
    Then I see the heading "Your Data and Your Rights"

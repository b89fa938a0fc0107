Feature: Footer
  Every page ends with the footer: ten links, two social links, the licence, certification and
  working-hours statements, and the POSP button.

  @P1-1-iso-27001 @P1-1-licence-381 @P1-1-working-hours @P1-2.1-footer-links @P1-2.1-footer-targets
  @P1-2.1-footer-partners-new-tab @P1-2.1-footer-social @P1-2.1-footer-statements
  Scenario: The footer's links and statements
    When I visit "/careers"
    Then the footer links read "Partners, Grievance, Privacy Policy, Disclaimer, Careers, Life Insurance Glossary, General Insurance Glossary, Useful Links, Insurer Forms, Compliance"
    And the footer links lead to "/about/partners, /grievance, /privacy, /disclaimer, /careers, /knowledge/glossary/life-insurance, /knowledge/glossary/general-insurance, /knowledge/useful-links, /knowledge/forms, /compliance"
    And the footer link "Partners" opens "/about/partners" in a new tab
    And the footer link "Compliance" opens "/compliance" in the same tab
    And the footer has 2 social links opening in a new tab
    And the footer states "Licensed by IRDAI as a Composite Broker, Licence No. 381, valid until 01/09/2026."
    And the footer states "ISO 27001:2022 certified for information security management."
    And the footer states "Working hours: Monday to Friday, 09:00 AM to 7:00 PM."

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
      | IRDAI-registered Composite Broker, Licence No. 381, valid till 01/09/2026                                                                                                                        |
      | Principal Officer: Rajesh Venkataraman                                                                                                                                                           |
      | Grievance Officer: Kavitha Subramanian, grievance.officer@kizunabharat.example                                                                                                                   |
      | Official phone numbers: Head office +91 80 4567 8900, Claims helpline +91 80 4567 8911                                                                                                           |
      | Beware of spurious calls                                                                                                                                                                         |
      | IRDAI is not involved in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint. |
    And the footer's "Verify our licence on the IRDAI website" opens "https://irdai.gov.in/" in a new tab

  @ADD-13.footer-rights-links @issue-13
  Scenario: The footer leads to the accessibility statement and the Your data page
    When I visit "/careers"
    And I follow "Accessibility" in the footer
    Then I see the heading "Accessibility Statement"
    When I follow "Your data" in the footer
    Then I see the heading "Your Data and Your Rights"

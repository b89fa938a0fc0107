Feature: Footer
  Every page ends with the footer: ten links, two social links, the licence, certification and
  working-hours statements, and the POSP button.

  Scenario: The footer's links and statements
    When I open "/careers"
    Then the footer links read "Partners, Grievance, Privacy Policy, Disclaimer, Careers, Life Insurance Glossary, General Insurance Glossary, Useful Links, Insurer Forms, Compliance"
    And the footer link "Partners" opens "/about/partners" in a new tab
    And the footer link "Compliance" opens "/compliance" in the same tab
    And the footer has 2 social links opening in a new tab
    And the footer states "Licensed by IRDAI as a Composite Broker, Licence No. 381, valid until 01/09/2026."
    And the footer states "ISO 27001:2022 certified for information security management."
    And the footer states "Working hours: Monday to Friday, 09:00 AM to 7:00 PM."

  Scenario: The POSP button opens the POSP form
    When I open "/careers"
    And I click "Become a POSP"
    Then the "Become a POSP partner" form is open
    And the page behind cannot scroll

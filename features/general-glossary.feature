Feature: General Insurance Glossary
  General, marine, reinsurance and motor vocabulary with Indian references,
  with the same search and letter filter as the life glossary.

  Background:
    Given I visit "/knowledge/glossary/general-insurance"

  @P2-2-glossary-static @P2-2-general-breadcrumb @P2-2-general-same @P2-2-general-no-x @P2-7-no-calls
  @P2-3-glossary-blank-entries
  Scenario: All terms by letter; letters without terms are not offered
    Then I see the heading "General Insurance Glossary"
    And the breadcrumb reads "Home > Knowledge Bank > Glossary > General Insurance"
    And the glossary shows all its terms grouped by letter
    And the glossary letters nowhere say "X"
    And no glossary term or definition is blank
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-general-same @P2-9-fact-extinguisher @P2-9-fact-hut @P2-9-fact-industrial-all-risks
  @P2-9-fact-fallen-building @P2-9-fact-hours-72 @P2-9-fact-hours-168 @P2-9-fact-money-transit
  @P2-9-fact-carrier-100-pounds @P2-9-fact-cargo-notice @P2-9-fact-hospitalisation
  Scenario Outline: The glossary states <fact>
    When I search the glossary for "<search>"
    Then the glossary shows "<term>" among the results
    And the definition of "<term>" mentions "<fact>"

    Examples:
      | search               | term                         | fact                  |
      | extinguisher         | Fire Extinguisher Discount   | 2.5% to 10%           |
      | hut                  | Hut Insurance                | Rs. 6,000 per hut     |
      | industrial all risks | Industrial All Risks Policy  | Rs. 100 crores        |
      | fallen building      | Fallen Building Clause       | 7 days                |
      | hours clause         | Hours Clause                 | 72 hours              |
      | hours clause         | Hours Clause                 | 168 hours             |
      | transit              | Money in Transit Insurance   | 48 hours              |
      | hospitalisation      | Hospitalisation              | at least 24 hours     |
      | carrier              | Carrier's Liability          | 100 pounds per package |
      | notice of loss       | Notice of Loss (Cargo)       | within 3 days         |
      | notice of loss       | Notice of Loss (Cargo)       | 1 year                |

  @P2-2-general-coverage
  Scenario: General, marine, reinsurance and motor vocabulary, with Indian regulatory references
    When I search the glossary for "marine"
    Then the glossary shows the 20 terms that mention "marine", with the count "(20 found)"
    When I search the glossary for "reinsurance"
    Then the glossary shows the 10 terms that mention "reinsurance", with the count "(10 found)"
    When I search the glossary for "motor"
    Then the glossary shows the 20 terms that mention "motor", with the count "(20 found)"
    When I search the glossary for "IRDAI"
    Then the glossary shows the 20 terms that mention "IRDAI", with the count "(20 found)"

  @P2-2-general-same
  Scenario: Letter, search and back
    When I choose the glossary letter "M"
    Then the glossary heading reads "Terms starting with M"
    When I choose the glossary letter "M"
    Then the glossary shows all its terms grouped by letter
    When I search the glossary for "zzzz"
    Then I see "No results found for \"zzzz\""

  @ADD-5.glossary-in-html
  Scenario: Search engines receive every term
    Then the HTML served for "/knowledge/glossary/general-insurance" contains every general insurance term and definition

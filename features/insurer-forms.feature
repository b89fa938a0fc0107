Feature: Insurer forms
  General and health insurers with links to forms on their own websites.

  @P2-2-forms-insurers @P2-2-forms-22 @P2-2-forms-placeholder @P2-7-no-calls
  Scenario: Insurers by group, with their form links
    Given I visit "/knowledge/forms"
    Then I see the heading "Insurer Forms"
    And the breadcrumb reads "Home > Knowledge Bank > Forms"
    And the insurer groups read "Public sector general insurers, Private general insurers, Standalone health insurers"
    And I see all 22 insurers, each with a form link opening in a new tab
    And one form is shown as "not available" instead of a link
    And the page made no calls to the backend
    And the page has no accessibility violations

  @ADD-5.insurer-filter
  Scenario: Finding an insurer by name
    Given I visit "/knowledge/forms"
    When I look for the insurer "star health"
    Then the insurers read, in order:
      | Star Health and Allied Insurance |
    When I look for the insurer "no such insurer"
    Then I see "No insurer matches “no such insurer”."
    When I click "Show all insurers"
    Then I see all 22 insurers, each with a form link opening in a new tab

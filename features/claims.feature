@issue-12
Feature: Claims help
  Claims assistance is half of a composite broker's promise. /claims says how to raise a claim
  for each line of insurance, what to send and how long it takes, links the insurers' own claim
  forms and offers the claims helpline and a call back.

  @ADD-12.claims-page
  Scenario: The claims page covers every line, its documents and timelines
    When I visit "/claims"
    Then I see the heading "Claims help"
    And the breadcrumb reads "Home > Claims help"
    And the claims page explains "Motor (car, two-wheeler, commercial vehicle); Health; Life; Property and marine; Liability", each with its steps, documents and timelines
    And the claims page links every insurer claim form of the insurer forms list, each in a new tab
    And the claims helpline "+91 80 4567 8911" can be called at "tel:+918045678911"
    And the page has no accessibility violations

  @ADD-12.claims-page
  Scenario: Get a call back asks for a call back about a claim
    Given my screen is 390 px wide and 844 px high
    When I visit "/claims"
    And I click "Get a call back for Claims help"
    Then the call-back form is open with "Claims help" chosen and no mobile number
    When I fill in "Your name" with "Meera Iyer"
    And I fill in "Mobile number" with "9988776655"
    And I agree to be contacted about this request
    And I send the form
    Then one call-back request was sent: product "Claim help", name "Meera Iyer", phone "9988776655", as soon as possible
    And the call-back confirmation says "We will call +91 99887 76655" and shows the reference "CB-2026-007315"

  @ADD-12.claims-page @ADD-12.knowledge-bank-menu @ADD-2.prerendered-pages @ADD-2.sitemap-robots
  Scenario: Claims and the Knowledge Bank are in the main navigation, the sitemap and the pre-rendered pages
    When I visit "/"
    And I click "Knowledge Bank"
    Then the Knowledge Bank menu leads to "/knowledge/glossary/life-insurance, /knowledge/glossary/general-insurance, /knowledge/useful-links, /knowledge/forms"
    When I follow "Claims" in the main navigation
    Then I am on "/claims"
    And "Claims" is the current page in the top navigation
    And the HTML served for "/claims" already contains the heading "Claims help"
    And the sitemap lists "/claims"
    When my screen is 390 px wide
    And I open the menu
    And I expand "Knowledge Bank" in the menu
    Then the menu shows "Insurer Forms"
    And the menu's link "Claims" leads to "/claims"

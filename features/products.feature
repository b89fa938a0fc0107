Feature: Insurance products catalogue
  Visitors browse the products we arrange: Life, Non-Life (Corporate and Retail) and Reinsurance.
  Products open as accordion rows, one at a time. The chosen category is kept in the page address,
  so a category can be shared as a link.

  @P2-2-products-heading @P2-2-products-sidebar @P2-2-products-panel-title @P2-2-products-life @P2-2-products-static
  @P2-7-no-calls
  Scenario: Life is shown first, with its products closed
    Given I visit "/products"
    Then I see the heading "Our Insurance Products"
    And the breadcrumb reads "Home > Products"
    And the product sidebar "Browse Products" offers "Life, Non-Life, Reinsurance"
    And the product panel is titled "Life"
    And the products listed are "Term Life Insurance, Endowment Insurance, Money Back Insurance, Group Term Life Insurance"
    And no product is open
    And the Non-Life sub-categories are collapsed
    And the page made no calls to the backend
    And the page has no accessibility violations

  @ADD-27.products-as-choices
  Scenario: On a phone, the first screen offers what visitors buy, each one tap from a call-back or claims help
    Given my screen is 390 px wide
    And I visit "/products"
    Then the first screen offers "Car, Bike, Health, Life, Business, Claims help", each whole on it and clear of the action bar
    When I tap the choice "Health"
    Then the call-back form is open with "Health" chosen and no mobile number
    When I press "Escape"
    And I tap the choice "Claims help"
    Then I am on "/claims"
    And the page has no accessibility violations

  @P2-2-products-one-open @P2-2-products-click-closes
  Scenario: Only one product is open at a time, and clicking the open product closes it
    Given I visit "/products"
    When I open the product "Term Life Insurance"
    Then only the product "Term Life Insurance" is open, explaining "sum assured to the nominee"
    When I open the product "Endowment Insurance"
    Then only the product "Endowment Insurance" is open, explaining "disciplined savings"
    And the page has no accessibility violations
    When I click the product "Endowment Insurance" again
    Then no product is open

  @P2-2-products-non-life @P2-2-products-sub-category @P2-2-products-panel-title @P2-2-products-corporate
  @P2-2-products-retail
  Scenario: Choosing Non-Life selects Corporate and expands its sub-categories
    Given I visit "/products"
    When I choose the product category "Non-Life"
    Then the product panel is titled "Non-Life · Corporate"
    And the Non-Life sub-categories "Corporate, Retail" are expanded with "Corporate" selected
    And the products listed are "Property Insurance, Project Insurance, Marine Insurance, Employee Benefits, Liability Insurance, Credit Insurance, Surety Bonds, Consequential Loss"
    And the products page address is "/products?category=non-life&sub=corporate"
    When I choose the product sub-category "Retail"
    Then the product panel is titled "Non-Life · Retail"
    And the products listed are "Motor Insurance, Health Insurance, Travel Insurance, Personal Accident Insurance, Home Insurance, Shopkeepers’ Insurance"
    And the products page address is "/products?category=non-life&sub=retail"

  @P2-2-products-marine
  Scenario: The marine product lists its cargo policy forms and hull
    Given I visit "/products?category=non-life&sub=corporate"
    When I open the product "Marine Insurance"
    Then the open product lists "Annual Policy, Open Cover, Open Policy, Specific Voyage Policy, Sales Turnover Policy, Hull"

  @P2-2-products-liability
  Scenario: The liability product lists its four covers
    Given I visit "/products?category=non-life&sub=corporate"
    When I open the product "Liability Insurance"
    Then the open product lists "Commercial General Liability, Product Liability, Public Liability, Professional Indemnity"

  @P2-2-products-toggle
  Scenario: The arrow collapses and expands the Non-Life sub-categories without changing the products
    Given I visit "/products?category=non-life&sub=retail"
    When I use the arrow beside the Non-Life product category
    Then the Non-Life sub-categories are collapsed
    And the product panel is titled "Non-Life · Retail"
    When I use the arrow beside the Non-Life product category
    Then the Non-Life sub-categories "Corporate, Retail" are expanded with "Retail" selected

  @P2-2-products-switch-clears @P2-4-products-collapses
  Scenario: Choosing another category collapses Non-Life and closes the open product
    Given I visit "/products?category=non-life&sub=corporate"
    When I open the product "Marine Insurance"
    And I choose the product category "Reinsurance"
    Then the product panel is titled "Reinsurance"
    And the Non-Life sub-categories are collapsed
    And the products page address is "/products?category=reinsurance"
    When I choose the product category "Non-Life"
    Then no product is open
    When I choose the product category "Life"
    Then the products page address is "/products"
    And the Non-Life sub-categories are collapsed

  @P2-2-reinsurance-services @P2-2-reinsurance-facultative
  Scenario: A link to the Reinsurance category opens it, with its services and facultative lines
    Given I visit "/products?category=reinsurance"
    Then the product panel is titled "Reinsurance"
    And the reinsurance panel describes 6 broker services, starting with "Portfolio and Exposure Analysis"
    And the facultative lines read, in order:
      | Fire and Special Perils                    |
      | Contractors and Erection All Risks         |
      | Marine Hull and Cargo (War and SRCC)       |
      | Liability                                  |
      | Marine Cargo Rejection                     |
      | Sabotage, Terrorism and Political Violence |
      | Kidnap and Ransom                          |
    And the page has no accessibility violations

  @ADD-6.products-address
  Scenario: The pre-rendered products page shows Life whatever the address asks for
    Then the products page served for "/products?category=reinsurance" before scripts run shows the "Life" products
    And the products page served for "/products?category=non-life&sub=retail" before scripts run shows the "Life" products

  @ADD-6.products-address
  Scenario Outline: An unknown category in the address falls back to Life
    Given I visit "<address>"
    Then the product panel is titled "Life"

    Examples:
      | address                          |
      | /products?category=pets          |
      | /products?category=&sub=retail   |

  @ADD-6.products-keyboard
  Scenario: Products open and move from the keyboard
    Given I visit "/products"
    When I move the keyboard focus to the product "Term Life Insurance"
    And I press "Enter"
    Then only the product "Term Life Insurance" is open, explaining "sum assured to the nominee"
    When I press "ArrowDown"
    Then the product "Endowment Insurance" has the focus
    When I press "Space"
    Then only the product "Endowment Insurance" is open, explaining "disciplined savings"
    When I press "End"
    Then the product "Group Term Life Insurance" has the focus
    When I press "Enter"
    And I press "Enter"
    Then no product is open

  @ADD-6.products-phone @ADD-10.no-sideways-scroll
  Scenario: On a phone the product sidebar sits above the products
    Given my screen is 390 px wide
    And I visit "/products?category=non-life&sub=retail"
    Then the product sidebar is shown above the products
    And the page does not scroll sideways
    And the page has no accessibility violations

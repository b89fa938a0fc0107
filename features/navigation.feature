Feature: Site navigation
  A fixed header with the logo and the company name, the top navigation with the About
  dropdown on wide screens and a hamburger menu with an About accordion on narrow screens.

  @P1-2.1-header-logo-name @P1-2.1-header-fixed @P1-2.1-logo-home @P1-2.1-top-navigation
  Scenario: The header links home, names the company and stays at the top
    When I visit "/services"
    Then the header's link "Kizuna Bharat Insurance Brokers Private Limited, home" leads to "/"
    And the header shows "Kizuna Bharat Insurance Brokers Private Limited"
    And the top navigation reads "Home, About, Products, Services, Knowledge Bank, Claims, Contact"
    When I scroll down the page
    Then the header is still at the top of the screen

  @P1-2.1-name-from-small
  Scenario: The company name shows from a small screen upward
    Given my screen is 639 px wide
    When I visit "/"
    Then the header shows the logo without the company name
    When my screen is 640 px wide
    Then the header shows "Kizuna Bharat Insurance Brokers Private Limited"

  @P1-2.1-external-plain-links @P1-2.1-login-link
  Scenario: A plain link leads to the customer login site, on wide screens and in the phone menu
    When I visit "/about/company"
    Then the header has a plain link "Customer login" to the customer login site
    When my screen is 390 px wide
    And I open the menu
    Then the menu has a plain link "Customer login" to the customer login site
    And following "Customer login" leaves for the customer login site without a call to the backend

  @P1-2.1-about-seven-pages @P1-2.1-about-paths @P1-2.1-about-400px @P1-2.1-about-hover @P1-2.1-about-close-200ms
  Scenario: About opens on hover and closes 200 ms after the pointer leaves
    Given the clock is under test control
    When I visit "/"
    And I point at "About"
    Then the About menu is open with its seven pages
    And the About menu leads to "/about/company, /about/board-of-directors, /about/key-management-team, /about/composite-license, /about/clients, /about/partners, /about/csr"
    And the About menu is about 400 px wide
    When I move the pointer away
    And 199 ms pass
    Then the About menu is open with its seven pages
    When 1 ms passes
    Then the About menu is closed

  @ADD-3.about-keyboard
  Scenario: About works by keyboard
    When I visit "/"
    And I press Tab until "About" has focus
    And I press "Enter"
    Then the About menu is open with its seven pages
    When I press "Escape"
    Then the About menu is closed
    And "About" has focus
    When I press "Space"
    Then the About menu is open with its seven pages

  @P1-2.1-current-highlighted @P1-2.1-link-closes-menus @P1-2.1-scroll-top
  Scenario: Choosing a page closes the menu, highlights it and scrolls to the top
    When I visit "/contact"
    And I scroll down the page
    And I click "About"
    And I click "Key Management Team" in the About menu
    Then I am on "/about/key-management-team"
    And the About menu is closed
    And "About" is highlighted as the current section
    And the page is scrolled to the top

  @P1-2.1-outside-closes-menus
  Scenario: A click outside the navigation closes the menu
    When I visit "/"
    And I click "About"
    And I click outside the navigation
    Then the About menu is closed

  @P1-2.1-current-highlighted
  Scenario: The current page is highlighted
    When I visit "/products"
    Then "Products" is the current page in the top navigation
    When I visit "/careers"
    Then no top navigation item is highlighted

  @P1-2.1-knowledge-prefix @ADD-12.knowledge-bank-menu @issue-12
  Scenario: Knowledge pages highlight the Knowledge Bank menu, which the /knowledge/ prefix stands for
    When I visit "/knowledge/forms"
    Then "Knowledge Bank" is highlighted as the current section

  @P1-2.1-about-seven-pages @P1-2.1-hamburger @P1-2.1-about-accordion @P1-2.1-link-closes-menus
  Scenario: Phones get a hamburger menu with an About accordion
    Given my screen is 390 px wide
    When I visit "/"
    Then the top navigation is hidden behind the menu button
    When I open the menu
    Then the menu is open
    When I expand "About" in the menu
    Then the menu's About pages read "Company Overview, Board of Directors, Key Management Team, Composite License, Clients, Partners, CSR"
    When I choose "CSR" in the menu
    Then I am on "/about/csr"
    And the menu is closed
    When I open the menu
    And I press "Escape"
    Then the menu is closed
    And the page has no accessibility violations

  @ADD-28.menu-callback
  Scenario: "Get a call back" in the phone menu opens the call-back form, which gives the focus back to the menu button when it closes
    Given my screen is 390 px wide
    When I visit "/services"
    And I open the menu
    And I click "Get a call back" in the menu
    Then the call-back form is open with nothing chosen and no mobile number
    And the menu is closed
    When I press "Escape"
    Then no form is open
    And "Open menu" has the focus again

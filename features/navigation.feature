Feature: Site navigation
  A fixed header with the logo and the company name, the top navigation with the About
  dropdown on wide screens and a hamburger menu with an About accordion on narrow screens.

  Scenario: The header links home and names the company
    When I open "/services"
    Then the logo links to the home page
    And the header shows "Kizuna Bharat Insurance Brokers Private Limited"
    And the top navigation reads "Home, About, Products, Services, Contact"

  Scenario: About opens on hover and closes 200 ms after the pointer leaves
    Given the clock is under test control
    When I open "/"
    And I point at "About"
    Then the About menu is open with its seven pages
    And the About menu is about 400 px wide
    When I move the pointer away
    And 199 ms pass
    Then the About menu is open with its seven pages
    When 1 ms passes
    Then the About menu is closed

  Scenario: About works by keyboard
    When I open "/"
    And I press Tab until "About" has focus
    And I press "Enter"
    Then the About menu is open with its seven pages
    When I press "Escape"
    Then the About menu is closed
    And "About" has focus
    When I press "Space"
    Then the About menu is open with its seven pages

  Scenario: Choosing a page closes the menu, highlights it and scrolls to the top
    When I open "/contact"
    And I scroll down the page
    And I click "About"
    And I click "Key Management Team" in the About menu
    Then I am on "/about/key-management-team"
    And the About menu is closed
    And "About" is highlighted as the current section
    And the page is scrolled to the top

  Scenario: A click outside the navigation closes the menu
    When I open "/"
    And I click "About"
    And I click outside the navigation
    Then the About menu is closed

  Scenario: The current page is highlighted
    When I open "/products"
    Then "Products" is the current page in the top navigation

  Scenario: Knowledge pages highlight no top-level item
    When I open "/knowledge/forms"
    Then no top navigation item is highlighted

  Scenario: Phones get a hamburger menu with an About accordion
    Given my screen is 390 px wide
    When I open "/"
    Then the top navigation is hidden behind the menu button
    When I open the menu
    Then the menu button is expanded
    When I expand "About" in the menu
    Then I see the seven About pages in the menu
    When I choose "CSR" in the menu
    Then I am on "/about/csr"
    And the menu is closed
    When I open the menu
    And I press "Escape"
    Then the menu is closed
    And the page has no accessibility violations

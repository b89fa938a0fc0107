@issue-12
Feature: Call-back entry points
  A visitor on a phone can ask us to call from the first screen, from any product, from the
  header or from a bar at the bottom of the screen. The home hero's box is itself the call-back
  form (its four-tap journey is in first-screen.feature); every other entry point opens the same
  call-back dialog, with the product already chosen where the visitor came from one. Every entry
  point, the form's heading and its send button read the one label "Get a call back".

  @ADD-12.hero-callback
  Scenario: The hero box checks what the call is about and the number before sending
    Given my screen is 390 px wide and 844 px high
    When I visit "/"
    And I type "98765" into "Mobile number"
    And I send the form
    Then the choice "Insurance for" shows "Please choose what the call is about"
    And the field "Mobile number" shows "Please enter a valid 10-digit phone number"
    And nothing is sent to the call-back address within 500 ms

  @ADD-12.product-callback
  Scenario: A product on /products asks for a call back with the product chosen
    Given my screen is 390 px wide and 844 px high
    When I visit "/products"
    And I open the product "Term Life Insurance"
    And I click "Get a call back for Term Life Insurance"
    Then the call-back form is open with "Life" chosen and no mobile number
    When I fill in "Your name" with "Ravi Kumar"
    And I fill in "Mobile number" with "9123456789"
    And I agree to be contacted about this request
    And I send the form
    Then one call-back request was sent: product "Life", name "Ravi Kumar", phone "9123456789", as soon as possible
    And the call-back confirmation says "We will call +91 91234 56789" and shows the reference "CB-2026-007315"

  @ADD-12.product-callback
  Scenario: Every product panel ends in a call to action that chooses its product
    When I visit "/products"
    Then every product in the category "Life" opens the call-back form with its product chosen
    When I choose the product category "Non-Life"
    Then every product in the category "Non-Life" opens the call-back form with its product chosen
    When I choose the product category "Reinsurance"
    Then the reinsurance panel's "Get a call back" opens the call-back form with "Business" chosen

  @ADD-12.product-callback
  Scenario: Service cards and the Health and Life cards open the call-back form with their product
    When I visit "/services"
    Then every service card has a "Get a call back" button
    When I click "Get a call back for Claims Assistance"
    Then the call-back form is open with "Claims help" chosen and no mobile number
    When I visit "/"
    And I click "Get a call back for Health Insurance"
    Then the call-back form is open with "Health" chosen and no mobile number
    When I visit "/"
    And I click "Get a call back for Life Insurance"
    Then the call-back form is open with "Life" chosen and no mobile number

  @ADD-12.partner-site-said
  Scenario: Car and Bike Explore say that the partner's site opens in a new tab
    When I visit "/"
    Then the "Four Wheeler Insurance" Explore link opens the partner's site in a new tab, with an external-link icon and the words "Opens our partner’s website in a new tab."
    And the "Two Wheeler Insurance" Explore link opens the partner's site in a new tab, with an external-link icon and the words "Opens our partner’s website in a new tab."

  @ADD-12.header-callback @ADD-27.one-callback-label
  Scenario: The wide header offers a call back and the phone number; a phone shows the short wordmark; the action bar and the hero use the header's words
    Given my screen is 1366 px wide
    When I visit "/about/company"
    Then the header has a "Get a call back" button and a phone link "+91 80 4567 8900" to "tel:+918045678900"
    When I click "Get a call back" in the header
    Then the call-back form is open with nothing chosen and no mobile number
    When my screen is 390 px wide
    And I visit "/about/company"
    Then the header shows the short wordmark "Kizuna Bharat" and no call-back button
    And the action bar shows "Get a call back"
    When I visit "/"
    Then the hero's call-back box shows "Get a call back"

  @ADD-12.action-bar
  Scenario: The phone action bar calls, opens WhatsApp with a message and asks for a call back
    Given my screen is 390 px wide and 844 px high
    When I visit "/services"
    Then the action bar offers Call to "tel:+918045678900", WhatsApp with the message "Hello Kizuna Bharat, I would like help with my insurance." and "Get a call back"
    When I click "Get a call back" in the action bar
    Then the call-back form is open with nothing chosen and no mobile number
    And the action bar does not cover the call-back form's buttons
    When my screen is 1366 px wide
    Then there is no action bar

  @ADD-12.action-bar
  Scenario: The action bar never covers a focused field
    Given my screen is 390 px wide and 844 px high
    When I visit "/contact"
    Then the action bar is shown
    And the action bar covers none of the contact form's fields while each has the focus at the bottom of the screen
    When I visit "/"
    And I click "Explore Health Insurance"
    Then the action bar covers none of the enquiry form's fields while each has the focus at the bottom of the screen
    And the action bar does not cover the enquiry form's buttons

  @ADD-12.action-bar @ADD-27.first-screen @ADD-27.chip-keeps-bar @first-visit
  Scenario: The action bar stays beside the cookie banner and a chosen chip, and steps aside for typing
    Given my screen is 390 px wide and 844 px high
    When I visit "/"
    Then the cookie banner is shown and the action bar does not cover it
    And the action bar is shown
    When I choose "Reject Non-Essential" in the cookie banner
    Then the action bar is shown
    When I choose "Health"
    Then the hero's "Health" chip has the focus and the action bar is shown
    When I move the keyboard focus to the hero's mobile number box
    Then there is no action bar

  @ADD-12.contact-phone-first
  Scenario: On a phone, /contact starts with the ways to reach us and lists the offices compactly
    Given my screen is 390 px wide and 844 px high
    When I visit "/contact"
    Then the reach-us tiles Call, WhatsApp, E-mail and Get a call back come before the offices
    And every office with a number can be called by tapping it
    And each office card is at most 260 px tall

  @ADD-12.callback-accessible @ADD-2.accessibility
  Scenario Outline: The new widgets pass the accessibility check at <width> px, <scheme>
    Given my system prefers a <scheme> colour scheme
    And my screen is <width> px wide and 844 px high
    When I visit "/"
    Then the hero's call-back box is shown
    And the page has no accessibility violations
    When I open the call-back form from the <entry>
    Then the call-back form is open with nothing chosen and no mobile number
    And the page has no accessibility violations
    When I send the form
    Then the choice "What is it about?" shows "Please choose what the call is about"
    And the field "Mobile number" shows "Please enter a valid 10-digit phone number"
    And the page has no accessibility violations

    Examples:
      | width | scheme | entry      |
      | 390   | light  | action bar |
      | 390   | dark   | action bar |
      | 1366  | light  | header     |
      | 1366  | dark   | header     |

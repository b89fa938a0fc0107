@issue-27
Feature: A first screen that converts
  On a phone's first visit the cookie banner sits right above the action bar: it covers neither the
  hero's call-back button nor the bar's buttons, in every language, before the scripts run and after.

  @ADD-27.first-screen @first-visit
  Scenario Outline: On a first visit to <page>, at 360, 390 and 430 px, the cookie banner covers neither the hero's button nor the action bar's
    Given my screen is 360 px wide and 740 px high
    And the site's entry script is held back
    When I open "<page>" before its scripts have run
    Then at 360 × 740, 390 × 844 and 430 × 932 px the hero's call-back button and the action bar's buttons are on the screen, clear of the cookie banner
    When the site's entry script is let through
    Then at 360 × 740, 390 × 844 and 430 × 932 px the hero's call-back button and the action bar's buttons are on the screen, clear of the cookie banner
    And the hero's call-back button can be tapped where it is

    Examples:
      | page |
      | /    |
      | /hi/ |
      | /ja/ |

  @ADD-27.journey-grievance @ADD-27.menu @touch
  Scenario: The grievance form in two taps from any page, through the phone menu
    Given my screen is 390 px wide and 844 px high
    When I start a journey at "/about/board-of-directors"
    And I tap the menu button
    Then the page behind the menu is dimmed, and the menu offers "Raise a grievance" and "Get a call back"
    When I tap "Raise a grievance" in the menu
    Then the grievance form's heading and first field are on the screen
    And the journey took 2 taps and 0 swipes
    When I start a journey at "/claims"
    And I tap the menu button
    And I tap "Raise a grievance" in the menu
    Then the grievance form's heading and first field are on the screen
    And the journey took 2 taps and 0 swipes
    And the footer's help links read "Claims, Raise a grievance"
    And the footer's help links lead to "/claims, /grievance"

  @ADD-27.journey-claim-documents @touch
  Scenario: The documents for a motor claim in three taps from any page
    Given my screen is 390 px wide and 844 px high
    When I start a journey at "/about/company"
    And I tap the menu button
    And I tap "Claims" in the menu
    And I tap "Motor" among the claim types
    Then the motor claim's documents are on the screen
    And the journey took 3 taps and 0 swipes

  @ADD-27.journey-callback @ADD-12.hero-callback @ADD-25.calls-1600 @touch @first-visit
  Scenario: A Health call-back from home in four taps, consent included, then a name added to the same request
    Given my screen is 390 px wide and 844 px high
    When I start a journey at "/"
    And I tap "Health" in the hero's call-back box
    And I tap "Mobile number" in the hero's call-back box and type "98765 43210"
    And I tap "I agree to be contacted by phone, SMS or e-mail about this request." in the hero's call-back box
    And I tap "Get a call back" in the hero's call-back box
    Then one call-back request was sent at once: product "Health", phone "9876543210", as soon as possible, without a name
    And the call-back confirmation says "We will call +91 98765 43210" and shows the reference "CB-2026-007315"
    And the call-back confirmation says "Our call will come from 1600-80-4567, our number for service calls."
    And the journey took 4 taps and 0 swipes
    When I fill in "Your name" with "Asha Rao"
    And I send the form
    Then the call-back confirmation says "Added to your request. Thank you."
    And the second call-back request added the name "Asha Rao" to the request "CB-2026-007315", as soon as possible
    And the page has no accessibility violations

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
    And the footer's help links are "Claims" to "/claims" and "Raise a grievance" to "/grievance"

  @ADD-27.journey-claim-documents @touch
  Scenario: The documents for a motor claim in three taps from any page
    Given my screen is 390 px wide and 844 px high
    When I start a journey at "/about/company"
    And I tap the menu button
    And I tap "Claims" in the menu
    And I tap "Motor" among the claim types
    Then the motor claim's documents are on the screen
    And the journey took 3 taps and 0 swipes

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

@first-visit
Feature: Cookie consent
  The banner shows while no preference is stored. The choice is kept in the browser under
  cookieConsent, and analytics loads only after Accept All.

  @P1-2.2-cookie-banner-shown @P1-2.2-cookie-policy-link @P1-2.2-cookie-buttons
  Scenario: A first visit shows the banner with a link to the cookie policy
    When I visit "/"
    Then I see the cookie banner with "Accept All" and "Reject Non-Essential"
    And the cookie banner's link "cookie policy" leads to "/privacy"
    And the page has no accessibility violations

  @P1-3-cookie-preference @P1-4-accept @P1-4-analytics
  Scenario: Accept All stores accepted, hides the banner and lets analytics load, once
    Given the analytics host answers in this browser
    When I visit "/"
    Then I see the cookie banner with "Accept All" and "Reject Non-Essential"
    And no analytics request is made within 1000 ms
    When I choose "Accept All" in the cookie banner
    Then the stored cookie preference is "accepted"
    And the cookie banner is gone
    And analytics is requested exactly once

  @P1-3-cookie-preference @P1-4-reject @P1-4-analytics
  Scenario: Reject Non-Essential stores denied, confirms for 3 seconds and loads no analytics
    Given the clock is under test control
    And the analytics host answers in this browser
    When I visit "/"
    And I choose "Reject Non-Essential" in the cookie banner
    Then the stored cookie preference is "denied"
    And the cookie banner is gone
    And I see "Your preference has been saved"
    When 2999 ms pass
    Then I see "Your preference has been saved"
    When 1 ms passes
    Then "Your preference has been saved" is gone
    And no analytics request is made within 1000 ms

  @P1-2.2-cookie-banner-shown
  Scenario: A stored preference keeps the banner away
    When I visit "/"
    And I choose "Accept All" in the cookie banner
    And I visit "/services"
    Then the cookie banner is not shown

  @ADD-13.cookie-settings @issue-13
  Scenario: Cookie settings in the footer shows the banner again, and Reject Non-Essential then withdraws the consent
    When I visit "/"
    And I choose "Accept All" in the cookie banner
    And I visit "/services"
    And I choose "Cookie settings" in the footer
    Then I see the cookie banner with "Accept All" and "Reject Non-Essential"
    And the cookie banner has the focus
    And the page has no accessibility violations
    When I choose "Reject Non-Essential" in the cookie banner
    Then the stored cookie preference is "denied"
    And the cookie banner is gone
    And I see "Your preference has been saved"
    And "Cookie settings" has the focus
    When I visit "/contact"
    Then the cookie banner is not shown

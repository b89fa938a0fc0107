Feature: Partners page
  A grid of the 17 insurers the broker places business with, in the category Insurance,
  and a Back to top button once the page is scrolled more than 300 px.

  @P2-2-partners-17-logos @P2-7-no-calls @ADD-27.partners-placeholders
  Scenario: Seventeen partner logos
    Given I visit "/about/partners"
    Then I see the heading "Our Insurance Partners"
    And I see "The names and logos below are placeholders. The insurers we place business with will be shown here, with their own logos, once each has agreed to their use on this site."
    And the breadcrumb reads "Home > About > Partners"
    And I see 17 partner logos in the category "Insurance", each named for its insurer
    And I see the partner logo of "Suraksha General"
    And I see the partner logo of "Nivaas Home & General"
    And the partner logos below the first row load lazily, and every partner logo has a width and height
    And the page made no calls to the backend
    And the page has no accessibility violations

  @ADD-6.partner-logo-fallback
  Scenario: A partner logo that cannot be loaded shows the insurer name
    Given the photo "/images/partners/partner-05.svg" cannot be loaded
    When I visit "/about/partners"
    Then the partner logo of "Bharat Shield Assurance" shows the insurer name instead

  @P2-2-partners-back-to-top
  Scenario: Back to top on the partners page
    Given I visit "/about/partners"
    Then there is no Back to top button
    When I scroll down the page
    Then the Back to top button appears
    When I click "Back to top"
    Then the page is scrolled to the top
    And there is no Back to top button

  @P2-9-partners-animation
  Scenario: On a phone each logo fades in over 800 ms when scrolled into view, and only once
    Given the clock is under test control
    And my screen is 390 px wide
    And I visit "/about/partners"
    Then the partner logo of "Suraksha General" is fully shown at once
    And the last partner logo waits out of view, hidden
    When I scroll to the last partner logo
    Then the last partner logo is fading in
    When 799 ms pass
    Then the last partner logo is still fading in
    When 1 ms passes
    Then the last partner logo is fully shown
    When I scroll back to the top and to the last partner logo again
    Then the last partner logo is fully shown


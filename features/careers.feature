Feature: Careers
  Visitors are invited to send a CV; current openings are listed when there are any.

  @P2-2-careers-heading @P2-2-careers-cv @P2-2-careers-not-displayed @P2-7-careers-call
  Scenario: The invitation and the current openings
    When I visit "/careers"
    Then I see the heading "Join Our Team"
    And the breadcrumb reads "Home > Careers"
    And I am invited to send my CV to the careers e-mail address
    And I see 3 openings
    And the opening "Claims Executive – Motor" is in "Pune", "Full-time", with an apply link by e-mail
    And the page has no accessibility violations

  @P2-2-careers-not-displayed @P2-7-careers-call
  Scenario: No openings published
    Given the backend has published no careers yet
    When I visit "/careers"
    Then I am invited to send my CV to the careers e-mail address
    And no openings are listed after the careers call has finished

  @P2-8-careers-failure
  Scenario: The openings cannot be loaded
    Given the backend fails the careers call with its server error
    When I visit "/careers"
    Then I am invited to send my CV to the careers e-mail address
    And no openings are listed after the careers call has finished

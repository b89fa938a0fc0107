Feature: Key management team page
  Each member is a card with a round photo, name, designation and details, shown as bullet
  sentences by default or as paragraphs.

  @P1-2.9-loading @P1-2.9-round-photo @P1-2.9-alternating @P1-2.9-bullets @P1-7-team-call
  Scenario: Loading, then the team as bullet points
    Given the key management team is slow to arrive
    When I visit "/about/key-management-team"
    Then I see "Loading our distinguished team members..." with three bouncing dots
    When the key management team arrives
    Then I see 6 team members, alternating left and right
    And the details are shown as bullet points
    And the page has no accessibility violations

  @P1-2.9-round-photo @P1-2.9-bullets @P1-2.9-paragraphs @P1-2.9-member-2-tagline @P1-2.9-member-2-quote
  Scenario: Member 2 carries the tagline and, in bullet mode, the closing quote
    When I visit "/about/key-management-team"
    Then the member "Meera Krishnan" shows the photo "/images/key_management_team/3.jpg"
    And the member "Narayan Subramanian" shows "Veteran | Visionary Leader | Client Strategist"
    And the member "Narayan Subramanian" shows "Trust in the Process, and the results Follows…"
    And the member "Narayan Subramanian" has the bullet "He is the company's Principal Officer under the IRDAI broker regulations."
    When I switch the details to "Paragraphs"
    Then the details are shown as paragraphs
    And the member "Narayan Subramanian" shows "Veteran | Visionary Leader | Client Strategist"
    But the member "Narayan Subramanian" nowhere says "Trust in the Process, and the results Follows…"
    When I switch the details to "Bullet points"
    Then the details are shown as bullet points

  @P1-3-kmt-details-cleaned
  Scenario: Details are cleaned and trimmed on load
    When I visit "/about/key-management-team"
    Then no member's details start or end with spaces or contain empty lines

  @P1-8-team-failure
  Scenario: A failed call leaves the loading text
    Given the backend fails the key management team call with its server error
    When I visit "/about/key-management-team"
    Then I still see "Loading our distinguished team members..." after the call has failed

  @P1-2.9-round-photo @ADD-4.photo-placeholder
  Scenario: A missing photo shows a tidy placeholder
    Given the photo "/images/key_management_team/3.jpg" cannot be loaded
    When I visit "/about/key-management-team"
    Then the member "Meera Krishnan" shows a placeholder instead of a broken image

  @P1-2.9-dark
  Scenario: The team follows the system's dark colour scheme
    Given my system prefers a dark colour scheme
    When I visit "/about/key-management-team"
    Then I see 6 team members, alternating left and right
    And the page follows the dark colour scheme
    And the page has no accessibility violations
    When my system prefers a light colour scheme
    Then the page follows the light colour scheme


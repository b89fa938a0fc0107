Feature: Board of directors page
  Members are shown alternately left and right with photo, title and name, designation and details.

  @P1-2.8-alternating @P1-2.8-photo-path @P1-2.8-title-name-designation @P1-2.8-details-lines @P1-2.8-loading
  @P1-7-board-call
  Scenario: Loading, then the members in alternating layout
    Given the board of directors is slow to arrive
    When I visit "/about/board-of-directors"
    Then I see "Loading our distinguished board members..." with three bouncing dots
    When the board of directors arrives
    Then I see 5 board members, alternating left and right
    And the first member reads "Mr. Rajiv Venkataraman" with the designation "Chairman and Independent Director"
    And each line of the first member's details is its own paragraph
    And the member "Mr. Rajiv Venkataraman" shows the photo "/images/bord-directors/1/1.jpg"
    And the page has no accessibility violations

  @P1-8-board-failure
  Scenario: A failed call leaves the loading text
    Given the backend fails the board of directors call with its server error
    When I visit "/about/board-of-directors"
    Then I still see "Loading our distinguished board members..." after the call has failed

  @ADD-4.photo-placeholder
  Scenario: A missing photo shows a tidy placeholder
    Given the photo "/images/bord-directors/1/1.jpg" cannot be loaded
    When I visit "/about/board-of-directors"
    Then the member "Mr. Rajiv Venkataraman" shows a placeholder instead of a broken image

  @P1-2.8-dark
  Scenario: The board follows the system's dark colour scheme
    Given my system prefers a dark colour scheme
    When I visit "/about/board-of-directors"
    Then I see 5 board members, alternating left and right
    And the page follows the dark colour scheme
    And the page has no accessibility violations
    When my system prefers a light colour scheme
    Then the page follows the light colour scheme


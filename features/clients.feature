Feature: Clients page
  The organisations that trust the broker, as client cards in a two-column timeline that
  alternates left and right, 30 to a page, with a search box, page numbers and a Back to top
  button. The client logos and the testimonials are asked for together; both must arrive.

  @P2-2-clients-breadcrumb @P2-2-clients-heading @P2-2-clients-placeholder
  Scenario: Heading and breadcrumb
    Given I visit "/about/clients"
    Then I see the heading "Our Valued Clients"
    And the breadcrumb reads "Home > About > Clients"
    And the client search box has the placeholder "Search Clients"

  @P2-2-clients-timeline @P2-2-clients-skeletons @P2-7-testimonials-together @P2-7-logos-call
  Scenario: Skeleton cards while the client logos are slow to arrive
    Given the client logos are slow to arrive
    When I visit "/about/clients"
    Then I see 6 client skeleton cards in each of the two columns
    And the testimonials have been asked for while the client logos are on their way
    When the client logos arrive
    Then I see 30 client cards, alternating left and right
    And the client skeleton cards are gone

  @P2-2-clients-timeline @P2-2-clients-card-delay @P2-9-clients-per-page @P2-5-page-change-bounds
  @P2-7-testimonials-not-shown
  Scenario: The first page of clients
    Given I visit "/about/clients"
    Then I see 30 client cards, alternating left and right
    And each client card shows a logo and the client name
    And each client card's entry is delayed 0.02 s more than the one before
    And no testimonial is shown on the page
    And the client page numbers read "1 2 3"
    And page number 1 is the current client page
    And the client page button "Previous" is disabled
    And the page has no accessibility violations

  @P2-2-clients-prev-next @P2-9-clients-per-page @P2-5-page-change-bounds
  Scenario: Next, Previous and the last page of clients
    Given I visit "/about/clients"
    When I click "Next"
    Then page number 2 is the current client page
    And I see 30 client cards
    When I click "Previous"
    Then page number 1 is the current client page
    When I choose client page number 3
    Then page number 3 is the current client page
    And I see 20 client cards
    And the client page button "Next" is disabled

  @P2-4-clients-page-resets @P2-5-clients-search
  Scenario: A search narrows the clients and goes back to the first page
    Given I visit "/about/clients"
    When I choose client page number 3
    And I search the clients for "  LIABILITY "
    Then page number 1 is the current client page
    And the client page numbers read "1 2"
    And every client card shown mentions "liability"
    When I search the clients for "hyderabad"
    Then I see 4 client cards
    And every client card shown mentions "Hyderabad"

  @P2-2-clients-escape-clears @P2-2-clients-cross-clears
  Scenario: Escape and the cross button clear the client search
    Given I visit "/about/clients"
    When I search the clients for "Kaveri"
    Then I see 1 client card
    When I press "Escape"
    Then the client search box is empty
    And I see 30 client cards
    When I search the clients for "Kaveri"
    And I click "Clear search"
    Then the client search box is empty
    And I see 30 client cards

  @P2-2-clients-empty @P2-2-clients-empty-hint @P2-2-clients-clear-all
  Scenario: A search that matches no client offers to clear all filters
    Given I visit "/about/clients"
    When I search the clients for "no such organisation"
    Then I see "No clients found"
    And I see "Try adjusting your search or filter criteria"
    When I click "Clear all filters"
    Then the client search box is empty
    And I see 30 client cards
    And page number 1 is the current client page

  @P2-2-clients-clear-all
  Scenario: A category in the address that no client has offers to clear all filters
    Given I visit "/about/clients?category=aviation"
    Then I see "No clients found"
    When I click "Clear all filters"
    Then I see 30 client cards

  @P2-2-clients-no-clear-all @P2-7-clients-both-calls @P2-8-clients-failure-logged
  Scenario: The client logos call fails
    Given the backend fails the client logos call with its server error
    When I visit "/about/clients"
    Then I still see "No clients found" after the call has failed
    And "Failed to fetch data" was written to the browser console, and is not shown on the page
    And I see "Try adjusting your search or filter criteria"
    And there is no "Clear all filters" button for the clients
    And the page has no accessibility violations

  @P2-2-clients-no-clear-all @P2-7-clients-both-calls
  Scenario: The testimonials call fails
    Given the backend fails the testimonials call with its server error
    When I visit "/about/clients"
    Then I still see "No clients found" after the call has failed
    And there is no "Clear all filters" button for the clients

  @ADD-6.clients-phone
  Scenario: One column of client cards on a phone
    Given my screen is 390 px wide
    When I visit "/about/clients"
    Then I see 30 client cards
    And the client cards are in one column

  @P2-5-clients-category
  Scenario: The category in the address matches whatever its case
    Given I visit "/about/clients?category=real ESTATE"
    Then every client card shown is in the category "Real Estate"

  @P2-3-client-record
  Scenario: Client records under their alternative field names
    Given the backend lists clients under the alternative field names
    When I visit "/about/clients"
    Then the client cards read "Coromandel Textiles in Coimbatore; Bharat Freight Lines in Kochi; Vindhya Cements in Satna"

  @P2-2-clients-dark
  Scenario: The clients page follows the system's dark colour scheme
    Given my system prefers a dark colour scheme
    When I visit "/about/clients"
    Then I see 30 client cards, alternating left and right
    And the page follows the dark colour scheme
    And the page has no accessibility violations
    When my system prefers a light colour scheme
    Then the page follows the light colour scheme

  @P2-2-clients-back-to-top
  Scenario: Back to top appears after scrolling more than 300 px and returns to the top
    Given I visit "/about/clients"
    Then I see 30 client cards
    And there is no Back to top button
    When I scroll down 300 px, not beyond the Back to top threshold
    Then there is no Back to top button
    When I scroll down the page
    Then the Back to top button appears
    When I click "Back to top"
    Then the page is scrolled to the top
    And there is no Back to top button

  Rule: With many clients, the page numbers are a window of five around the current page, plus the first and last pages, with an ellipsis wherever numbers are skipped
    The window is centred on the current page where it can be; near either end it stops at the first or
    last page. An ellipsis never stands for a single page: that page is shown instead.
    A large client base is the contract's 'many' example of the client logos: 300 clients, 10 pages of 30.

    Background:
      Given the backend answers the client logos call with its "many" example
      And I visit "/about/clients"

    @P2-2-clients-page-window
    Scenario Outline: The page numbers on page <page> of 10
      When I go to client page <page> with the Next button
      Then page number <page> is the current client page
      And I see 30 client cards
      And the client page numbers read "<page numbers>"

      Examples: Near the first page the window starts at page 1
        | page | page numbers     |
        | 1    | 1 2 3 4 5 … 10   |
        | 2    | 1 2 3 4 5 … 10   |
        | 3    | 1 2 3 4 5 … 10   |
        | 4    | 1 2 3 4 5 6 … 10 |

      Examples: In the middle the window is centred, with an ellipsis on each side
        | page | page numbers       |
        | 5    | 1 … 3 4 5 6 7 … 10 |
        | 6    | 1 … 4 5 6 7 8 … 10 |

      Examples: Near the last page the window ends at page 10
        | page | page numbers     |
        | 7    | 1 … 5 6 7 8 9 10 |
        | 8    | 1 … 6 7 8 9 10   |
        | 10   | 1 … 6 7 8 9 10   |

    @P2-2-clients-page-window @P2-5-page-change-bounds
    Scenario: Previous is disabled on the first page and Next on the last
      Then page number 1 is the current client page
      And the client page button "Previous" is disabled
      And the page has no accessibility violations
      When I choose client page number 10
      Then page number 10 is the current client page
      And the client page numbers read "1 … 6 7 8 9 10"
      And the client page button "Next" is disabled
      When I click "Previous"
      Then page number 9 is the current client page
      When I choose client page number 1
      Then the client page numbers read "1 2 3 4 5 … 10"

    @P2-4-clients-page-resets
    Scenario: A search from a later page goes back to the first page of the matches
      When I go to client page 7 with the Next button
      And I search the clients for "marine"
      Then page number 1 is the current client page
      And the client page numbers read "1 2"
      And I see 30 client cards
      And every client card shown mentions "marine"

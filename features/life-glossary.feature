Feature: Life Insurance Glossary
  Plain-English definitions of life insurance terms, searchable and filterable by letter.

  Background:
    Given I visit "/knowledge/glossary/life-insurance"

  @P2-2-life-breadcrumb @P2-2-glossary-placeholder @P2-2-glossary-letters @P2-2-glossary-all-terms
  @P2-2-glossary-static @P2-2-life-letters @P2-7-no-calls @P2-3-glossary-blank-entries
  Scenario: All terms, grouped by letter, with a letter button for every letter that has terms
    Then I see the heading "Life Insurance Glossary"
    And the breadcrumb reads "Home > Knowledge Bank > Glossary > Life Insurance"
    And the glossary search box has the placeholder "Search for terms or definitions..."
    And the glossary letters read "A B C D E F G H I K L M N P R S T U V W"
    And the glossary shows all its terms grouped by letter
    And no glossary term or definition is blank
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-glossary-letter-heading @P2-2-glossary-letter-again
  Scenario: Choosing a letter shows its terms; choosing it again returns to all terms
    When I choose the glossary letter "S"
    Then the glossary heading reads "Terms starting with S"
    And every glossary term shown starts with "S"
    When I choose the glossary letter "S"
    Then the glossary shows all its terms grouped by letter

  @P2-2-glossary-view-all
  Scenario: View all terms leaves the letter view
    When I choose the glossary letter "N"
    And I click "View all terms"
    Then the glossary shows all its terms grouped by letter

  @P2-2-glossary-search-heading @P2-2-glossary-found-count @P2-2-glossary-matching
  Scenario: Searching matches the term or the definition, whatever the case
    When I search the glossary for "NOMINEE"
    Then the glossary heading reads "Search Results"
    And the glossary shows the 6 terms that mention "nominee", with the count "(6 found)"
    And the glossary shows "Appointee" among the results

  @P2-2-glossary-typing-clears-letter @P2-2-glossary-empty-returns
  Scenario: Typing clears the letter; emptying the search returns to the view before it
    When I choose the glossary letter "F"
    And I search the glossary for "bonus"
    Then no glossary letter is selected
    And the glossary heading reads "Search Results"
    When I empty the glossary search box
    Then the glossary heading reads "Terms starting with F"

  @P2-2-glossary-letter-clears-search
  Scenario: Choosing a letter clears the search
    When I search the glossary for "premium"
    And I choose the glossary letter "P"
    Then the glossary search box is empty
    And the glossary heading reads "Terms starting with P"

  @P2-2-glossary-no-results @P2-2-glossary-try-different @P2-2-glossary-clear-search
  Scenario: No match
    When I search the glossary for "cryptocurrency"
    Then I see "No results found for \"cryptocurrency\""
    And I see "Try searching with different keywords"
    When I click "Clear search"
    Then the glossary search box is empty
    And the glossary shows all its terms grouped by letter

  @P2-2-glossary-clear-x
  Scenario: The clear X empties the search box
    When I search the glossary for "annuity"
    And I click "Clear the search box"
    Then the glossary search box is empty
    And the glossary shows all its terms grouped by letter

  @P2-9-fact-free-look @ADD-5.glossary-in-html
  Scenario: A term can be linked directly
    When I follow a link to "/knowledge/glossary/life-insurance#free-look-period" from another site
    Then the glossary term "Free Look Period" is shown at the top of the page
    And the definition of "Free Look Period" mentions "10 or 20 days"

  @ADD-5.glossary-in-html
  Scenario: Search engines receive every term
    Then the HTML served for "/knowledge/glossary/life-insurance" contains every life insurance term and definition
    And the HTML served for "/knowledge/glossary/life-insurance" describes the terms as a schema.org DefinedTermSet

  @P2-9-fact-nominee-appointee @P2-9-fact-waiting-6-months @P2-9-fact-suicide-2-years @P2-9-fact-forum-limit
  Scenario Outline: The glossary states <fact>
    When I search the glossary for "<search>"
    Then the glossary shows "<term>" among the results
    And the definition of "<term>" mentions "<fact>"

    Examples:
      | search         | term                        | fact            |
      | appointee      | Appointee                   | under 18        |
      | waiting period | Waiting Period (Disability) | 6 months        |
      | suicide        | Suicide Clause              | usually 2 years |
      | consumer forum | Consumer Forum              | Rs.5,00,000     |

  @P2-9-glossary-fade @P2-9-glossary-trigger-20 @P2-9-glossary-float
  Scenario: On a short screen the terms fade in over 0.6 s once they fill a fifth of the screen
    Given the clock is under test control
    And my screen is 1366 px wide and 400 px high
    When I visit "/knowledge/glossary/life-insurance"
    Then the glossary terms wait out of view, hidden
    When I scroll until the glossary terms fill 19 % of the screen
    Then the glossary terms stay hidden
    When I scroll until the glossary terms fill 21 % of the screen
    Then the glossary terms are fading in
    When 599 ms pass
    Then the glossary terms are still fading in
    When 1 ms passes
    Then the glossary terms are fully shown
    And the background shapes drift in endless loops of 10 s and 8 s


Feature: Life Insurance Glossary
  Plain-English definitions of life insurance terms, searchable and filterable by letter.

  Background:
    Given I visit "/knowledge/glossary/life-insurance"

  @P2-2-life-breadcrumb @P2-2-glossary-placeholder @P2-2-glossary-letters @P2-2-glossary-all-terms @P2-2-life-letters
  Scenario: All terms, grouped by letter, with a letter button for every letter that has terms
    Then I see the heading "Life Insurance Glossary"
    And the breadcrumb reads "Home > Knowledge Bank > Glossary > Life Insurance"
    And the glossary search box says "Search for terms or definitions..."
    And the glossary letters read "A B C D E F G H I K L M N P R S T U V W"
    And the glossary shows all its terms grouped by letter
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
    And the glossary search count matches the terms shown
    And the glossary shows "Appointee" among the results
    And every glossary result mentions "nominee"

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

  @P2-9-fact-free-look
  Scenario: A term can be linked directly
    When I open "/knowledge/glossary/life-insurance#free-look-period"
    Then the glossary term "Free Look Period" is shown at the top of the page
    And its definition mentions "10 or 20 days"

  Scenario: Search engines receive every term
    Then the HTML served for "/knowledge/glossary/life-insurance" contains every life insurance term and definition
    And the HTML served for "/knowledge/glossary/life-insurance" describes the terms as a schema.org DefinedTermSet

Feature: A phrase retired on another branch

  Scenario: Still written the old way
    Given the shop is open
    Then I hold 3 apples

Feature: A shop

  Scenario Outline: Buying <count> apples
    Given the shop is open
    When I buy <count> apples
    Then I have <count> apples

    Examples:
      | count |
      | 1     |
      | 2     |

  Scenario: Buying nothing
    Given the shop is open
    Then I have 0 apples

Feature: POSP application form
  The footer's POSP button opens the form. All five fields are required: name, PAN
  (five capital letters, four digits, one capital letter), email, a 10-digit phone number and remarks.

  Background:
    Given I visit "/careers"
    And I click "Become a POSP"

  Scenario: A valid application is accepted and the form closes after 2 seconds
    Given the clock is under test control
    And I visit "/careers"
    And I click "Become a POSP"
    When I fill in the POSP application correctly
    And I submit the form
    Then I see the form status "Thank you for your submission! We'll contact you shortly."
    And the form fields are empty
    When 2000 ms pass
    Then no form is open
    And the page has no accessibility violations

  Scenario Outline: The PAN must read like ABCDE1234F (<case>)
    When I fill in the POSP application correctly
    And I fill in "PAN" with "<pan>"
    And I submit the form
    Then the field "PAN" shows "Please enter a valid PAN number (e.g., ABCDE1234F)"
    And nothing was submitted

    Examples:
      | case            | pan        |
      | digits misplaced| ABCD1234EF |
      | last is a digit | ABCDE12345 |
      | too short       | ABCDE123F  |

  Scenario Outline: The phone number must be exactly 10 digits (<typed>)
    When I fill in the POSP application correctly
    And I type "<typed>" into "Phone Number"
    And I submit the form
    Then the field "Phone Number" shows "Please enter a valid 10-digit phone number"

    Examples:
      | typed      |
      | 982301234  |
      | 98230abcde |

  Scenario: Every field is required
    When I submit the form
    Then the field "Name" shows "Please enter your name"
    And the field "PAN" shows "Please enter a valid PAN number (e.g., ABCDE1234F)"
    And the field "Email" shows "Please enter your email"
    And the field "Phone Number" shows "Please enter a valid 10-digit phone number"
    And the field "Remarks" shows "Please tell us a little about yourself"

  Scenario: While submitting, Cancel and Escape do nothing
    Given the POSP application is slow to answer
    When I fill in the POSP application correctly
    And I submit the form
    Then the submit button reads "Submitting..." and everything is disabled
    When I press "Escape"
    Then the "Become a POSP partner" form is open
    When the POSP application answers
    Then I see the form status "Thank you for your submission! We'll contact you shortly."

  Scenario: A server error keeps what was typed
    Given the backend fails the POSP application call with its server error
    When I fill in the POSP application correctly
    And I submit the form
    Then I see the form status "There was an error submitting your form. Please try again."
    And the field "PAN" holds "ABCDE1234F"
    And the form is enabled again

Feature: POSP application form
  The footer's POSP button opens the form. All five fields are required: name, PAN
  (five capital letters, four digits, one capital letter), email, a 10-digit phone number and remarks.

  Background:
    Given I visit "/careers"
    And I click "Become a POSP"

  @P1-2.4-same-behaviour @P1-3-posp-sent @P1-4-success-message @P1-4-success-clears @P1-4-closes-after-2s
  @P1-7-posp-call
  Scenario: A valid application is accepted and the form closes after 2 seconds
    Given the clock is under test control
    And I visit "/careers"
    And I click "Become a POSP"
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "Thank you for your submission! We'll contact you shortly."
    And the form is empty again
    When 2000 ms pass
    Then no form is open
    And the page has no accessibility violations

  @P1-5-pan-format @P1-5-pan-hint
  Scenario Outline: The PAN must read like ABCDE1234F (<case>)
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I fill in "PAN" with "<pan>"
    And I send the form
    Then the field "PAN" shows "Please enter a valid PAN number (e.g., ABCDE1234F)"
    And nothing is sent to the POSP application address within 1000 ms

    Examples:
      | case            | pan        |
      | digits misplaced| ABCD1234EF |
      | last is a digit | ABCDE12345 |
      | too short       | ABCDE123F  |

  @P1-5-phone-10-digits @P1-5-phone-hint
  Scenario Outline: The phone number must be exactly 10 digits (<typed>)
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I type "<typed>" into "Phone Number"
    And I send the form
    Then the field "Phone Number" shows "Please enter a valid 10-digit phone number"

    Examples:
      | typed      |
      | 982301234  |
      | 98230abcde |

  @P1-2.4-fields @P1-2.4-remarks-3-rows @P1-5-posp-all-required
  Scenario: Every field is required
    Then the field "Remarks" has 3 rows
    When I send the form
    Then the field "Name" shows "Please enter your name"
    And the field "PAN" shows "Please enter a valid PAN number (e.g., ABCDE1234F)"
    And the field "Email" shows "Please enter your email"
    And the field "Phone Number" shows "Please enter a valid 10-digit phone number"
    And the field "Remarks" shows "Please tell us a little about yourself"

  @P1-2.3-submitting-label @P1-2.4-same-behaviour @P1-4-submitting-disables @P1-4-close-not-submitting
  Scenario: While submitting, Cancel and Escape do nothing
    Given the POSP application is slow to answer
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the send button reads "Submitting..." and everything is disabled
    When I press "Escape"
    Then the "Become a POSP partner" form is open
    When the POSP application answers
    Then the form says "Thank you for your submission! We'll contact you shortly."

  @P1-2.4-same-behaviour @P1-4-error-reenabled @P1-7-posp-call @P1-8-submit-error
  Scenario: A server error keeps what was typed
    Given the backend fails the POSP application call with its server error
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "There was an error submitting your form. Please try again."
    And the field "PAN" holds "ABCDE1234F"
    And the form is enabled again

  @ADD-13.consent-block @ADD-13.consent-required @issue-13
  Scenario: Without the consent to be contacted no application is sent, and nothing typed is lost
    Then both consent boxes are unticked, the one to be contacted required and the marketing one optional
    When I fill in the POSP form correctly
    And I send the form
    Then the box to be contacted about this request says "Please agree to be contacted about this request, or we cannot answer it." and has the focus
    And the field "PAN" holds "ABCDE1234F"
    And nothing is sent to the POSP application address within 1000 ms

  @ADD-13.consent-in-body @ADD-13.consent-confirmed @issue-13
  Scenario: The application carries the consent given, and the thank-you repeats it
    Given the clock is under test control
    And I visit "/careers"
    And I click "Become a POSP"
    When I fill in the POSP form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "Thank you for your submission! We'll contact you shortly."
    And the request to the POSP application address carries the consent to "contact"
    And the form confirms what I agreed: "You agreed to be contacted about this request. You will not receive news or offers."

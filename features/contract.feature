Feature: The mock API enforces the contract
  The mock server answers from openapi.yaml and refuses what the contract forbids,
  so the site can never rely on a request a real backend would reject.

  Scenario: A 9-digit phone number is refused on an enquiry
    When an enquiry request is sent to the API with "phone_num" set to "987654321"
    Then the API refuses it with status 400 and a validation error about "phone_num"

  Scenario: A lowercase PAN is refused on a POSP application
    When a POSP request is sent to the API with "pan_num" set to "abcde1234f"
    Then the API refuses it with status 400 and a validation error about "pan_num"

  Scenario: A valid enquiry is accepted
    When an enquiry request is sent to the API with "phone_num" set to "9876543210"
    Then the API accepts it

  Scenario: The API answers the contract's server error when asked for it
    When the business numbers are requested from the API asking for the contract's 500 answer
    Then the API answers with status 500 and the contract's "server_error" error body

  # The forms judge these addresses by the same rule (tests/contract/forms.property.test.ts, "the probe e-mail
  # addresses"); the scenarios below drive the forms themselves with one address of each kind.
  @issue-11
  Scenario Outline: One e-mail rule for the forms and the contract: "<email>"
    When an enquiry request is sent to the API with "email" set to "<email>"
    Then the API <verdict> it

    Examples:
      | email                   | verdict |
      | asha.menon@example.com  | accepts |
      | first..last@example.com | accepts |
      | a.@b.com                | accepts |
      | .a@b.com                | accepts |
      | a@b                     | accepts |
      | user@xn--r8jz45g.jp     | accepts |
      | user@例え.jp             | refuses |
      | a@-b.com                | refuses |
      | a@[127.0.0.1]           | refuses |
      | asha @example.com       | refuses |

  @issue-11
  Scenario: A name made only of spaces is refused
    When a contact request is sent to the API with "first_name" set to "   "
    Then the API refuses it with status 400 and a validation error about "first_name"

  @issue-11
  Scenario: A contact message needs the terms accepted, and the newsletter may be left out
    When a contact request is sent to the API with "accepted_terms" set to false
    Then the API refuses it with status 400 and a validation error about "accepted_terms"
    When a contact request is sent to the API without "newsletter"
    Then the API accepts it

  @issue-11
  Scenario: A rate-limited answer says when to come back
    When the business numbers are requested from the API asking for the contract's 429 answer
    Then the API answers with status 429 and the contract's "rate_limited" error body, with a Retry-After of at least 1 second

  @issue-11
  Scenario: A compliance file link that is not http(s) is treated as missing
    Given the backend answers the compliance documents call with its "unsafe-file" example
    And I visit "/compliance"
    Then I see 3 compliance document cards
    And no link on the page uses a "javascript:" or "data:" address
    When I try to view the compliance document "Stewardship Code"
    Then the compliance document "Stewardship Code" shows the alert "Document not available for viewing."
    When I try to download the compliance document "Investor Charter"
    Then the compliance document "Investor Charter" shows the alert "Document not available for download."
    And no compliance document has been opened or saved
    When I view the compliance document "Code of Conduct"
    Then the compliance document opens in a new tab at "/media/compliance/code-of-conduct.pdf" on the API

  @issue-11
  Scenario: The contact form refuses a name made only of spaces before anything is sent
    When I visit "/contact"
    And I fill in the contact form correctly
    And I fill in "First name" with "   "
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the contact field "First name" reports "Please enter your first name"
    And nothing is sent to the contact address within 1000 ms
    When I fill in "First name" with " Priya "
    Then the contact field "First name" reports nothing

  @issue-11
  Scenario Outline: The <form> form sends "<email>", an address the contract accepts
    Given I have the <form> form open
    When I fill in all of it correctly
    And I fill in "Email" with "<email>"
    And I send the form
    Then the form says it was received
    And the request to the <form> address has "email" as "<email>"

    Examples:
      | form    | email               |
      | enquiry | a.@b.com            |
      | contact | user@xn--r8jz45g.jp |

  @issue-11
  Scenario: The contact form holds back "a@-b.com", an address the contract refuses, and sends nothing
    Given I have the contact form open
    When I fill in all of it correctly
    And I fill in "Email" with "a@-b.com"
    And I send the form
    Then the contact field "Email" reports "Please enter a valid email address"
    And nothing is sent to the contact address within 1000 ms

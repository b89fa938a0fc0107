Feature: Forms that forgive and never hang
  A visitor's phone number is taken the way they write it, a PAN is capitalised as it is typed, every call
  to the backend has a time limit after which the spec's failure state shows, one submit sends one request
  whatever the visitor does, and any 2XX answer counts as success. Nothing typed is lost on the way.
  (Ours, issue 12; the spec's messages and its 2-second close stay as they are.)

  @ADD-12.phone-forgiving @issue-12
  Scenario Outline: "+91 98765 43210" pasted into the <form> form is sent as its 10 digits
    Given I have the <form> form open
    When I paste "+91 98765 43210" into "<phone>"
    And I fill in the rest of it correctly
    And I send the form
    Then the form says it was received
    And the request to the <form> address has "phone_num" as "9876543210"

    Examples:
      | form         | phone         |
      | enquiry      | Phone Number  |
      | POSP         | Phone Number  |
      | call-back    | Mobile number |
      | data request | Phone number  |
      | grievance    | Phone number  |

  @ADD-12.phone-forgiving @P1-5-phone-hint @issue-12
  Scenario Outline: Nine digits in the <form> form get the spec's hint and nothing is sent
    Given I have the <form> form open
    When I type "+91 98765 4321" into "<phone>"
    And I fill in the rest of it correctly
    And I send the form
    Then the field "<phone>" shows "Please enter a valid 10-digit phone number"
    And the field "<phone>" holds "987654321"
    And nothing is sent to the <form> address within 1000 ms

    Examples:
      | form         | phone         |
      | enquiry      | Phone Number  |
      | POSP         | Phone Number  |
      | call-back    | Mobile number |
      | data request | Phone number  |
      | grievance    | Phone number  |

  @ADD-12.pan-upper @issue-12
  Scenario: A PAN typed in lower case is shown and sent in capitals
    Given I have the POSP form open
    When I fill in all of it correctly
    And I type "abcde1234f" into "PAN"
    Then the field "PAN" holds "ABCDE1234F"
    When I send the form
    Then the form says it was received
    And the request to the POSP address has "pan_num" as "ABCDE1234F"

  @ADD-12.submission-timeout @P1-8-submit-error @issue-12
  Scenario: An enquiry that never gets an answer fails after 15 seconds, keeps what was typed and can be closed
    Given the clock is under test control
    And the enquiry is slow to answer
    And I have the enquiry form open
    When I fill in all of it correctly
    And I send the form
    And the enquiry call has left
    And 14999 ms pass
    Then the send button reads "Submitting..." and everything is disabled
    When 1 ms passes
    Then the form says "There was an error submitting your form. Please try again."
    And the field "Name" holds "Asha Menon"
    And the field "Email" holds "asha.menon@example.com"
    And the field "Phone Number" holds "9876543210"
    And the form is enabled again
    When I click "Cancel" in the form
    Then no form is open

  @ADD-12.submission-timeout @issue-12
  Scenario: A call-back request that never gets an answer fails after 15 seconds; closed and opened again, the form still holds what was typed
    Given the clock is under test control
    And the call-back request is slow to answer
    And I have the call-back form open
    When I fill in all of it correctly
    And I send the form
    And the call-back request call has left
    And 14999 ms pass
    Then the send button reads "Submitting..." and everything is disabled
    And the form says nothing
    When 1 ms passes
    Then the form says "There was an error submitting your form. Please try again."
    And the form still holds what I typed
    When I click "Cancel" in the form
    And I open the call-back form from the reach-us tiles
    Then the form still holds what I typed

  @ADD-12.list-timeout @P2-8-compliance-error @issue-12
  Scenario: A list that never arrives reaches its failure state after 10 seconds
    Given the clock is under test control
    And the compliance documents are slow to arrive
    When I visit "/compliance"
    And the compliance documents call has left
    Then I see 6 compliance document placeholders
    When 9999 ms pass
    Then I see 6 compliance document placeholders
    When 1 ms passes
    Then I see "Error loading documents"
    And I see "Failed to load compliance documents. Please try again later."

  @ADD-12.one-request-per-submit @issue-12
  Scenario Outline: Two submit events in the same task send one <form> request
    Given I have the <form> form open
    When I fill in all of it correctly
    And I send the form twice in the same task
    Then the form says it was received
    And exactly one request is sent to the <form> address within 1500 ms

    Examples:
      | form         |
      | enquiry      |
      | POSP         |
      | call-back    |
      | contact      |
      | data request |
      | grievance    |

  @ADD-12.escape-while-submitting @ADD-12.submission-timeout @issue-12
  Scenario: Escape pressed twice while an enquiry is submitting breaks nothing, and the error shows after the time limit
    Given the clock is under test control
    And the enquiry is slow to answer
    And I have the enquiry form open
    When I fill in all of it correctly
    And I send the form
    And the enquiry call has left
    And I press "Escape"
    And I press "Escape"
    Then the "Health Insurance enquiry" form is open
    And the send button reads "Submitting..." and everything is disabled
    When 15000 ms pass
    Then the form says "There was an error submitting your form. Please try again."
    And the field "Name" holds "Asha Menon"
    And the field "Phone Number" holds "9876543210"
    When I click "Cancel" in the form
    Then no form is open
    And the page scrolls
    And "Explore Health Insurance", "Explore Life Insurance" and "Become a POSP" each open their form

  @ADD-12.escape-while-submitting @P1-4-success-message @issue-12
  Scenario: Escape pressed twice while an enquiry is submitting breaks nothing, and the success shows when the answer comes
    Given the clock is under test control
    And the enquiry is slow to answer
    And I have the enquiry form open
    When I fill in all of it correctly
    And I send the form
    And the enquiry call has left
    And I press "Escape"
    And I press "Escape"
    Then the "Health Insurance enquiry" form is open
    When the enquiry answers
    Then the form says "Thank you for your submission! We'll contact you shortly."
    When 2000 ms pass
    Then no form is open
    And the page scrolls
    And "Explore Health Insurance", "Explore Life Insurance" and "Become a POSP" each open their form

  @ADD-12.any-2xx-success @issue-12
  Scenario Outline: A 200 answer "OK" in plain text is a success for the <form> form
    Given the backend answers the <form> form with 200 "OK" in plain text
    And I have the <form> form open
    When I fill in all of it correctly
    And I send the form
    Then the form says it was received
    And exactly one request is sent to the <form> address within 1000 ms

    Examples:
      | form      |
      | enquiry   |
      | POSP      |
      | contact   |
      | call-back |

  @ADD-12.pdf-only-downloads @P2-8-compliance-download-failure @issue-12
  Scenario Outline: A compliance document answered with an HTML page (<type>) is not saved as a PDF
    Given every compliance document file is answered 200 with an HTML page labelled <type>
    And I visit "/compliance"
    When I try to download the compliance document "Annual Report FY 2024-25"
    Then the compliance document "Annual Report FY 2024-25" shows the alert "Failed to download the document. Please try again."
    And no file is saved within 1000 ms

    Examples:
      | type            |
      | text/html       |
      | application/pdf |

  @ADD-12.pdf-only-downloads @P2-8-csr-policy-failure @issue-12
  Scenario: A CSR policy answered with an HTML page is not saved as a PDF
    Given every CSR policy file is answered 200 with an HTML page labelled text/html
    And I visit "/about/csr"
    When I try to download the CSR policy
    Then the failure is only written to the browser console: nothing is shown and nothing is saved
    And no file is saved within 1000 ms

  @ADD-12.callback-consent @issue-12 @issue-13
  Scenario: The call-back form sends nothing without the consent to be called back
    Given I have the call-back form open
    Then both consent boxes are unticked, the one to be contacted required and the marketing one optional
    When I fill in all of it correctly
    And I do not agree to be contacted
    And I send the form
    Then the box to be contacted about this request says "Please agree to be contacted about this request, or we cannot answer it." and has the focus
    And nothing is sent to the call-back address within 1000 ms

  @ADD-12.callback-confirmation @ADD-12.callback-consent @issue-12 @issue-13
  Scenario: A call-back request gets a confirmation that stays: the reference, the number we will call and when
    Given the clock is under test control
    And I have the call-back form open
    When I paste "+91 98765 43210" into "Mobile number"
    And I fill in the rest of it correctly
    And I send the form
    Then the call-back confirmation says "Your reference number: CB-2026-007315"
    And the call-back confirmation says "We will call +91 98765 43210"
    And the call-back confirmation says when we will call
    And the call-back confirmation says "You agreed to be contacted about this request. You will not receive news or offers."
    And the request to the call-back address carries the consent to "contact"
    When 60000 ms pass
    Then the call-back confirmation is still there
    And the page has no accessibility violations

  @ADD-12.success-reference @P1-4-success-message @P1-4-closes-after-2s @issue-12
  Scenario Outline: The <form> form shows the reference number with the spec's message until it closes after 2 seconds
    Given the clock is under test control
    And I have the <form> form open
    When I fill in all of it correctly
    And I send the form
    Then the form says "Thank you for your submission! We'll contact you shortly."
    And the form says "Your reference number: <reference>"
    When 1999 ms pass
    Then the form says "Your reference number: <reference>"
    When 1 ms passes
    Then no form is open

    Examples:
      | form    | reference      |
      | enquiry | EQ-2026-004821 |
      | POSP    | PP-2026-000317 |

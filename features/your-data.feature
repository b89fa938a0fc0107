Feature: Your data: requests about one's personal data
  Under the Digital Personal Data Protection Act, 2023 a visitor may ask for a summary of their personal data,
  have it corrected or erased, withdraw a consent or nominate someone. The page names who answers and when
  (90 days), and its form is sent to the backend only with the visitor's consent to be contacted about it.

  @ADD-13.your-data-page @ADD-13.consent-block @issue-13
  Scenario: The page names the rights, who answers and when
    Given I visit "/privacy/your-data"
    Then I see the heading "Your Data and Your Rights"
    And the breadcrumb reads "Home > Privacy Policy > Your Data"
    And I see "We answer every request within 90 days, by e-mail. We may first ask you to confirm who you are, so that we never give your data to someone else."
    And I see "privacy@kizunabharat.example"
    And I see "compliance.officer@kizunabharat.example"
    And I see "If you are not satisfied with our answer, you may complain to the Data Protection Board of India."
    And the form shows a short notice "We use what you enter here only to confirm who you are and to answer your request within 90 days" with a link to the full notice
    And both consent boxes are unticked, the one to be contacted required and the marketing one optional
    And the page has no accessibility violations

  @ADD-13.consent-required @issue-13
  Scenario: Without the consent to be contacted nothing is sent
    Given I visit "/privacy/your-data"
    When I fill in the data request form correctly
    And I send the form
    Then the box to be contacted about this request says "Please agree to be contacted about this request, or we cannot answer it." and has the focus
    And nothing is sent to the data request address within 1000 ms
    And the form still holds what I typed except the consent
    And the page has no accessibility violations

  @ADD-13.data-request-form @issue-13
  Scenario: Each field has its rule and its message, and nothing is sent
    Given I visit "/privacy/your-data"
    When I type "98765" into "Phone number"
    And I type "   " into "Details of your request"
    And I agree to be contacted about this request
    And I send the form
    Then the choice "What would you like us to do?" shows "Please choose what you would like us to do"
    And the field "Full name" shows "Please enter your name"
    And the field "Email" shows "Please enter your email"
    And the field "Phone number" shows "Please enter a valid 10-digit phone number"
    And the field "Details of your request" shows "Please tell us what your request is about"
    And nothing is sent to the data request address within 1000 ms
    And the page has no accessibility violations

  @ADD-13.data-request-form @ADD-13.consent-in-body @ADD-13.consent-confirmed @issue-13
  Scenario: A request sent with consent is answered with a reference number and the 90 days
    Given I visit "/privacy/your-data"
    When I fill in the data request form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "We have received your request. Your reference number is DR-2026-000123. We will answer within 90 days, by e-mail."
    And the form confirms what I agreed: "You agreed to be contacted about this request. You will not receive news or offers. Privacy notice version 2026-11-24."
    And the request to the data request address carries the consent to "contact"
    And the request to the data request address has "request_type" as "access"
    And the request to the data request address leaves out "phone_num"
    And the form is empty again

  @ADD-13.consent-block @ADD-13.consent-in-body @issue-13
  Scenario: The marketing box is optional, and ticked it is a second purpose
    Given I visit "/privacy/your-data"
    When I fill in the data request form correctly
    And I agree to be contacted about this request
    And I also agree to receive news and offers
    And I send the form
    Then the form confirms what I agreed: "You agreed to be contacted about this request and to receive news and offers by e-mail."
    And the request to the data request address carries the consent to "contact, marketing"

  @ADD-13.form-failures @issue-13
  Scenario: A server error keeps what was typed
    Given I visit "/privacy/your-data"
    And the backend fails the data request call with its server error
    When I fill in the data request form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "We could not send this. Nothing you typed is lost: please try again."
    And the form still holds what I typed

  @ADD-13.form-failures @issue-13
  Scenario: Too many requests: the form says when to try again and keeps what was typed
    Given I visit "/privacy/your-data"
    And the backend turns away the data request call as too many requests
    When I fill in the data request form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "Too many requests have been sent from your connection."
    And the form says "Please wait about a minute before trying again."
    And the form still holds what I typed
    And the page has no accessibility violations

@reference-backend @issue-24
Feature: The site against a real backend
  Every other scenario runs the site against Prism, which answers with the contract's examples. These
  run it against the repository's reference backend (backend/, docs/backend.md): a server built from
  openapi.yaml that serves the files its lists name from its own host, refuses with its own reasons and
  its own texts in the language asked for, numbers each submission and stores it with its consent. What
  a backend team's server does differently from the mock shows here. What it received and stored is
  read back through the backend's own interface.

  @ADD-24.api-files-shown
  Scenario: The images the lists name by a path are loaded from the API's host and shown, in English and in Hindi
    When I visit "/services"
    Then the page shows 6 images the services list names, each loaded from the API's host
    When I visit "/hi/about/clients"
    Then the page shows 30 images the client logos list names, each loaded from the API's host
    When I visit "/about/csr"
    Then the page shows 4 images the CSR initiatives list names, each loaded from the API's host

  @ADD-24.refusal-in-page-language @ADD-24.reference-shown @ADD-24.submission-stored
  Scenario: A Hindi form the backend refuses says why in Hindi, in the site's words; sent again, it shows the backend's reference and is stored
    Given the clock is under test control
    And I have the Hindi contact form open
    And the next submission to the contact address arrives with its "subject" 1 character longer than the contract allows
    When I fill in all of it correctly
    And I also agree to receive news and offers
    And I send the form
    Then the backend refused it with 400 in Hindi under "subject", and the page shows none of the backend's words
    And the field "विषय" shows "कृपया विषय छोटा करें"
    When I send the form
    Then the form shows the reference the backend gave it
    And the backend stored what the form sent, with the consent to "contact" and "marketing"

  @ADD-24.reference-shown @ADD-24.submission-stored
  Scenario Outline: The <form> form shows the reference the backend gives it, and the backend stores what was sent with its consent
    Given the clock is under test control
    And I have the <form> form open
    When I fill in all of it correctly
    And I send the form
    Then the form shows the reference the backend gave it
    And the backend stored what the form sent, with the consent to "contact"

    Examples:
      | form         |
      | enquiry      |
      | POSP         |
      | call-back    |
      | data request |
      | grievance    |

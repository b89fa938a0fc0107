Feature: The mock API enforces the contract
  The mock server answers from openapi.yaml and refuses what the contract forbids,
  so the site can never rely on a request a real backend would reject.

  Scenario: A 9-digit phone number is refused on an enquiry
    When an enquiry is sent to the API with phone number "987654321"
    Then the API refuses it with status 400 and a validation error about "phone_num"

  Scenario: A lowercase PAN is refused on a POSP application
    When a POSP application is sent to the API with PAN "abcde1234f"
    Then the API refuses it with status 400 and a validation error about "pan_num"

  Scenario: A valid enquiry is accepted
    When an enquiry is sent to the API with phone number "9876543210"
    Then the API accepts it

  Scenario: The API answers the contract's server error when asked for it
    When the business numbers are requested from the API asking for the contract's 500 answer
    Then the API answers with status 500 and the contract's error body

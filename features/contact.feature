Feature: Contact page
  Office cards, a message form with an arithmetic captcha, an embedded map and contact details.

  Scenario: Office cards open a maps search for their address in a new tab
    When I open "/contact"
    Then I see 8 office cards
    And the "Bangalore" office card opens a maps search for "Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025" in a new tab
    And the page has no accessibility violations

  Scenario: A city photo that fails shows the default image
    Given the photo "/images/cities/pune.jpg" cannot be loaded
    When I open "/contact"
    Then the "Pune" office card shows the default city image

  @issue-15
  Scenario: The map asks nothing of the maps site until the visitor loads it
    When I open "/contact"
    And I scroll to the map
    Then the map is not loaded
    And no request has gone to the maps site
    And the map placeholder links to the maps site for the head office
    When I click "Load map"
    Then the map is loaded

  @issue-15
  Scenario: With non-essential cookies accepted, the map loads when the visitor scrolls to it
    Given I accepted non-essential cookies on an earlier visit
    When I open "/contact"
    Then the map is not loaded
    And no request has gone to the maps site
    When I scroll to the map
    Then the map is loaded

  Scenario: Terms not accepted
    When I open "/contact"
    And I fill in the message form
    And I answer the security question correctly
    And I send the message
    Then I see the form message "❌ Please accept the Terms and Conditions"
    And nothing was sent

  Scenario: A wrong captcha answer gives a message and a new question
    When I open "/contact"
    And I fill in the message form
    And I accept the terms
    And I answer the security question wrongly
    And I send the message
    Then I see the form message "❌ CAPTCHA verification failed. Please try again."
    And the security question has changed
    And nothing was sent

  Scenario: A new question on request
    When I open "/contact"
    And I ask for a new security question
    Then the security question has changed

  Scenario: Success clears the form and draws a new question
    When I open "/contact"
    And I fill in the message form
    And I accept the terms
    And I answer the security question correctly
    And I send the message
    Then I see the form message "✅ Message sent successfully!"
    And the message form is empty
    And the security question has changed

  Scenario: Sending blocks a second submission
    Given the contact call is slow to answer
    When I open "/contact"
    And I fill in the message form
    And I accept the terms
    And I answer the security question correctly
    And I send the message
    Then the send button reads "Sending..." and is disabled
    When the contact call answers
    Then I see the form message "✅ Message sent successfully!"
    And exactly one message was sent

  Scenario: A failure keeps what the visitor typed
    Given the backend fails the contact call with its server error
    When I open "/contact"
    And I fill in the message form
    And I accept the terms
    And I answer the security question correctly
    And I send the message
    Then I see the form message "❌ Failed to send message. Try again later."
    And the message form still holds what I typed

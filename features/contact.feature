Feature: Contact page
  Office cards, a message form with an arithmetic captcha, an embedded map and contact details.

  @P1-1-eight-offices @P1-2.6-office-cards @P1-2.6-office-maps @P1-2.6-contact-block @P1-2.6-city-photo-path
  @P1-3-office @P1-7-offices-call @ADD-27.city-drawings
  Scenario: Office cards open a maps search for their address in a new tab
    Given a photo is published at "/images/cities/bangalore.jpg"
    When I visit "/contact"
    Then I see 8 office cards
    And the "Bangalore" office card opens a maps search for "Level 6, Kizuna House, 14 Residency Road, Bengaluru, Karnataka 560025" in a new tab
    And the "Bangalore" office card shows the photo "/images/cities/bangalore.jpg"
    And the "Pune" office card shows the photo "/images/cities/drawn/pune.svg"
    And the "Bangalore" office card shows its title "Head Office" and its phone "+91 80 4567 8900"
    And the "Pune" office card shows no title
    And the "Ahmedabad" office card shows no phone
    And the contact information gives the head office's address, the e-mail address and the phone number
    And the page has no accessibility violations

  @P1-2.6-default-city-image
  Scenario: A city photo that fails, and the city's drawing with it, shows the default image
    Given the photo "/images/cities/pune.jpg" cannot be loaded
    And the photo "/images/cities/drawn/pune.svg" cannot be loaded
    When I visit "/contact"
    Then the "Pune" office card shows the default city image

  @P1-2.6-city-photo-path
  Scenario: A city's photo is looked up by its name, lowercased, with hyphens for spaces
    Given the backend lists an office in "Navi Mumbai"
    When I visit "/contact"
    Then the "Navi Mumbai" office card asks for the photo "/images/cities/navi-mumbai.jpg"
    And the "Navi Mumbai" office card shows the default city image

  @P1-2.6-default-dark @P1-2.6-dark-mode
  Scenario: In dark mode the contact page is dark, and a city photo that fails shows the dark default image
    Given the photo "/images/cities/pune.jpg" cannot be loaded
    And the photo "/images/cities/drawn/pune.svg" cannot be loaded
    And my system prefers a dark colour scheme
    When I visit "/contact"
    Then the page follows the dark colour scheme
    And the "Pune" office card shows the dark default city image
    And the page has no accessibility violations
    When my system prefers a light colour scheme
    Then the page follows the light colour scheme
    And the "Pune" office card shows the default city image

  @P1-4-lists-loading
  Scenario: The offices show a loading text until they arrive
    Given the offices are slow to arrive
    When I visit "/contact"
    Then I see "Loading our offices..."
    When the offices arrive
    Then I see 8 office cards
    And "Loading our offices..." is gone

  @P1-4-lists-loading
  Scenario: A failed offices call leaves the loading text
    Given the backend fails the offices call with its server error
    When I visit "/contact"
    Then I still see "Loading our offices..." after the call has failed

  @issue-15
  Scenario: The map asks nothing of the maps site until the visitor loads it
    When I visit "/contact"
    And I scroll to the map
    Then the map is not loaded
    And no request has gone to the maps site
    And the map placeholder links to the maps site for the head office
    When I click "Load map"
    Then the map is loaded

  @P1-2.6-map @issue-15
  Scenario: With non-essential cookies accepted, the map loads when the visitor scrolls to it
    Given I accepted non-essential cookies on an earlier visit
    When I visit "/contact"
    Then the map is not loaded
    And no request has gone to the maps site
    When I scroll to the map
    Then the map is loaded

  @P1-2.6-message-form @P1-5-terms-required @P1-5-terms-message
  Scenario: Terms not accepted
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I answer the security question correctly
    And I send the form
    Then the form says "❌ Please accept the Terms and Conditions"
    And nothing is sent to the contact address within 1000 ms

  @P1-2.6-message-form @P1-4-captcha-mismatch @P1-5-captcha-wrong
  Scenario: A wrong captcha answer gives a message and a new question
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I accept the terms
    And I answer the security question wrongly
    And I send the form
    Then the form says "❌ CAPTCHA verification failed. Please try again."
    And the security question has changed
    And nothing is sent to the contact address within 1000 ms

  @P1-2.6-message-form @P1-4-captcha-refresh
  Scenario: A new question on request
    When I visit "/contact"
    And I ask for a new security question
    Then the security question has changed

  @P1-2.6-message-form @P1-3-contact-sent @P1-4-contact-success @P1-5-newsletter-optional @P1-5-captcha-sum
  @P1-7-contact-call @P1-8-contact-success
  Scenario: Success clears the form and draws a new question
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the form says "✅ Message sent successfully!"
    And the form is empty again
    And the security question has changed

  @P1-2.6-message-form @P1-4-contact-sending @P1-7-contact-call
  Scenario: Sending blocks a second submission
    Given the contact call is slow to answer
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the send button reads "Sending..." and everything is disabled
    When the contact call answers
    Then the form says "✅ Message sent successfully!"
    And exactly one request is sent to the contact address within 500 ms

  @P1-2.6-message-form @P1-4-contact-failure @P1-7-contact-call @P1-8-contact-failure
  Scenario: A failure keeps what the visitor typed
    Given the backend fails the contact call with its server error
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the form says "❌ Failed to send message. Try again later."
    And the form still holds what I typed

  @P1-5-contact-required @P1-5-message-5-rows
  Scenario: Every field but the newsletter must be filled in
    When I visit "/contact"
    Then the field "Message" has 5 rows
    When I accept the terms
    And I send the form
    Then the message form asks me to fill in "First name, Last name, Email, Subject, Message, Security check"
    And the newsletter box may stay unticked
    And nothing is sent to the contact address within 1000 ms

  @P1-5-captcha-1-to-10
  Scenario Outline: The security question adds two whole numbers from 1 to 10 (chance at its <end>)
    Given chance always comes out at its <end>
    When I visit "/contact"
    Then the security question reads "<question>"

    Examples:
      | end     | question |
      | lowest  | 1 + 1    |
      | highest | 10 + 10  |

  @P1-5-captcha-wrong @P1-5-captcha-not-a-match
  Scenario: An answer that is not a number counts as wrong
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I accept the terms
    And I answer the security question with "seven"
    And I send the form
    Then the form says "❌ CAPTCHA verification failed. Please try again."
    And the security question has changed
    And nothing is sent to the contact address within 1000 ms

  @ADD-13.consent-block @ADD-13.consent-required @issue-13
  Scenario: Without the consent to be contacted no message is sent, after the spec's own checks
    When I visit "/contact"
    Then both consent boxes are unticked, the one to be contacted required and the marketing one optional
    When I fill in the contact form correctly
    But I do not agree to be contacted
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the box to be contacted about this request says "Please agree to be contacted about this request, or we cannot answer it." and has the focus
    And nothing is sent to the contact address within 1000 ms

  @ADD-13.consent-in-body @ADD-13.consent-confirmed @ADD-13.newsletter-is-marketing @issue-13
  Scenario: The message carries the consent given; the optional newsletter is the marketing box
    When I visit "/contact"
    And I fill in the contact form correctly
    And I agree to be contacted about this request
    And I also agree to receive news and offers
    And I accept the terms
    And I answer the security question correctly
    And I send the form
    Then the form says "✅ Message sent successfully!"
    And the request to the contact address carries the consent to "contact, marketing"
    And the form confirms what I agreed: "You agreed to be contacted about this request and to receive news and offers by e-mail."

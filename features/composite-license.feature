Feature: Composite licence
  The licence page shows our certificate and states that we hold the Composite License granted by
  IRDAI to act as a Composite Broker for life and general insurance. Clicking the certificate opens a
  full-screen dark preview; clicking the overlay closes it.

  @P1-1-licence-381 @P2-2-licence-statement @P2-7-no-calls @ADD-25.licence-statement
  Scenario: The licence statement, number and where to check its current status
    Given I visit "/about/composite-license"
    Then I see the heading "Composite License"
    And the breadcrumb reads "Home > About > Composite License"
    And the main content shows "Kizuna Bharat Insurance Brokers Private Limited holds the Composite License granted by the Insurance Regulatory and Development Authority of India (IRDAI) to act as a Composite Broker for life and general insurance."
    And the licence number "381" is shown with a link to check its current status on IRDAI's website, and no validity date
    And I see "The certificate shown is the one issued to us; the validity date printed on it has passed. IRDAI’s website shows the licence’s current status."
    And the licence certificate image is shown
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-licence-preview @P2-2-licence-overlay-closes
  Scenario: Clicking the licence opens a full-screen dark preview, and clicking the overlay closes it
    Given I visit "/about/composite-license"
    When I click "View the licence full screen"
    Then the licence is previewed full screen on a dark overlay
    And the page has no accessibility violations
    When I click the dark overlay around the licence
    Then the licence preview is closed
    And the licence certificate has the focus again

  @ADD-6.licence-preview-more-ways
  Scenario: A click on the enlarged licence itself also closes the preview
    Given I visit "/about/composite-license"
    When I click "View the licence full screen"
    And I click the enlarged licence
    Then the licence preview is closed

  @ADD-6.licence-preview-more-ways
  Scenario: The licence preview closes with Escape or its close button
    Given I visit "/about/composite-license"
    When I click "View the licence full screen"
    And I press "Escape"
    Then the licence preview is closed
    And the licence certificate has the focus again
    When I press "Enter"
    Then the licence is previewed full screen on a dark overlay
    When I click "Close"
    Then the licence preview is closed

Feature: Compliance documents
  Visitors find every regulatory and compliance document in one place, can open
  each one in a new tab and download it.

  @P2-2-compliance-heading @P2-2-compliance-subtitle @P2-2-compliance-cards @P2-2-compliance-skeleton
  @P2-7-compliances-call
  Scenario: Placeholders while loading, then the document cards
    Given the compliance documents are slow to arrive
    When I visit "/compliance"
    Then I see the heading "Compliance Documents"
    And the breadcrumb reads "Home > Compliance"
    And I see "Access all regulatory and compliance documentation in one place"
    And I see 6 compliance document placeholders
    When the compliance documents arrive
    Then I see 6 compliance document cards
    And the compliance document "Annual Report FY 2024-25" shows "Audited financial statements and the directors' report for the financial year 2024-25."
    And the page has no accessibility violations

  @P2-2-compliance-view @P2-7-compliance-file-url
  Scenario: View opens the document in a new tab
    Given I visit "/compliance"
    When I view the compliance document "Code of Conduct"
    Then the compliance document opens in a new tab at "/media/compliance/code-of-conduct.pdf" on the API

  @P2-7-compliance-download
  Scenario: Download saves the document under its title
    Given I visit "/compliance"
    When I download the compliance document "Annual Report FY 2024-25"
    Then the file is saved as "Annual_Report_FY_2024-25.pdf"

  @P2-8-compliance-download-failure @P2-8-compliance-alerts
  Scenario: A download that fails is reported in the card
    Given the backend fails the file "/media/compliance/public-disclosures.pdf" with its server error
    And I visit "/compliance"
    When I try to download the compliance document "Public Disclosures"
    Then the compliance document "Public Disclosures" shows the alert "Failed to download the document. Please try again."
    And no other compliance document shows an alert
    And the "Download" button of the compliance document "Public Disclosures" still has the focus
    And no compliance document has been opened or saved
    And the page has no accessibility violations
    When I dismiss the alert on the compliance document "Public Disclosures"
    Then the compliance document "Public Disclosures" shows no alert
    And the "Download" button of the compliance document "Public Disclosures" still has the focus

  @P2-8-compliance-missing-view @P2-8-compliance-alerts
  Scenario: A document without a file cannot be viewed
    Given one compliance document has no file
    And I visit "/compliance"
    Then I see 3 compliance document cards
    When I try to view the compliance document "Board Resolution on Grievance Officer"
    Then the compliance document "Board Resolution on Grievance Officer" shows the alert "Document not available for viewing."
    And no other compliance document shows an alert
    And the "View" button of the compliance document "Board Resolution on Grievance Officer" still has the focus
    And no compliance document has been opened or saved
    And the page has no accessibility violations
    When I dismiss the alert on the compliance document "Board Resolution on Grievance Officer"
    Then the compliance document "Board Resolution on Grievance Officer" shows no alert

  @P2-8-compliance-missing-download
  Scenario: A document without a file cannot be downloaded
    Given one compliance document has no file
    And I visit "/compliance"
    When I try to download the compliance document "Board Resolution on Grievance Officer"
    Then the compliance document "Board Resolution on Grievance Officer" shows the alert "Document not available for download."
    And the "Download" button of the compliance document "Board Resolution on Grievance Officer" still has the focus
    And no compliance document has been opened or saved
    When I try to view the compliance document "Board Resolution on Grievance Officer"
    Then the compliance document "Board Resolution on Grievance Officer" shows the alert "Document not available for viewing."
    And the page has no accessibility violations

  @P2-8-compliance-error @P2-4-compliance-retry
  Scenario: A failed list can be asked for again
    Given the backend fails the compliance documents call with its server error
    When I visit "/compliance"
    Then I see "Error loading documents"
    And I see "Failed to load compliance documents. Please try again later."
    And the page has no accessibility violations
    When the backend answers the compliance documents call normally again
    And the compliance documents are slow to arrive
    And I click "Try again"
    Then I see 6 compliance document placeholders
    And "Error loading documents" is gone
    When the compliance documents arrive
    Then I see 6 compliance document cards

  @P2-2-compliance-empty
  Scenario: Nothing published yet
    Given the backend has published no compliance documents yet
    When I visit "/compliance"
    Then I see "No documents available"
    And I see "Check back later for compliance documents"
    And the page has no accessibility violations

  @P2-3-compliance-title-fallback @P2-3-compliance-file-reference @P2-7-compliance-name-fallback
  Scenario: Files named in any of the five fields, the first present one counting, and a document without a title
    Given the backend lists compliance documents that name their files in different fields, one of them untitled
    And I visit "/compliance"
    Then the compliance documents read "Compliance Document; Broker Agreement Terms; Risk Management Policy; Anti-Fraud Policy"
    When I view the compliance document "Broker Agreement Terms"
    Then the compliance document opens in a new tab at "/media/compliance/public-disclosures.pdf" on the API
    When I view the compliance document "Risk Management Policy"
    Then the compliance document opens in a new tab at "/media/compliance/privacy-policy.pdf" on the API
    When I view the compliance document "Anti-Fraud Policy"
    Then the compliance document opens in a new tab at "/media/compliance/annual-report-2024-25.pdf" on the API
    When I download the compliance document "Compliance Document"
    Then the file is saved as "document.pdf"


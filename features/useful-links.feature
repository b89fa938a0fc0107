Feature: Useful Links
  Official sites a policyholder needs, each opening in a new tab.

  @P2-2-useful-breadcrumb @P2-2-useful-new-tab @P2-2-useful-list @P2-7-no-calls
  Scenario: The nine official links
    Given I visit "/knowledge/useful-links"
    Then I see the heading "Useful Links"
    And the breadcrumb reads "Home > Knowledge Bank > UseFul Links"
    And the list of official links has 9 links, each opening in a new tab without access to this page
    And the useful links include "Insurance Regulatory and Development Authority of India (IRDAI)" at "https://irdai.gov.in/"
    And the useful links include "Insurance Institute of India" at "https://www.insuranceinstituteofindia.com/"
    And the list of official links reads "Insurance Regulatory and Development Authority of India (IRDAI); Council for Insurance Ombudsmen; IRDAI Policyholder (consumer education); List of general insurers (IRDAI); List of life insurers (IRDAI); Insurance Institute of India; General Insurance Corporation of India (GIC Re); National Consumer Disputes Redressal Commission (NCDRC); Department of Financial Services, Ministry of Finance"
    And the page made no calls to the backend
    And the page has no accessibility violations

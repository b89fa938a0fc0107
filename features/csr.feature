Feature: Corporate social responsibility
  Visitors read our CSR policy and the community initiatives we support, newest first.

  @P2-2-csr-heading @P2-2-csr-tagline @P2-2-csr-newest-first @P2-2-csr-initiative @P2-2-csr-alternating
  @P2-2-csr-loading
  Scenario: Loading, then the initiatives newest first in alternating layout
    Given the CSR initiatives are slow to arrive
    When I visit "/about/csr"
    Then I see the heading "Our Corporate Social Responsibility"
    And the breadcrumb reads "Home > About > CSR"
    And I see "Loading our CSR initiatives..."
    When the CSR initiatives arrive
    Then the CSR initiatives read, newest first, "Lake Clean-up Drive; Insurance Awareness for Women Self-Help Groups; Tree Plantation Along the Sabarmati; Road Safety Week for School Children; Free Health Check-up Camp"
    And the CSR initiatives alternate left and right
    And the CSR initiative "Lake Clean-up Drive" took place in "Bengaluru" on "05 Jun 2025"
    And the CSR initiative "Lake Clean-up Drive" shows "More than 150 employees and their families cleared four tonnes of waste from the shores of a city lake with the local ward office."
    And the main content shows "Growing together with the communities we serve."
    And "Loading our CSR initiatives..." is gone
    And the page has no accessibility violations

  @P2-2-csr-initiative @P2-3-csr-default-missing
  Scenario: An initiative without a photo shows the default CSR image
    Given I visit "/about/csr"
    Then the CSR initiative "Insurance Awareness for Women Self-Help Groups" shows the default CSR image

  @P2-2-csr-initiative @P2-3-csr-default-fails
  Scenario: A photo that cannot be loaded is replaced by the default CSR image
    Given the photo "/images/csr/road-safety.svg" cannot be loaded
    When I visit "/about/csr"
    Then the CSR initiative "Road Safety Week for School Children" shows the default CSR image

  @P2-2-csr-policy
  Scenario: The CSR policy downloads
    Given I visit "/about/csr"
    When I download the CSR policy
    Then the file is saved as "CSR_Policy.pdf"

  @P2-8-csr-policy-failure
  Scenario: A CSR policy that cannot be downloaded is only logged
    Given the backend fails the file "/media/docs/CSR_Policy.pdf" with its server error
    And I visit "/about/csr"
    When I try to download the CSR policy
    Then the failure is only written to the browser console: nothing is shown and nothing is saved

  @P2-8-csr-failure
  Scenario: The initiatives cannot be loaded
    Given the backend fails the CSR initiatives call with its server error
    When I visit "/about/csr"
    Then I see "Failed to load CSR initiatives. Please try again later."
    And "Loading our CSR initiatives..." is gone

  @P2-8-csr-empty
  Scenario: No initiatives yet
    Given the backend has published no CSR initiatives yet
    When I visit "/about/csr"
    Then I see "No CSR initiatives found."

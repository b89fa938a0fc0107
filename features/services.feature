Feature: Services page
  Visitors see the broker's services, loaded from the backend.

  @P1-2.5-cards @P1-2.5-loading @P1-7-api-host-setting @P1-7-services-call
  Scenario: The services arrive after the loading text
    Given the services are slow to arrive
    When I visit "/services"
    Then I see "Loading services..."
    When the services arrive
    Then I see 6 service cards with an image and a description
    And "Loading services..." is gone
    And the services were asked for at the API host the site is configured with
    And the page has no accessibility violations

  @P1-8-services-failure
  Scenario: A failed services call leaves the loading text
    Given the backend fails the services call with its server error
    When I visit "/services"
    Then I still see "Loading services..." after the call has failed

  @P1-2.5-empty-as-loading
  Scenario: No published services look the same as loading
    Given the backend has published no services yet
    When I visit "/services"
    Then I still see "Loading services..." once the services call has answered


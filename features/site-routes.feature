Feature: Every page of the site is reachable, titled and indexable
  Visitors and search engines reach every registered page by its address.
  Each page shows its heading and, except Home, a breadcrumb trail that starts with Home.
  The server already sends the page's content, title and canonical address before any script runs,
  and every page passes an automated accessibility check.

  @P1-2.1-breadcrumb @P1-2.1-breadcrumb-home-link @P1-2.5-heading @P1-2.9-breadcrumb @P2-2-route-services
  @P2-2-route-contact @P2-2-route-company @P2-2-route-board @P2-2-route-key-team @P2-2-route-licence
  @P2-2-route-life-glossary @P2-2-route-general-glossary @P2-2-route-useful-links @P2-2-route-forms
  @P2-2-route-clients @P2-2-route-partners @P2-2-route-csr @P2-2-route-careers @P2-2-route-products
  @P2-2-route-compliance @P2-2-route-grievance @P2-2-route-disclaimer @P2-2-route-privacy @P2-2-every-page-breadcrumb
  @ADD-2.prerendered-pages @ADD-2.accessibility
  Scenario Outline: <path> shows its heading and breadcrumb
    When I visit "<path>"
    Then I see the heading "<heading>"
    And the breadcrumb reads "<breadcrumb>"
    And the HTML served for "<path>" already contains the heading "<heading>"
    And the page has no accessibility violations

    Examples:
      | path                                | heading                             | breadcrumb                                          |
      | /services                           | Our Services                        | Home > Services                                     |
      | /contact                            | Contact Us                          | Home > Contact                                      |
      | /about/company                      | Company Overview                    | Home > About > Company Overview                     |
      | /about/board-of-directors           | Board of Directors                  | Home > About > Board of Directors                   |
      | /about/key-management-team          | Key Management Team                 | Home > About > Key Management Team                  |
      | /about/composite-license            | Composite License                   | Home > About > Composite License                    |
      | /knowledge/glossary/life-insurance  | Life Insurance Glossary             | Home > Knowledge Bank > Glossary > Life Insurance   |
      | /knowledge/glossary/general-insurance | General Insurance Glossary        | Home > Knowledge Bank > Glossary > General Insurance |
      | /knowledge/useful-links             | Useful Links                        | Home > Knowledge Bank > UseFul Links                |
      | /knowledge/forms                    | Insurer Forms                       | Home > Knowledge Bank > Forms                       |
      | /about/clients                      | Our Valued Clients                  | Home > About > Clients                              |
      | /about/partners                     | Our Insurance Partners              | Home > About > Partners                             |
      | /about/csr                          | Our Corporate Social Responsibility | Home > About > CSR                                  |
      | /careers                            | Join Our Team                       | Home > Careers                                      |
      | /products                           | Our Insurance Products              | Home > Products                                     |
      | /compliance                         | Compliance Documents                | Home > Compliance                                   |
      | /grievance                          | Escalation Matrix                   | Home > Grievance > Escalation Matrix                |
      | /disclaimer                         | Disclaimer                          | Home > Disclaimer                                   |
      | /privacy                            | Privacy Policy                      | Home > Privacy Policy                               |

  @P1-2.1-breadcrumb @P2-2-route-home @ADD-2.prerendered-pages @ADD-2.accessibility
  Scenario: The home page has its heading and no breadcrumb
    When I visit "/"
    Then I see the heading "Insurance advice that stands by you, from policy to claim"
    And the breadcrumb trail is gone
    And the HTML served for "/" already contains the heading "Insurance advice that stands by you, from policy to claim"
    And the page has no accessibility violations

  @ADD-2.not-found
  Scenario: An unknown address shows a helpful not-found page
    When I visit "/no-such-page"
    Then the server answers "/no-such-page" with status 404
    And I see the heading "Page not found"
    When I follow "Go to the home page" in the main content
    Then I am on "/"
    And the page has no accessibility violations

  @ADD-2.sitemap-robots
  Scenario: Search engines get a sitemap and robots rules built from the same list of pages
    Then the sitemap lists every registered page
    And robots.txt points to the sitemap

  @ADD-2.api-reference
  Scenario: Backend teams find a browsable API reference built from the contract
    Then the API reference at "/api-docs/" documents "/api/submit-insurance-section-form/"

  @P1-8-routing-error
  Scenario: A page whose code cannot be loaded ends on the generic error screen
    When I visit "/"
    And the code of the other pages can no longer be loaded
    And I follow "Careers" in the footer
    Then the site shows a screen titled "Unexpected Application Error!"

  @ADD-10.no-sideways-scroll
  Scenario Outline: No page scrolls sideways on a <width> px phone, in <language>
    Every registered page is checked, so a page added later is checked too.

    Given my screen is <width> px wide
    Then no registered page in <language> scrolls sideways, and no ordinary word is broken apart

    Examples:
      | width | language |
      | 320   | English  |
      | 390   | English  |

    @ADD-14.hindi-no-sideways-scroll
    Examples: Devanagari runs longer than English, and wraps at other places
      | width | language |
      | 320   | Hindi    |

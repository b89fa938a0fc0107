@issue-15
Feature: The site is delivered like production: fast and strict
  The acceptance suite serves the build with nginx, deploy/nginx.conf and the build's deploy/build.conf, the
  production shape, as `npm start` does. It answers every route, redirect, asset and bad address
  as the route list and the build say, with the security headers, and no page runs a script the
  Content-Security-Policy did not allow.

  Scenario: Every page loads without a single Content-Security-Policy violation
    Then every registered route in every language, the not-found page and the API reference load without a CSP violation

  Scenario: The security headers score A+ on the MDN HTTP Observatory's rules
    Given nginx serves the build with the API base "https://api.kizunabharat.example"
    Then its answer for "/" scores A+ on the MDN HTTP Observatory's rules
    And its Content-Security-Policy allows connections only to the site, the build's analytics hosts and "https://api.kizunabharat.example"

  Scenario: nginx answers every address as the route list and the build say
    Then nginx gives every route, redirect, asset and bad address the status and Location the route list and the build say, with the security headers

  Scenario: A malformed address answers 400, not 500
    Then nginx answers 400 to "/%E0%A4%A", "/%zz" and "/%"

  Scenario: Dot-files are never served, however the dot is written
    Then nginx answers 404 to "/.vite/manifest.json" and "/%2evite/manifest.json", although the file exists

  Scenario: Every file of the build goes out with its own MIME type
    Then nginx sends every file of the build with the right Content-Type

  Scenario: Videos can be fetched in parts, so Safari on iPhones plays them
    Then nginx answers a Range request for "/media/videos/dealer-story.webm" with 206 and exactly those bytes

  Scenario Outline: <path> carries an ETag and Last-Modified, and is not sent again unchanged
    Then nginx sends "<path>" with an ETag and Last-Modified, and answers 304 when asked with that ETag

    Examples:
      | path           |
      | /favicon.svg   |
      | /about/company |

  Scenario: Text is compressed once, at build time, and sent as it is
    Then nginx sends the main script as the gzip file made at build time

  Scenario: Only GET and HEAD get content
    Then nginx answers 405 with "Allow: GET, HEAD" to POST, DELETE and PROPFIND on "/"

  Scenario: The deployment config follows the one route list
    Then deploy/build.conf redirects every legacy and renewal path of the route list

  Scenario: A page open from before a deploy reloads to the new build instead of failing
    Given I visit "/"
    And the chunk of the "about-company" page is gone once, as after a deploy
    When I point at "About"
    And I click "Company Overview" in the About menu
    Then the browser loads "/about/company" afresh once and shows the heading "Company Overview"
    And the main content nowhere says "Unexpected Application Error!"

  Scenario: A chunk that stays missing reloads the page only once, never in a loop
    Given I visit "/"
    And the chunk of the "about-company" page is gone for good
    When I point at "About"
    And I click "Company Overview" in the About menu
    Then the page has reloaded exactly once within 3 seconds

  Scenario: The API reference is served from our own files
    When I open the API reference
    Then it shows the title "Kizuna Bharat Insurance Brokers — public website API"
    And every request the page made went to the site itself

  Scenario: The first paint needs no script and nothing competes with it
    Then the HTML served for "/" inlines its critical CSS and loads the full stylesheet at the end of the body
    And the HTML served for "/" has no modulepreload
    And the HTML served for "/" preloads no image: its largest paint is the hero's pre-rendered text
    And the stylesheet declares an Inter fallback face with adjusted metrics
    And every web font the stylesheet declares is shown with font-display optional: a late font never re-wraps the page
    And the full stylesheet declares no font face: each page has them in its inlined CSS, and declaring them again would lay out its text once more

  Scenario Outline: <path>'s first screen is laid out by the inlined CSS exactly as by the full stylesheet: nothing moves when it arrives
    Then the first screen of "<path>" on a 390 px phone is laid out the same with the full stylesheet held back as with it

    Examples:
      | path                               |
      | /privacy                           |
      | /about/company                     |
      | /grievance                         |
      | /knowledge/forms                   |
      | /claims                            |
      | /hi/about/company                  |
      | /hi/privacy                        |

  Scenario Outline: <path> is drawn without a locale formatter: the first one costs a phone 80–160 ms
    Given the browser counts every Intl formatter, collator and locale-sensitive call
    When I visit "<path>"
    And the page's calls to the API have finished
    Then no Intl formatter, collator or locale-sensitive call was made

    Examples:
      | path                                  |
      | /                                     |
      | /grievance                            |
      | /privacy/your-data                    |
      | /knowledge/glossary/life-insurance    |
      | /knowledge/glossary/general-insurance |

  Scenario Outline: <path> asks for its lists while its HTML is read, before any of the site's code has arrived, and once
    When I visit "<path>" while the site's code is held back until the page asks the API for something, or for 5000 ms
    And the page's calls to the API have finished
    Then the page asked the API for <reads>, each once, all of them while the site's code was held back

    Examples:
      | path                          | reads                                |
      | /                             | "/api/list-business-numbers/"        |
      | /services                     | "/api/services/"                     |
      | /contact                      | "/api/offices/"                      |
      | /about/board-of-directors     | "/api/board-of-directors/"           |
      | /about/key-management-team    | "/api/key-management-team/"          |
      | /about/clients                | "/api/testimonials/, /api/logos/"    |
      | /about/csr                    | "/api/csr/"                          |
      | /careers                      | "/api/careers/"                      |
      | /compliance                   | "/api/compliances/"                  |
      | /hi/services                  | "/api/services/"                     |
      | /hi/about/clients             | "/api/testimonials/, /api/logos/"    |

  Scenario Outline: <path> asks for its first card's photo as soon as the list arrives, before the site's code
    When I visit "<path>" while the site's code is held back until the page asks for <photo>, or for 5000 ms
    Then the page asked for <photo> while the site's code was held back, and once only

    Examples:
      | path                          | photo                                                |
      | /services                     | the API's "/images/services/risk-advisory.svg"       |
      | /about/board-of-directors     | the site's "/images/bord-directors/1/1.jpg"          |
      | /hi/about/key-management-team | the site's "/images/key_management_team/1.jpg"       |
      | /about/csr                    | the API's "/images/csr/lake-clean-up.svg"            |

  Scenario: The copy every Hindi page renders with, and the API client with its checks, each come as one script, not six
    Then the build puts "src/content/hi/index.ts, src/content/hi/routes.ts, src/content/hi/frame.ts, src/content/hi/disclosures.ts, src/content/hi/forms.ts, src/content/hi/consent.ts, src/content/hi/callback.ts" in one script, which the entry does not load before a page needs it
    And the build puts "src/content/ja/index.ts, src/content/ja/routes.ts, src/content/ja/frame.ts, src/content/ja/disclosures.ts, src/content/ja/forms.ts, src/content/ja/consent.ts, src/content/ja/callback.ts" in one script, which the entry does not load before a page needs it
    And the build puts "src/lib/api-client.ts, src/lib/api-response.ts, src/lib/page-data.ts, src/lib/deadline.ts, src/components/Loadable.tsx" in one script, which the entry does not load before a page needs it

  Scenario Outline: <path> asks for its own code and its copy together with the site's entry, not one after the other
    When I visit "<path>" with the site's entry script held back until the page has asked for its own code and the copy in "<copy>", or for 5000 ms
    Then the page had asked for its own code and that copy before the entry script arrived

    Examples:
      | path                          | copy                                                                  |
      | /services                     | none                                                                  |
      | /about/company                | none                                                                  |
      | /hi/services                  | src/content/hi/index.ts, src/content/hi/frame.ts, src/content/hi/services.ts |
      | /hi/knowledge/glossary/life-insurance | src/content/hi/index.ts, src/content/hi/glossary/life.ts, src/content/hi/glossary/ui.ts |
      | /ja/services                  | src/content/ja/index.ts, src/content/ja/services.ts                   |

  Scenario: The business numbers count up, grouped the Indian way, without a locale formatter
    Given the clock is under test control
    And the browser counts every Intl formatter, collator and locale-sensitive call
    And I visit "/"
    When 3000 ms pass
    And I scroll to the figures headed "Trusted by Millions"
    And 2500 ms pass
    Then the business numbers read "9.6M, 2.6M, 99%, 4,500+, 30+"
    And no Intl formatter, collator or locale-sensitive call was made

  @ADD-26.locale-not-found
  Scenario Outline: An unknown address under a language's prefix gets that language's not-found page, which hydrates cleanly
    When I visit "<address>"
    Then the server answers "<address>" with status 404
    And the page is in "<lang>", titled "Page not found | Kizuna Bharat", with the heading "Page not found"

    Examples:
      | address          | lang  |
      | /ja/claims       | ja    |
      | /hi/no-such-page | hi    |
      | /no-such-page    | en-IN |

  @ADD-26.form-fallback-answer
  Scenario Outline: A form posted without its scripts gets a page in its language that says how to reach us, and nothing it sent
    Then nginx answers a form posted to "<path>" with 405 and a page in "<lang>" offering the phone number, WhatsApp and e-mail, and nothing of what was sent

    Examples:
      | path                       | lang  |
      | /form-needs-javascript     | en-IN |
      | /hi/form-needs-javascript  | hi    |
      | /ja/form-needs-javascript  | ja    |

  @ADD-26.favicon
  Scenario: /favicon.ico is an icon, not a 404
    Then nginx sends "/favicon.ico" as an icon

  @ADD-26.preload-once
  Scenario Outline: Each script of <page> is preloaded once: the page preloads its own list, no module twice and none it had already loaded
    When I visit "<page>"
    Then the page's modulepreload links are exactly its own list, each module once

    Examples:
      | page             |
      | /hi/             |
      | /ja/             |
      | /hi/grievance    |
      | /no-such-page    |
      | /hi/no-such-page |

  @ADD-26.api-docs-head
  Scenario: The API reference declares UTF-8, describes itself, has an icon, and its menu links are fragments of the page
    When I open the API reference
    Then its head declares the charset "utf-8", a description and an icon
    And every link of its menu is a fragment of the page, and opening one afresh shows that section

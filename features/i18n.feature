@issue-14
Feature: The site in Hindi
  Every page of the site is also published in Hindi under /hi/, pre-rendered in Hindi, with its
  English and Hindi addresses named to search engines both ways. A switcher in the header moves
  between the languages on the same page and remembers the choice for the next visit.

  @ADD-14.hindi-pages
  Scenario: Every Hindi page is pre-rendered in Hindi and names its English page, and the English names it
    Then every registered page is served under "/hi" in Hindi, with its Hindi canonical address and hreflang alternates
    And every English page names its Hindi alternate with hreflang "hi-IN"

  @ADD-14.sitemap-languages
  Scenario: The sitemap lists every page in English and in Hindi with its alternates
    Then the sitemap lists every registered page in English and in Hindi, each with hreflang "en-IN", "hi-IN" and "x-default"

  @ADD-14.language-switcher
  Scenario Outline: The language switcher keeps me on the same page and remembers my choice
    Given I visit "<english>"
    When I choose "हिन्दी" in the language switcher
    Then I am on "<hindi>" and the page is in Hindi with the heading "<heading>"
    When I come back later to "<english>"
    Then I am taken to "<hindi>"
    When I choose "English" in the language switcher
    Then I am on "<english>" and the page is in English

    Examples:
      | english                           | hindi                                | heading             |
      | /about/company                    | /hi/about/company                    | कंपनी का परिचय       |
      | /knowledge/glossary/life-insurance | /hi/knowledge/glossary/life-insurance | जीवन बीमा शब्दावली |
      | /grievance                        | /hi/grievance                        | शिकायत निवारण क्रम  |

  @ADD-14.hindi-validation
  Scenario: The Hindi grievance form explains each mistake in Hindi and sends nothing
    Given I visit "/hi/grievance"
    When I type "12345" into "फ़ोन नंबर" of the Hindi grievance form
    And I send the Hindi grievance form
    Then the Hindi grievance form field "पूरा नाम" says "कृपया अपना नाम दर्ज करें"
    And the Hindi grievance form field "ई-मेल" says "कृपया अपना ई-मेल दर्ज करें"
    And the Hindi grievance form field "फ़ोन नंबर" says "कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें"
    And the Hindi grievance form field "आपकी शिकायत" says "कृपया अपनी शिकायत का विवरण दें"
    And the Hindi consent box says "कृपया इस अनुरोध के बारे में संपर्क किए जाने की सहमति दें, अन्यथा हम इसका उत्तर नहीं दे सकते।"
    And nothing was sent to "/api/grievances/" within 1000 ms

  @ADD-14.hindi-glossary-search
  Scenario: The Hindi glossary shows each English term in brackets and finds a term in either script
    Given I visit "/hi/knowledge/glossary/life-insurance"
    Then the term "नामांकन" is shown with "(Nomination)" after it
    When I search the Hindi glossary for "नामांकन"
    Then the search results include "नामांकन"
    When I search the Hindi glossary for "Free Look"
    Then the search results include "फ्री लुक अवधि"

  @ADD-14.no-english-copy
  Scenario Outline: A Hindi page has no English copy in its main content
    Allowed: names, numbers, the brand, e-mail addresses, web addresses and English terms in brackets.

    Given I visit "<page>"
    Then the main content has no English copy

    Examples:
      | page                                 |
      | /hi/about/company                    |
      | /hi/products                         |
      | /hi/knowledge/glossary/life-insurance |
      | /hi/knowledge/glossary/general-insurance |
      | /hi/knowledge/useful-links           |
      | /hi/knowledge/forms                  |
      | /hi/grievance                        |
      | /hi/disclaimer                       |
      | /hi/                                 |
      | /hi/contact                          |
      | /hi/claims                           |
      | /hi/about/composite-license          |
      | /hi/about/partners                   |
      | /hi/privacy                          |
      | /hi/privacy/your-data                |
      | /hi/accessibility                    |

  @ADD-14.hindi-accessible
  Scenario Outline: The Hindi <name> passes the automated accessibility check, as its English page does
    Given I visit "<page>"
    Then the page has no accessibility violations

    Examples:
      | name                    | page                                  |
      | home page               | /hi/                                  |
      | life insurance glossary | /hi/knowledge/glossary/life-insurance |
      | grievance form          | /hi/grievance                         |
      | data request form       | /hi/privacy/your-data                 |
      | contact page            | /hi/contact                           |

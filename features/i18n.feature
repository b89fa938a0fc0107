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

  @ADD-14.devanagari-font
  Scenario: Hindi pages preload a Devanagari font cut to what they use; English pages never download it
    When I visit "/about/company" and note the fonts it downloads
    Then the page downloaded no Devanagari font, and its HTML preloads none
    When I visit "/hi/about/company" and note the fonts it downloads
    Then its HTML preloads the Devanagari font, and the page downloaded that file: under 80 KB

  @ADD-27.language-control
  Scenario: One language control, a 44 px button alike on every page, whose list a keyboard opens and closes
    When I visit "/claims" and note the fonts it downloads
    And I open the language list with the keyboard
    Then the language list offers "English" and "हिन्दी", the Hindi name drawn, and the page downloaded no Devanagari font
    And the page has no accessibility violations
    When I press "Escape"
    Then the language list is closed and its button has the focus
    And the language control is one button at least 44 × 44 px, drawn alike on "/about/company", "/hi/claims" and "/ja/"

  @ADD-14.language-switcher
  Scenario Outline: The language switcher keeps me on the same page and remembers my choice
    Given I visit "<english>"
    When I choose "हिन्दी" in the language switcher
    Then I am on "<hindi>" and the page is in Hindi with the heading "<heading>"
    When I come back later to "<english>"
    Then I am taken to the Hindi page "<hindi>"
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
    When I type "12345" into "फ़ोन नंबर"
    And I send the form
    Then the field "पूरा नाम" shows "कृपया अपना नाम दर्ज करें"
    And the field "ई-मेल" shows "कृपया अपना ई-मेल दर्ज करें"
    And the field "फ़ोन नंबर" shows "कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें"
    And the field "आपकी शिकायत" shows "कृपया अपनी शिकायत का विवरण दें"
    And the box to be contacted about this request says "कृपया इस अनुरोध के बारे में संपर्क किए जाने की सहमति दें, अन्यथा हम इसका उत्तर नहीं दे सकते।"
    And nothing is sent to the grievance address within 1000 ms

  @ADD-14.hindi-glossary-search
  Scenario: The Hindi glossary shows each English term in brackets and finds a term in either script
    Given I visit "/hi/knowledge/glossary/life-insurance"
    Then the term "नामांकन" is shown with "(Nomination)" after it
    When I search the Hindi glossary for "नामांकन"
    Then the search results include "नामांकन"
    When I search the Hindi glossary for "Free Look"
    Then the search results include "फ़्री लुक अवधि"

  @ADD-14.api-data-language
  Scenario Outline: A page asks the API for its lists in its own language: Hindi data on Hindi pages, English on English ones
    Given I visit "<hindi page>"
    Then I see "<in hindi>" from the API, and not "<in english>"
    And the page asked the API for its lists in Hindi
    When I visit "<english page>"
    Then I see "<in english>" from the API, and not "<in hindi>"
    And the page asked the API for its lists in English

    Examples:
      | hindi page                    | english page               | in hindi                                | in english                                    |
      | /hi/about/board-of-directors  | /about/board-of-directors  | अध्यक्ष एवं स्वतंत्र निदेशक               | Chairman and Independent Director             |
      | /hi/about/key-management-team | /about/key-management-team | प्रधान अधिकारी एवं मुख्य परिचालन अधिकारी  | Principal Officer and Chief Operating Officer |
      | /hi/about/csr                 | /about/csr                 | झील सफ़ाई अभियान                         | Lake Clean-up Drive                           |
      | /hi/careers                   | /careers                   | दावा कार्यकारी – मोटर                     | Claims Executive – Motor                      |
      | /hi/compliance                | /compliance                | वार्षिक रिपोर्ट वित्त वर्ष 2024-25         | Annual Report FY 2024-25                      |
      | /hi/services                  | /services                  | जोखिम मूल्यांकन और परामर्श                 | Risk Assessment & Advisory                    |
      | /hi/about/clients             | /about/clients             | डेक्कन हाइट्स रियल्टी                     | Deccan Heights Realty                         |
      | /hi/contact                   | /contact                   | उत्तर क्षेत्रीय कार्यालय                   | North Regional Office                         |
      | /hi/                          | /                          | शहरों में सेवा                            | Cities served                                 |

  @ADD-14.api-data-language
  Scenario: The Hindi board, CSR, careers and compliance pages show the API's Hindi data in their usual form
    Given I visit "/hi/about/board-of-directors"
    Then I see 5 board members, alternating left and right
    And the first member reads "श्री राजीव वेंकटरमन" with the designation "अध्यक्ष एवं स्वतंत्र निदेशक"
    When I visit "/hi/about/csr"
    Then the CSR initiatives read, newest first, "झील सफ़ाई अभियान; महिला स्वयं सहायता समूहों के लिए बीमा जागरूकता; साबरमती के किनारे वृक्षारोपण; स्कूली बच्चों के लिए सड़क सुरक्षा सप्ताह; निःशुल्क स्वास्थ्य जाँच शिविर"
    And the CSR initiative "झील सफ़ाई अभियान" took place in "बेंगलुरु" on "05 जून 2025"
    When I visit "/hi/careers"
    Then I see 3 openings
    And the opening "पुनर्बीमा विश्लेषक" is in "मुंबई", "पूर्णकालिक", with an apply link by e-mail
    When I visit "/hi/compliance"
    Then I see 6 compliance document cards
    And the compliance document "आचार संहिता" shows "आचरण के वे मानक, जिनका पालन हमारे कर्मचारी और निदेशक ग्राहकों को सलाह देते समय करते हैं।"

  @ADD-14.hindi-bullets
  Scenario: Hindi details from the API are told in bullet sentences, split at the danda
    Given I visit "/hi/about/key-management-team"
    Then the member "नारायण सुब्रमण्यन" has the bullet "वे IRDAI के बीमा ब्रोकर विनियमों के अंतर्गत कंपनी के प्रधान अधिकारी हैं।"
    And the member "नारायण सुब्रमण्यन" has the bullet "उन्होंने वह दावा सहायता डेस्क खड़ा किया जो आज हर वर्ष बीस लाख से अधिक दावों में सहायता करता है।"

  @ADD-14.api-data-after-switch
  Scenario: After switching language, a page's lists are shown in the new language only
    Given I visit "/about/board-of-directors"
    And I see "Chairman and Independent Director" from the API, and not "अध्यक्ष एवं स्वतंत्र निदेशक"
    When I choose "हिन्दी" in the language switcher
    Then I see "अध्यक्ष एवं स्वतंत्र निदेशक" from the API, and not "Chairman and Independent Director"
    When I choose "English" in the language switcher
    Then I see "Chairman and Independent Director" from the API, and not "अध्यक्ष एवं स्वतंत्र निदेशक"

  @ADD-14.api-data-language
  Scenario: A list that fails on a Hindi page gets the contract's error and the Hindi failure text
    Given the backend fails the CSR initiatives call with its server error
    When I visit "/hi/about/csr"
    Then I still see "CSR पहलों की जानकारी लोड नहीं हो सकी। कृपया कुछ देर बाद दोबारा कोशिश करें।" after the call has failed

  @ADD-14.no-english-copy
  Scenario Outline: A Hindi page has no English copy in its main content
    Allowed: names, numbers, the brand, e-mail addresses, web addresses and English terms in brackets.
    The lists from the API are read once they are shown.

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
      | /hi/services                         |
      | /hi/about/board-of-directors         |
      | /hi/about/key-management-team        |
      | /hi/about/clients                    |
      | /hi/about/csr                        |
      | /hi/careers                          |
      | /hi/compliance                       |

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

  # ——— Japanese (issue 14, part 5): the third locale, for home, company, services, products and contact ———
  # Japanese publishes only these five pages (and the call-back form, in every page's frame). Links to
  # pages it does not publish open the English page; the other languages name the Japanese pages too.

  @ADD-14.ja-pages
  Scenario: The Japanese pages are pre-rendered in Japanese and every language names them, and only them
    Then these pages are served in Japanese, with og:locale "ja_JP", their own canonical address and the heading:
      | page              | heading                                                |
      | /ja/              | 保険契約から保険金請求まで、お客さまに寄り添う保険アドバイス |
      | /ja/about/company | 会社概要                                               |
      | /ja/services      | 当社のサービス                                         |
      | /ja/products      | 保険商品のご案内                                       |
      | /ja/contact       | お問い合わせ                                           |
    And each of them, and its English and Hindi page, names the alternates "en-IN", "hi-IN", "ja-JP" and "x-default"
    And no other English or Hindi page names a Japanese alternate
    And the server answers "/ja/claims" with status 404

  @ADD-14.ja-accessible
  Scenario Outline: A Japanese page passes the accessibility check
    Given I visit "<page>"
    Then the page has no accessibility violations

    Examples:
      | page              |
      | /ja/              |
      | /ja/about/company |
      | /ja/services      |
      | /ja/products      |
      | /ja/contact       |

  @ADD-14.ja-sitemap
  Scenario: The sitemap lists the five Japanese pages, and no other, with their alternates
    Then the sitemap's Japanese pages are "/ja/", "/ja/about/company", "/ja/services", "/ja/products" and "/ja/contact"
    And in the sitemap "/contact", "/hi/contact" and "/ja/contact" each name "/ja/contact" with hreflang "ja-JP"
    And in the sitemap "/claims" names no Japanese page

  @ADD-14.ja-switcher
  Scenario: The language switcher moves between English and Japanese on the same page and remembers Japanese
    Given I visit "/about/company"
    Then the language switcher offers "हिन्दी" and "日本語"
    When I choose "日本語" in the language switcher
    Then I am on "/ja/about/company" and the page is in Japanese with the heading "会社概要"
    And the language switcher offers "English" and "हिन्दी"
    When I come back later to "/contact"
    Then I am taken to the Japanese page "/ja/contact"
    When I come back later to "/claims"
    Then I stay on the English page "/claims"
    When I come back later to "/ja/about/company"
    And I choose "English" in the language switcher
    Then I am on "/about/company" and the page is in English

  @ADD-14.ja-switcher
  Scenario: A page Japanese does not publish offers no Japanese
    Given I visit "/claims"
    Then the language switcher offers "हिन्दी" only

  @ADD-14.ja-switcher
  Scenario Outline: The header keeps one row with a third language
    Given my screen is <width> px wide
    When I visit "<page>"
    Then the header's items stand side by side within the screen, the language control included

    Examples:
      | width | page              |
      | 1280  | /about/company    |
      | 1366  | /about/company    |
      | 1366  | /hi/about/company |
      | 1280  | /ja/about/company |
      | 1366  | /ja/about/company |
      | 390   | /ja/about/company |

  @ADD-14.ja-validation
  Scenario: The call-back form on a Japanese page explains each mistake in Japanese and sends nothing
    Given I visit "/ja/contact"
    When I click "折り返し電話" in the header
    And I type "12345" into "携帯電話番号"
    And I send the form
    Then the choice "ご相談の内容" shows "ご相談の内容を選択してください"
    And the field "携帯電話番号" shows "10桁の有効な電話番号を入力してください"
    And the box to be contacted about this request says "本件についてご連絡することへのご同意をお願いいたします。ご同意いただけない場合は、ご回答いたしかねます。"
    And nothing is sent to the call-back request address within 1000 ms

  @ADD-14.ja-english-links
  Scenario: On a Japanese page, a link to a page Japanese does not publish opens the English page
    Given I visit "/ja/"
    Then the header's link "お問い合わせ" leads to "/ja/contact"
    And the header's link "保険金請求（英語）" leads to the English page "/claims"
    And the footer's link "苦情・ご相談（英語）" leads to the English page "/grievance"
    And the footer's link "お客さまのデータ（英語）" leads to the English page "/privacy/your-data"
    When I follow "保険金請求（英語）" in the header
    Then I am on "/claims" and the page is in English
    And I see the heading "Claims help"

  @ADD-14.ja-no-english-copy
  Scenario Outline: A Japanese page has no English copy in its main content
    Allowed: names, numbers, the brand, e-mail and web addresses, English terms in brackets, and the data
    the API gives (in English until the API speaks Japanese). A single English word counts too.

    Given I visit "<page>"
    Then the main content shows "<shown>" and has no English copy besides the API's data

    Examples:
      | page              | shown                       |
      | /ja/              | Policies placed             |
      | /ja/about/company | 当社の歩み                  |
      | /ja/services      | Risk Assessment & Advisory  |
      | /ja/products      | 定期保険                    |
      | /ja/contact       | North Regional Office       |
  # ——— end of Japanese ———

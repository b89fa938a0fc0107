Feature: Translations follow the style sheet
  The Hindi and Japanese pages write times, money and large numbers the way their readers do
  (docs/i18n/termbase.md): no AM/PM and no "Rs." on a Hindi page, figures in lakh and crore on
  Hindi pages and in 万 on Japanese pages, and no English placeholder text.

  @ADD-25.hindi-conventions
  Scenario: No Hindi page shows "AM", "PM", "Rs." or "(photo unavailable)", with the API's data loaded
    Every Hindi page is read whole (header, footer and main content, and what a screen reader hears:
    labels and alternative texts), once its lists from the mock have been shown.

    Then no Hindi page shows "AM", "PM", "Rs." or "(photo unavailable)"

  @ADD-25.hindi-city-names
  Scenario: /hi/contact names the cities in Hindi: the offices from the API's Hindi data, the head office from our copy
    Given I visit "/hi/contact"
    Then the office card headings read "बेंगलुरु, दिल्ली, चेन्नई, पुणे, अहमदाबाद, मुंबई, हैदराबाद, इंदौर"
    And the head office is given as "लेवल 6, किज़ुना हाउस, 14 रेज़िडेंसी रोड, बेंगलुरु, कर्नाटक 560025", beside the contact details and under the map
    And nothing on the page names "Bangalore, Bengaluru, Karnataka, Delhi, Chennai, Pune, Ahmedabad, Mumbai, Hyderabad, Indore"

  @ADD-25.local-figures
  Scenario Outline: <language> pages show the API's business numbers and the performance figures in <units>
    Given the clock is under test control
    And I visit "<page>"
    When 3000 ms pass
    And I scroll to the figures headed "<numbers>"
    And 2500 ms pass
    Then the figures headed "<numbers>" read "<figures>"
    And I see "<note>"
    And the figures headed "<panel>" read "<performance>"

    Examples:
      | language | page | units          | numbers                    | figures                              | note                                      | panel                  | performance           |
      | Hindi    | /hi/ | lakh and crore | लाखों लोगों का भरोसा       | 96 लाख, 26 लाख, 99%, 4,500+, 30+    | *1 लाख = 1,00,000; 1 करोड़ = 100 लाख      | हमारे सभी उत्पाद देखें | 96 लाख, 26 लाख, 99%   |
      | Japanese | /ja/ | 万             | 数百万のお客さまからの信頼 | 960万, 260万, 99%, 4,500+, 30+       | ※大きな数は万（1万＝10,000）の単位で表示しています | 当社の商品ラインアップ | 960万, 260万, 99%     |

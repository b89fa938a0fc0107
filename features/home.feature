Feature: Home page
  The landing page presents the broker: the hero, Insurance Solutions, the vehicle
  product carousel, the business numbers, Core Strengths, the product line,
  testimonials and the partner banner, in that order.

  Scenario: The sections appear in order
    Given I visit "/"
    Then the home page sections read "Insurance advice that stands by you, from policy to claim; Insurance Solutions; Insurance Solutions; Trusted by Millions; Our Core Strengths; Discover Our Complete Product Line; Voices of Success; Join Hands Together"
    And the page has no accessibility violations

  Scenario: Insurance Solutions offers four cards and the RECOMMENDED panel
    Given I visit "/"
    Then I see "Tailored protection plans for your unique needs"
    And "Four Wheeler Insurance" opens the partner purchase page for package "PVT_CAR_COMP" in a new tab
    And "Two Wheeler Insurance" opens the partner purchase page for package "TW_COMP" in a new tab
    And "Health Insurance" and "Life Insurance" open the enquiry form
    And the RECOMMENDED panel shows "COMPARE PLANS, CHECK BENEFITS, GET PREMIUM, EXPLORE FEATURES"

  Scenario: A link with section=2 scrolls to Insurance Solutions after 100 ms
    Given the clock is under test control
    And I visit "/?section=2"
    When 99 ms pass
    Then the page is still at the top
    When 1 ms passes
    Then Insurance Solutions is scrolled into view

  Scenario: Six vehicle plans, each with three features; Visit on the first two only
    Given I visit "/"
    Then I see "OUR PRODUCTS"
    And I see "Seamless, comprehensive vehicle insurance"
    And the product carousel has 6 plans with 3 features each
    And only the first 2 plans have a "Visit" link opening in a new tab
    And every plan has a "Details" button

  Scenario: Details shows the brochure in a modal no wider than 500 px
    Given I visit "/"
    When I open the details of "Sakura Motors Assured"
    Then the brochure of "Sakura Motors Assured" is shown no wider than 500 px
    And the page has no accessibility violations

  Scenario: Escape closes the brochure with a 300 ms fade-out
    Given the clock is under test control
    And I visit "/"
    When I open the details of "Sakura Motors Assured"
    Then the brochure of "Sakura Motors Assured" is shown no wider than 500 px
    When I press "Escape"
    And 299 ms pass
    Then the brochure is still fading out
    When 1 ms passes
    Then the brochure is closed

  Scenario Outline: The brochure also closes by <way>
    Given I visit "/"
    When I open the details of "Orion Cars Secure"
    And I close the brochure by <way>
    Then the brochure is closed

    Examples:
      | way                    |
      | its close button       |
      | clicking outside it    |

  Scenario Outline: The product carousel shows <count> plan(s) at a time on a <width> px screen
    Given my screen is <width> px wide
    And I visit "/"
    Then the product carousel shows <count> plans at a time, 20 px apart

    Examples:
      | width | count |
      | 375   | 1     |
      | 640   | 2     |
      | 1024  | 3     |
      | 1280  | 4     |

  Scenario: The product carousel moves on every 5 seconds and loops
    Given the clock is under test control
    And I visit "/"
    Then the product carousel starts with plan 1
    When 4999 ms pass
    Then the product carousel starts with plan 1
    When 1 ms passes
    Then the product carousel starts with plan 2
    When 5000 ms pass 5 more times
    Then the product carousel starts with plan 1

  Scenario: Business numbers count up once they are scrolled into view
    Given the clock is under test control
    And I visit "/"
    Then I see "Our Achievements"
    And I see "Financial Year 2024-2025"
    When I scroll to the business numbers
    Then the business numbers read "0.0M, 0.0M, 0%, 0+, 0+"
    When 2500 ms pass
    Then the business numbers read "9.6M, 2.6M, 99%, 4,500+, 30+"
    And the business numbers are labelled "Policies Issued, Claims Assisted, Claim Settlement Ratio, Corporate Clients, Cities Served"
    And I see "*M denotes Million"

  Scenario: Business numbers show a loading text until they arrive
    Given the business numbers are slow to arrive
    And I visit "/"
    Then I see "Loading business numbers..."
    When the business numbers arrive
    Then "Loading business numbers..." is gone
    And I see "Policies Issued"

  Scenario: No published business numbers
    Given the backend has published no business numbers yet
    And I visit "/"
    Then I see "No business numbers data available."

  Scenario: A failed business numbers call shows the empty text
    Given the backend fails the business numbers call with its server error
    And I visit "/"
    Then I still see "No business numbers data available." after the call has failed

  Scenario: Core Strengths has five tabs, the first selected
    Given I visit "/"
    Then the Core Strengths tabs read "PEOPLE, PARTNERS, PROCESS, PRODUCT, TECHNOLOGY"
    And the tab "PEOPLE" is selected and shows "Reputed Promoters" with a photo and the slogan
    When I choose the tab "PARTNERS"
    Then the tab "PARTNERS" is selected and shows "Trusted Partner"
    When I press "ArrowRight"
    Then the tab "PROCESS" is selected and shows "Customised Solutions"
    When I choose the tab "PRODUCT"
    Then the tab "PRODUCT" is selected and shows "Professional Leadership team"
    When I choose the tab "TECHNOLOGY"
    Then the tab "TECHNOLOGY" is selected and shows "Technology driven delivery"

  Scenario: The performance panel switches from 0 to its figures after 1 second
    Given the clock is under test control
    And I visit "/"
    Then the performance panel reads "0, 0, 0" as of "Aug 2025"
    When 999 ms pass
    Then the performance panel reads "0, 0, 0" as of "Aug 2025"
    When 1 ms passes
    Then the performance panel reads "9.6M, 2.6M, 99%" as of "Aug 2025"
    And the product line chips read "Life, Health, Vehicle, Property, Marine, Liability"

  Scenario: Ten testimonials, one at a time, moving on every 6 seconds
    Given the clock is under test control
    And I visit "/"
    Then I see "Hear directly from those who drive our journey forward"
    And the testimonials carousel has 10 slides with arrows and 10 dots
    And the testimonial shown is from "Anjali Deshpande"
    When 5999 ms pass
    Then the testimonial shown is from "Anjali Deshpande"
    When 1 ms passes
    Then the testimonial shown is from "Ramesh Pillai"
    When I click the dot for testimonial 4
    Then the testimonial shown is from "Karthik Iyer"
    When I click the next testimonial arrow
    Then the testimonial shown is from "Neha Joshi"

  Scenario: The testimonials can be paused
    Given the clock is under test control
    And I visit "/"
    When I click "Pause testimonials"
    And 12000 ms pass
    Then the testimonial shown is from "Anjali Deshpande"
    When I click "Play testimonials"
    And 6000 ms pass
    Then the testimonial shown is from "Ramesh Pillai"

  Scenario: A playing video stops the autoplay until it is paused
    Given the clock is under test control
    And I visit "/"
    When I click the dot for testimonial 9
    And I play the video from "Harpreet Singh"
    And 12000 ms pass
    Then the testimonial shown is from "Harpreet Singh"
    When I pause the video
    And 6000 ms pass
    Then the testimonial shown is from "Rakesh Agarwal"

  Scenario: A video that cannot be loaded offers a download
    Given the video "/media/videos/dealer-story.webm" cannot be loaded
    And I visit "/"
    When I click the dot for testimonial 9
    And I play the video from "Harpreet Singh"
    Then I see "Video failed to load"
    And the video can be downloaded from "/media/videos/dealer-story.webm"

  Scenario: The partner banner
    Given I visit "/"
    Then I see "PARTNER WITH US"
    And I see "Partnering for a better, safer, and insured future."
    And I see the ISO 27001:2022 certification badge

  Scenario: The POSP form opened from the home page passes the accessibility check
    Given I visit "/"
    When I click "Become a POSP"
    Then the "Become a POSP partner" form is open
    And the page has no accessibility violations

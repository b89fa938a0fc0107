Feature: Home page
  The landing page presents the broker: the hero, Insurance Solutions, the vehicle
  product carousel, the business numbers, Core Strengths, the product line,
  testimonials and the partner banner, in that order.

  @P1-2.2-section-order @P1-2.2-landing-sections @P1-2.2-solutions-title @P1-2.2-carousel-title
  @P1-2.2-numbers-heading @P1-2.2-testimonials-heading @P1-2.2-product-line-heading @P1-2.2-partner-headline
  Scenario: The sections appear in order
    Given I visit "/"
    Then the home page sections read "Insurance advice that stands by you, from policy to claim; Get a call back; Insurance Solutions; Insurance Solutions; Trusted by Millions; Our Core Strengths; Discover Our Complete Product Line; Voices of Success; Join Hands Together"
    And the page has no accessibility violations

  @P1-2.1-external-plain-links @P1-2.2-solutions-subtitle @P1-2.2-four-cards @P1-2.2-wheeler-explore
  @P1-2.2-health-life-explore @P1-2.2-recommended @P1-2.2-coming-soon-unused @ADD-25.recommended-basis
  Scenario: Insurance Solutions offers four cards and the RECOMMENDED panel
    Given I visit "/"
    Then I see "Tailored protection plans for your unique needs"
    And "Four Wheeler Insurance" opens the partner purchase page for package "PVT_CAR_COMP" in a new tab
    And "Two Wheeler Insurance" opens the partner purchase page for package "TW_COMP" in a new tab
    And "Health Insurance" and "Life Insurance" open the enquiry form, and no card opens the Coming Soon notice
    And the RECOMMENDED panel shows the picture "Three plans side by side, one of them ticked, under a magnifying glass"
    And the RECOMMENDED tags read "COMPARE PLANS, CHECK BENEFITS, GET PREMIUM, EXPLORE FEATURES"
    And the RECOMMENDED panel shows "What “recommended” means here: the plan an advisor recommends for you after comparing our partner insurers’ plans against your needs (cover, exclusions, claim terms and premium) and showing you the comparison. It is not a ranking: we do not call any plan or insurer the top or the best."

  @P1-2.2-section-2-scroll
  Scenario: A link with section=2 scrolls to Insurance Solutions after 100 ms
    Given the clock is under test control
    And I visit "/?section=2"
    When 99 ms pass
    Then the page is still at the top
    When 1 ms passes
    Then Insurance Solutions is scrolled into view

  @P1-2.1-external-plain-links @P1-2.2-carousel-label @P1-2.2-carousel-subtitle @P1-2.2-six-plans
  @P1-2.2-visit-first-two @P1-2.2-details-only
  Scenario: Six vehicle plans, each with three features; Visit on the first two only
    Given I visit "/"
    Then I see "OUR PRODUCTS"
    And I see "Seamless, comprehensive vehicle insurance"
    And the product carousel has 6 plans with 3 features each
    And only the first 2 plans have a "Visit" link opening in a new tab
    And every plan has a "Details" button

  @P1-2.2-details-brochure @P1-9-modal-max-500
  Scenario: Details shows the brochure in a modal no wider than 500 px
    Given I visit "/"
    When I open the details of "Sakura Motors Assured"
    Then the brochure of "Sakura Motors Assured" is shown no wider than 500 px
    And the page has no accessibility violations

  @P1-2.2-brochure-escape-fade @P1-4-image-modal-states
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

  @P1-2.2-brochure-close-button @P1-2.2-brochure-outside
  Scenario Outline: The brochure also closes by <way>
    Given I visit "/"
    When I open the details of "Orion Cars Secure"
    And I close the brochure by <way>
    Then the brochure is closed

    Examples:
      | way                    |
      | its close button       |
      | clicking outside it    |

  @P1-9-product-per-view @P1-9-product-gap-20
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

  @P1-9-product-autoplay-5000 @P1-9-product-loops
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

  @P1-9-product-interaction
  Scenario: Using the product carousel's arrows does not stop it moving on
    Given the clock is under test control
    And I visit "/"
    When I click the next arrow of the product carousel
    Then the product carousel starts with plan 2
    When 4999 ms pass
    Then the product carousel starts with plan 2
    When 1 ms passes
    Then the product carousel starts with plan 3

  @P1-1-30-cities @P1-2.2-numbers-label @P1-2.2-numbers-badge @P1-2.2-numbers-note @P1-2.2-figure-count-up
  @P1-2.2-numbers-5-columns @P1-3-business-number @P1-4-numbers-states @P1-7-numbers-call @P1-9-count-up-2.5s
  @P1-9-count-up-on-scroll @P1-9-count-up-once @P1-9-one-decimal @ADD-27.honest-figures
  Scenario: Business numbers count up for 2.5 seconds once they are scrolled into view, and only once
    Given the clock is under test control
    And I visit "/"
    Then I see "Our Achievements"
    And I see "Financial Year 2024-2025"
    When 3000 ms pass
    And I scroll to the figures headed "Trusted by Millions"
    Then the business numbers read "0.0M, 0.0M, 0%, 0+, 0+"
    When 2400 ms pass
    Then none of the business numbers has reached its figure yet
    When 100 ms pass
    Then the business numbers read "9.6M, 2.6M, 99%, 4,500+, 30+"
    And the business number labels read "Policies placed, Claims assisted, Assisted claims settled, Corporate clients, Cities served"
    And the business numbers stand side by side in 5 columns
    And I see "*M denotes Million"
    And I see "Policies placed are policies our clients bought through us; claims assisted are claims we helped them make. Insurers settle claims: the percentage is the share of the claims we assisted that insurers settled."
    When I scroll back to the top and down to the business numbers again
    Then the business numbers read "9.6M, 2.6M, 99%, 4,500+, 30+"

  @P1-2.2-numbers-loading @P1-4-numbers-states @P1-7-numbers-call
  Scenario: Business numbers show a loading text until they arrive
    Given the business numbers are slow to arrive
    And I visit "/"
    Then I see "Loading business numbers..."
    When the business numbers arrive
    Then "Loading business numbers..." is gone
    And I see "Policies placed"

  @P1-2.2-numbers-empty @P1-4-numbers-states @P1-7-numbers-call
  Scenario: No published business numbers
    Given the backend has published no business numbers yet
    And I visit "/"
    Then I see "No business numbers data available."

  @P1-4-numbers-states @P1-7-numbers-call @P1-8-numbers-failure
  Scenario: A failed business numbers call shows the empty text
    Given the backend fails the business numbers call with its server error
    And I visit "/"
    Then I still see "No business numbers data available." after the call has failed

  @P1-2.2-strengths-five-tabs @P1-2.2-strengths-photo-slogan @P1-2.2-tab-people @P1-2.2-tab-partners
  @P1-2.2-tab-process @P1-2.2-tab-product @P1-2.2-tab-technology
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

  @P1-2.2-product-line-line @P1-2.2-product-line-chips @P1-2.2-performance-panel @P1-2.2-product-line-illustration
  @P1-4-performance-counters @P1-9-performance-figures
  Scenario: The performance panel switches from 0 to its figures after 1 second
    Given the clock is under test control
    And I visit "/"
    Then the performance panel reads "0, 0, 0" as of "Aug 2025"
    When 999 ms pass
    Then the performance panel reads "0, 0, 0" as of "Aug 2025"
    When 1 ms passes
    Then the performance panel reads "9.6M, 2.6M, 99%" as of "Aug 2025"
    And the product line chips read "Life, Health, Vehicle, Property, Marine, Liability"
    And the product line shows "Complete protection for everything that matters, and total peace of mind for you and your business."
    And the product line shows the picture "Icons of life, health, vehicle, property, marine and liability cover around a shield"

  @P1-2.2-testimonials-subtitle @P1-2.2-testimonials-one-slide @P1-2.2-testimonials-loop @P1-2.2-testimonials-arrows
  @P1-2.2-testimonials-dots @P1-2.2-testimonials-auto-advance @P1-3-ten-testimonials @P1-9-testimonial-gap-40
  @P1-9-testimonial-interaction
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
    And the testimonials carousel shows 1 testimonial at a time, 40 px apart
    When I click the dot for testimonial 4
    Then the testimonial shown is from "Karthik Iyer"
    When I click the next arrow of the testimonials carousel
    Then the testimonial shown is from "Neha Joshi"
    When 6000 ms pass
    Then the testimonial shown is from "Imran Shaikh"
    When I click the dot for testimonial 10
    Then the testimonial shown is from "Rakesh Agarwal"
    When I click the next arrow of the testimonials carousel
    Then the testimonial shown is from "Anjali Deshpande"

  @P1-2.2-text-slide-photo @P1-3-video-thumbnail @P1-3-testimonial-set
  Scenario: Who speaks: a photo where there is one, initials where there is none, a thumbnail on the videos
    Given I visit "/"
    Then the testimonials come from 1 managing director, 2 corporate clients, 5 owners of one car brand and 2 video stories
    And the testimonial from "Anjali Deshpande" shows her photo
    And the testimonial from "Ramesh Pillai" shows his photo
    And the testimonial from "Karthik Iyer" shows initials instead of a photo
    And the video from "Harpreet Singh" shows its thumbnail before it plays
    And the video from "Rakesh Agarwal" shows its thumbnail before it plays

  @ADD-10.testimonial-photo-fallback
  Scenario: A testimonial photo that cannot be loaded gives way to initials
    Given the photo "/images/testimonials/ramesh-pillai.jpg" cannot be loaded
    And I visit "/"
    Then the testimonial from "Ramesh Pillai" shows initials instead of a photo

  @ADD-3.carousel-pause
  Scenario: The testimonials can be paused
    Given the clock is under test control
    And I visit "/"
    When I click "Pause testimonials"
    And 12000 ms pass
    Then the testimonial shown is from "Anjali Deshpande"
    When I click "Play testimonials"
    And 6000 ms pass
    Then the testimonial shown is from "Ramesh Pillai"

  @P1-2.2-video-stops-autoplay @P1-2.2-video-paused-resumes @P1-2.2-video-play-overlay
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

  @P1-2.2-video-ended-resumes
  Scenario: A video that plays to its end lets the autoplay go on
    Given the clock is under test control
    And I visit "/"
    When I click the dot for testimonial 9
    And I play the video from "Harpreet Singh"
    And 12000 ms pass
    Then the testimonial shown is from "Harpreet Singh"
    When the video plays to its end
    And 6000 ms pass
    Then the testimonial shown is from "Rakesh Agarwal"

  @P1-2.2-video-failed
  Scenario: A video that cannot be loaded offers a download
    Given the video "/media/videos/dealer-story.webm" cannot be loaded
    And I visit "/"
    When I click the dot for testimonial 9
    And I play the video from "Harpreet Singh"
    Then I see "Video failed to load"
    And the video can be downloaded from "/media/videos/dealer-story.webm"

  @P1-1-iso-27001 @P1-2.2-partner-banner-full @P1-2.2-partner-label @P1-2.2-partner-tagline @P1-2.2-iso-badge
  Scenario: The partner banner
    Given I visit "/"
    Then I see "PARTNER WITH US"
    And I see "Partnering for a better, safer, and insured future."
    And the partner banner shows the picture "ISO 27001:2022 certified"
    And the partner banner fills the screen

  @ADD-2.accessibility
  Scenario: The POSP form opened from the home page passes the accessibility check
    Given I visit "/"
    When I click "Become a POSP"
    Then the "Become a POSP partner" form is open
    And the page has no accessibility violations

  @P1-9-scroll-reveal
  Scenario: Each section fades in over 800 ms when scrolled into view, and only once
    Given the clock is under test control
    And I visit "/"
    Then the section "Voices of Success" waits out of view, hidden
    When I scroll to the section "Voices of Success"
    Then the section "Voices of Success" is fading in
    When 799 ms pass
    Then the section "Voices of Success" is still fading in
    When 1 ms passes
    Then the section "Voices of Success" is fully shown
    When I scroll back to the top and to the section "Voices of Success" again
    Then the section "Voices of Success" is fully shown at once

  @ADD-10.reduced-motion
  Scenario: With reduced motion nothing waits to be revealed
    Given my system prefers reduced motion
    And the clock is under test control
    And I visit "/"
    Then the section "Voices of Success" is fully shown at once
    And the section "Join Hands Together" is fully shown at once
    When I scroll to the section "Voices of Success"
    Then the section "Voices of Success" is fully shown at once


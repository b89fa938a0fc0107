Feature: Company overview page

  @P1-1-established-2008 @P1-1-17-years @P1-1-ten-strengths @P1-1-vision-mission-goals @P1-2.7-description-journey
  Scenario: The company story, its ten strengths, the journey and the vision, mission and goals
    When I visit "/about/company"
    Then I see the heading "Company Overview"
    And the section "Who we are" says "Established in 2008"
    And the section "Who we are" says "In 17 years"
    And I see 10 strengths
    And the section "Our journey" shows the picture "Timeline from 2008 to 2025: founding in Bangalore, the composite licence, eight offices and ISO 27001:2022 certification"
    And the timeline reads "Vision, Mission, Goals"
    And the page has no accessibility violations

Feature: Accessibility statement
  The site states its accessibility target, how it is tested, what does not work well yet and how to report a barrier.

  @ADD-13.accessibility-statement @issue-13
  Scenario: The statement gives the target, the tests, the known limitations and where to report a barrier
    Given I visit "/accessibility"
    Then I see the heading "Accessibility Statement"
    And the breadcrumb reads "Home > Accessibility"
    And the legal page has the sections "Our Target, How We Test, Known Limitations, Report a Barrier"
    And the section "Our Target" says "Web Content Accessibility Guidelines (WCAG) 2.1 at level AA"
    And the section "How We Test" says "an automated accessibility check (axe) of every page, with every form and dialog open"
    And the section "How We Test" says "keyboard scenarios"
    And the section "Known Limitations" says "The contact form asks you to add two numbers (a captcha against spam)."
    And the section "Report a Barrier" says "accessibility@kizunabharat.example"
    And the page has no accessibility violations

Feature: Grievance escalation matrix
  A client who is not satisfied may escalate a grievance in three levels: our compliance officer,
  our principal officer, then the insurance regulator. The regulator's own grievance contacts are given too.

  @P2-2-grievance-title @P2-2-grievance-intro @P2-2-grievance-level-1 @P2-2-grievance-level-2 @P2-2-grievance-level-3
  @P2-7-no-calls
  Scenario: Three escalation levels in order
    Given I visit "/grievance"
    Then I see the heading "Escalation Matrix"
    And the breadcrumb reads "Home > Grievance > Escalation Matrix"
    And the grievance intro says an unsatisfied client may escalate
    And the escalation levels read, in order:
      | level   | who                                                             | contact                                  |
      | Level 1 | Compliance Officer                                              | compliance.officer@kizunabharat.example  |
      | Level 2 | Principal Officer                                               | principal.officer@kizunabharat.example   |
      | Level 3 | Insurance Regulatory and Development Authority of India (IRDAI) | Bima Bharosa (bimabharosa.irdai.gov.in)  |
    And escalation level 1 applies when there is no response within 10 working days
    And escalation level 1 writes by e-mail to "compliance.officer@kizunabharat.example"
    And escalation level 2 writes by e-mail to "principal.officer@kizunabharat.example"
    And escalation level 3 opens the regulator's portal "https://bimabharosa.irdai.gov.in/" in a new tab
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-grievance-toll-free @P2-2-grievance-email @P2-2-grievance-written
  Scenario: The regulator's grievance contacts
    Given I visit "/grievance"
    Then the regulator's toll-free number "155255" can be called
    And the regulator's toll-free number "1800 4254 732" can be called
    And the regulator's complaints e-mail "complaints@irdai.gov.in" can be written to
    And written grievances go to "Consumer Affairs Department – Grievance Redressal Cell" at "Sy.No.115/1, Financial District, Nanakramguda" in "Gachibowli, Hyderabad 500032"

  @ADD-10.no-sideways-scroll
  Scenario: On a phone the escalation levels stay readable
    Given my screen is 390 px wide
    And I visit "/grievance"
    Then the escalation level page does not scroll sideways
    And the page has no accessibility violations

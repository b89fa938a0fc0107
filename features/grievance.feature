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

  @ADD-13.grievance-form @ADD-13.consent-block @issue-13
  Scenario: An online grievance form follows the matrix, then Bima Bharosa and the Council for Insurance Ombudsmen
    Given I visit "/grievance"
    Then the grievance page reads, in order: "Escalation levels, File a grievance online, If we do not resolve it within 14 days, Reaching the regulator"
    And I see "Tell us what went wrong. We acknowledge every grievance at once with a reference number and resolve it within 14 days."
    And the form shows a short notice "We use what you enter here only to resolve your grievance within 14 days" with a link to the full notice
    And both consent boxes are unticked, the one to be contacted required and the marketing one optional
    And the section "If we do not resolve it within 14 days" links to "https://bimabharosa.irdai.gov.in/" and "https://www.cioins.co.in/" in new tabs
    And the page has no accessibility violations

  @ADD-13.consent-required @issue-13
  Scenario: Without the consent to be contacted no grievance is sent
    Given I visit "/grievance"
    When I fill in the grievance form correctly
    And I send the form
    Then the box to be contacted about this request says "Please agree to be contacted about this request, or we cannot answer it." and has the focus
    And nothing is sent to the grievance address within 1000 ms
    And the form still holds what I typed except the consent

  @ADD-13.grievance-form @issue-13
  Scenario: Each field of the grievance form has its rule and its message
    Given I visit "/grievance"
    When I type "MOT#2026" into "Policy number"
    And I type "12345" into "Phone number"
    And I agree to be contacted about this request
    And I send the form
    Then the field "Full name" shows "Please enter your name"
    And the field "Full name" has the focus
    And the field "Email" shows "Please enter your email"
    And the field "Phone number" shows "Please enter a valid 10-digit phone number"
    And the field "Policy number" shows "Please enter the policy number as printed: letters, digits, spaces, / and -"
    And the field "Insurer" shows "Please tell us which insurer this is about"
    And the choice "What is it about?" shows "Please choose what your grievance is about"
    And the field "Your grievance" shows "Please describe your grievance"
    And nothing is sent to the grievance address within 1000 ms
    And the page has no accessibility violations

  @ADD-13.grievance-form @issue-13
  Scenario: A grievance is limited to 2,000 characters
    Given I visit "/grievance"
    Then the field "Your grievance" takes at most 2000 characters and counts them

  @ADD-13.grievance-form @ADD-13.consent-in-body @ADD-13.consent-confirmed @issue-13
  Scenario: A grievance sent with consent gets a reference number and the 14-day promise
    Given I visit "/grievance"
    When I fill in the grievance form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "We have received your grievance. Your reference number is GR-2026-000451. We will resolve it within 14 days."
    And the grievance confirmation leads on to "https://bimabharosa.irdai.gov.in/" and "https://www.cioins.co.in/" in new tabs
    And the form confirms what I agreed: "You agreed to be contacted about this request. You will not receive news or offers."
    And the request to the grievance address carries the consent to "contact"
    And the request to the grievance address has "phone_num" as "9845012345"
    And the request to the grievance address has "category" as "claim"
    And the request to the grievance address leaves out "policy_number"
    And the form is empty again
    And the page has no accessibility violations

  @ADD-13.form-failures @issue-13
  Scenario: A server error keeps the grievance as typed
    Given I visit "/grievance"
    And the backend fails the grievance call with its server error
    When I fill in the grievance form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "We could not send this. Nothing you typed is lost: please try again."
    And the form still holds what I typed

  @ADD-13.form-failures @issue-13
  Scenario: Too many grievances: the form says when to try again
    Given I visit "/grievance"
    And the backend turns away the grievance call as too many requests
    When I fill in the grievance form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "Too many requests have been sent from your connection."
    And the form says "Please wait about a minute before trying again."
    And the form still holds what I typed

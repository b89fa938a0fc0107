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

  @ADD-25.grievance-path @ADD-27.one-grievance-promise
  Scenario: The grievance page says who handles each step, and makes one promise that agrees with Level 1
    Given I visit "/grievance"
    Then the escalation levels begin with "Raise your grievance with us first: with the form on this page, by e-mail to info@kizunabharat.example or by phone. Our client servicing team acknowledges it at once with a reference number. If it needs to go further:"
    And escalation level 1 names "Compliance Officer, Arjun Mehta"
    And escalation level 2 names "Principal Officer, Narayan Subramanian"
    And the section "Beyond us: IRDAI and the Insurance Ombudsman" says "If the levels above have not resolved your grievance, or you are not satisfied with our answer, you may take it further:"
    And every time limit the page states for a grievance is "10 working days"

  @ADD-25.ombudsman-conditions
  Scenario Outline: The grievance page states when the Insurance Ombudsman can take a complaint, as the Rules say
    Given I visit "<page>"
    Then the Ombudsman's conditions read, in order:
      | <written>   |
      | <reply>     |
      | <year>      |
      | <elsewhere> |
    And the section "<section>" nowhere says "<wrong>"

    Examples:
      | page          | section                                      | written                                                              | reply                                                                                                                         | year                                                                                                        | elsewhere                                                                                                         | wrong                  |
      | /grievance    | Beyond us: IRDAI and the Insurance Ombudsman | you first complained in writing to us (or to the insurer concerned); | we rejected your complaint, or you had no reply within one month of our receiving it, or you are not satisfied with our reply; | you complain to the Ombudsman within one year of our rejection or reply, or of the end of that month without a reply; | the same matter is not pending before, or already decided by, a court, a consumer forum or an arbitrator.         | after 14 days          |
      | /hi/grievance | हमसे आगे: IRDAI और बीमा लोकपाल                | आपने पहले हमसे (या संबंधित बीमाकर्ता से) लिखित में शिकायत की हो;            | हमने आपकी शिकायत अस्वीकार कर दी हो, या शिकायत हमें मिलने के एक महीने के भीतर आपको कोई उत्तर न मिला हो, या आप हमारे उत्तर से संतुष्ट न हों; | आप हमारे अस्वीकार या उत्तर के, या बिना उत्तर बीते उस महीने की समाप्ति के, एक वर्ष के भीतर लोकपाल से शिकायत करें;          | वही मामला किसी न्यायालय, उपभोक्ता फ़ोरम या मध्यस्थ (आर्बिट्रेटर) के समक्ष लंबित न हो, और उनके द्वारा पहले ही तय न किया गया हो। | 14 दिनों के बाद लोकपाल |

  @ADD-10.no-sideways-scroll
  Scenario: On a phone the escalation levels stay readable
    Given my screen is 390 px wide
    And I visit "/grievance"
    Then the page does not scroll sideways
    And the page has no accessibility violations

  @ADD-13.grievance-form @ADD-13.consent-block @issue-13 @ADD-27.grievance-form-first
  Scenario: An online grievance form comes first, then the matrix, Bima Bharosa and the Council for Insurance Ombudsmen
    Given I visit "/grievance"
    Then the page sections read "File a grievance online, Escalation levels, Beyond us: IRDAI and the Insurance Ombudsman, Reaching the regulator"
    And I see "Tell us what went wrong. We acknowledge every grievance at once with a reference number and respond within 10 working days."
    And the form shows a short notice "We use what you enter here only to resolve your grievance, and keep a record of it" with a link to the full notice
    And both consent boxes are unticked, the one to be contacted required and the marketing one optional
    And the section "Beyond us: IRDAI and the Insurance Ombudsman" links to "https://bimabharosa.irdai.gov.in/" and "https://www.cioins.co.in/" in new tabs
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
    And "Full name" has the focus
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

  @ADD-13.grievance-form @ADD-13.consent-in-body @ADD-13.consent-confirmed @issue-13 @ADD-27.confirmation-in-view @ADD-27.reference-one-line
  Scenario: A grievance sent with consent from a phone gets a reference number on one line and the promise, in full view
    Given my screen is 390 px wide
    And I visit "/grievance"
    When I fill in the grievance form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the form says "We have received your grievance. Your reference number is GR-2026-000451. We will respond within 10 working days."
    And the form's answer is on the screen, clear of the action bar
    And the reference number "GR-2026-000451" stands on one line
    And the grievance confirmation links to "https://bimabharosa.irdai.gov.in/" and "https://www.cioins.co.in/" in new tabs
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

Feature: Disclaimer and privacy policy
  The disclaimer sets out the general disclaimer and the terms and conditions of use. The privacy policy
  says what we collect, the consent to calls, how information is shared, and how the cookie choice is kept.

  @P2-2-disclaimer @P2-2-disclaimer-generic @P2-2-disclaimer-brochures @P2-2-disclaimer-pricing
  @P2-2-disclaimer-decision @P2-2-disclaimer-third-party @P2-2-disclaimer-law @P2-2-disclaimer-acceptance
  @P2-7-no-calls
  Scenario: The disclaimer and its terms and conditions
    Given I visit "/disclaimer"
    Then I see the heading "Disclaimer"
    And the breadcrumb reads "Home > Disclaimer"
    And the legal page has the sections "General Information Only, Insurer Brochures and Policy Wordings Prevail, Pricing and Errors, Your Decision to Buy, Third-Party Websites, Limitation of Liability, Use of Content, Governing Law and Jurisdiction, Acceptance of These Terms"
    And the section "General Information Only" says "may change at any time without notice"
    And the section "Insurer Brochures and Policy Wordings Prevail" says "verify all information with the insurer"
    And the section "Pricing and Errors" says "We reserve the right to correct any such error"
    And the section "Your Decision to Buy" says "Any decision to buy an insurance product is entirely yours"
    And the section "Third-Party Websites" says "you use them entirely at your own risk"
    And the section "Governing Law and Jurisdiction" says "exclusive jurisdiction of the courts at Bangalore, Karnataka"
    And the section "Acceptance of These Terms" says "By accessing or using this website you confirm"
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-privacy-registration @P2-2-privacy-alerts @P2-2-privacy-shared-for @ADD-14.language-preference-notice
  @P2-2-privacy-affiliates @P2-2-privacy-sections @P2-7-no-calls
  Scenario: The privacy policy's sections, registration details and sharing
    Given I visit "/privacy"
    Then I see the heading "Privacy Policy"
    And the breadcrumb reads "Home > Privacy Policy"
    And the legal page has the sections "Who We Are, Information We Collect, What Each Form Collects, Alerts and Contact, How We Use Your Information, How Long We Keep It, Sharing and Disclosure, Legal, Withdrawing Your Consent, Your Rights, Complaints and the Data Protection Board, Cookies, Other Sites, Policy Changes"
    And the privacy policy's data asked at registration reads "First name, Last name, State, City, Email address, Birth date, Gender"
    And the section "Alerts and Contact" says "mobile number and email address"
    And the section "Sharing and Disclosure" says "only for the purpose of placing your insurance"
    And the section "Sharing and Disclosure" says "affiliates, business partners and successors"
    And the section "Cookies" says "“cookieConsent”"
    And the section "Cookies" says "under the name “site-locale”"
    And the section "Cookies" says "This is a strictly necessary preference, kept without asking"
    And the page made no calls to the backend
    And the page has no accessibility violations

  @P2-2-privacy-45-days @ADD-13.privacy-dpdp @issue-13
  Scenario: The privacy notice asks for consent instead of overriding do-not-disturb lists
    Given I visit "/privacy"
    Then the privacy policy nowhere says "Do Not Disturb"
    And the privacy policy nowhere says "45 days"
    And the privacy policy nowhere says "even if your number is registered"
    And the section "Alerts and Contact" says "We contact you only as you agreed."
    And the section "Alerts and Contact" says "A second, optional box asks whether you would also like news and offers"

  @ADD-13.privacy-dpdp @issue-13
  Scenario: The privacy notice itemises the data, the purposes and how long it is kept, and how to withdraw, exercise rights and complain
    Given I visit "/privacy"
    Then I see "Notice version 2026-11-24"
    And the section "What Each Form Collects" says "Grievance: name, e-mail address, phone number (optional), policy number (optional), insurer, category and description."
    And the section "How We Use Your Information" says "Marketing (only with your separate, optional consent)"
    And the section "How Long We Keep It" says "erased 12 months after our last contact"
    And the section "Withdrawing Your Consent" says "as easily as you gave it"
    And the section "Your Rights" says "to nominate someone to exercise these rights"
    And the section "Complaints and the Data Protection Board" says "We answer every request about your personal data within 90 days"
    And the section "Complaints and the Data Protection Board" says "Data Protection Board of India"
    And the section "Cookies" says "“Cookie settings” at the foot of every page"
    And I see "This notice is written in English and published in Hindi as a translation. If the English and the Hindi differ, the English prevails. You may ask for the notice in any language of the Eighth Schedule to the Constitution of India by writing to privacy@kizunabharat.example."
    When I follow "Withdraw consent on the Your Data page" in the privacy policy
    Then I see the heading "Your Data and Your Rights"

  @P1-2.2-cookie-policy-link
  Scenario: The legal page contents jump to a section
    Given I visit "/privacy"
    When I choose "Policy Changes" in the legal page contents
    Then the legal section "Policy Changes" is in view

  @first-visit
  @P1-2.2-cookie-policy-link
  Scenario: The cookie banner's policy link leads to the privacy policy's cookie section
    When I visit "/"
    And I follow "cookie policy" in the cookie banner
    Then I see the heading "Privacy Policy"
    And the section "Cookies" says "Accept All"

  @ADD-25.calls-1600 @ADD-25.marketing-email-only
  Scenario: The privacy notice names the number we call from, the 140-series rule and marketing by e-mail only
    Given I visit "/privacy"
    Then the section "Alerts and Contact" says "When we call you about a request, the call comes from 1600-80-4567, our number for service calls"
    And the section "Alerts and Contact" says "We make no promotional calls or SMS. Ticking the box for news and offers is not consent to promotional calls, and it never overrides a do-not-disturb (DND) preference you have registered with your telecom operator; under TRAI’s rules, promotional calls may come only from 140-series numbers."
    And the section "Alerts and Contact" says "we send them only if you tick it, only by e-mail"
    And the section "How We Use Your Information" says "news and offers about insurance, by e-mail"

  @ADD-25.language-prevails
  Scenario Outline: The privacy notice, the disclaimer and its terms say which language prevails
    Given I visit "<page>"
    Then the legal page's introduction says "<clause>"

    Examples:
      | page           | clause                                                                                                                                                       |
      | /privacy       | This notice is written in English and published in Hindi as a translation. If the English and the Hindi differ, the English prevails.                       |
      | /disclaimer    | This disclaimer and these terms and conditions are written in English and published in Hindi as a translation. If the English and the Hindi differ, the English prevails. |
      | /hi/privacy    | यह सूचना अंग्रेज़ी में लिखी गई है और हिन्दी में उसका अनुवाद प्रकाशित है। यदि अंग्रेज़ी और हिन्दी में कोई अंतर हो, तो अंग्रेज़ी मान्य होगी।                                      |
      | /hi/disclaimer | यह अस्वीकरण और ये नियम और शर्तें अंग्रेज़ी में लिखे गए हैं और हिन्दी में उनका अनुवाद प्रकाशित है। यदि अंग्रेज़ी और हिन्दी में कोई अंतर हो, तो अंग्रेज़ी मान्य होगी।                  |

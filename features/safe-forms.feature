Feature: Forms are safe before the scripts run, and without them
  A visitor on a slow phone may press a form's button before the page's scripts have started, and
  a visitor whose browser runs no script may press it at all. Neither may ever put what they typed
  into an address (the server's log, the browser's history, a later Referer), nor lose it without a
  word: every form posts to a page that says how to reach us, and a press before the page is
  interactive is held and sent once, when it is (docs/adr/0003-queue-early-submits.md).

  @ADD-26.no-js-forms
  Scenario Outline: With scripts off, the <form> form says it needs JavaScript, and submitting it sends nothing typed into any address
    Given the browser runs no script
    When I open "<page>" without scripts
    Then the <form> form says it needs JavaScript and offers the phone number, WhatsApp and e-mail
    When I fill in every field of the <form> form and submit it
    Then the browser is on "<landing>" with no query, and nothing I typed is in any address it asked for
    And the page says in "<lang>" that the form was not sent and offers the phone number, WhatsApp and e-mail

    Examples:
      | form         | page                  | landing                    | lang  |
      | grievance    | /grievance            | /form-needs-javascript     | en-IN |
      | data request | /privacy/your-data    | /form-needs-javascript     | en-IN |
      | contact      | /contact              | /form-needs-javascript     | en-IN |
      | call-back    | /                     | /form-needs-javascript     | en-IN |
      | grievance    | /hi/grievance         | /hi/form-needs-javascript  | hi    |
      | call-back    | /ja/                  | /ja/form-needs-javascript  | ja    |

  @ADD-26.no-js-forms
  Scenario Outline: With scripts off, the button that opens the <form> form leads to the ways to reach us, not nowhere
    Given the browser runs no script
    When I open "<page>" without scripts
    And I press the button "<button>"
    Then the browser is on "<landing>" with no query, and nothing I typed is in any address it asked for
    And the page says in "<lang>" that the form was not sent and offers the phone number, WhatsApp and e-mail

    Examples:
      | form    | page      | button                     | landing                    | lang  |
      | enquiry | /         | Explore Health Insurance   | /form-needs-javascript     | en-IN |
      | POSP    | /products | Become a POSP              | /form-needs-javascript     | en-IN |
      | POSP    | /hi/      | POSP बनें                   | /hi/form-needs-javascript  | hi    |

  @ADD-26.early-submit
  Scenario: A grievance sent before the page is interactive is held, then sent once when it is, with the usual sending state
    Given the site's entry script is held back
    And the grievance is slow to arrive
    When I open "/grievance" before its scripts have run
    And I fill in the grievance form correctly
    And I agree to be contacted about this request
    And I send the form
    Then the browser is still on "/grievance" and nothing was sent within 1000 ms
    When the site's entry script is let through
    Then the grievance form's button says "Sending..."
    When the grievance arrives
    Then the form says "We have received your grievance. Your reference number is GR-2026-000451. We will respond within 10 working days."
    And exactly one request is sent to the grievance address within 1000 ms
    And the request to the grievance address has "phone_num" as "9845012345"

  @ADD-26.early-submit
  Scenario: A call-back asked for in the home hero before the page is interactive is sent once it is, with what was chosen and typed
    Given the site's entry script is held back
    When I open "/" before its scripts have run
    And in the hero's call-back box I choose "Health", type "98450 12345", tick the box to be called back and press "Get a call back"
    Then the browser is still on "/" and nothing was sent within 500 ms
    When the site's entry script is let through
    Then one call-back request was sent at once: product "Health", phone "9845012345", as soon as possible, without a name

  @ADD-26.no-get-forms
  Scenario: No pre-rendered page in any language has a form that could send its fields by GET
    Then every form of every pre-rendered page posts to the fallback page of its language, or sends no field

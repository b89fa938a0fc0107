Feature: Old addresses keep working
  Renewal links of the original site leave for the external renewal site with the same path,
  and addresses that some pages used to link to lead to the page they meant.

  @P1-2.1-redirect-renewal @P1-2.1-redirect-fld @P1-2.1-redirect-zs @P1-2.1-redirect-zk @P1-2.1-redirect-cyc
  Scenario Outline: <path> leaves for the renewal site with the same path
    When I visit "<path>", which leaves for the renewal site
    Then I am on the renewal site at "<path>"

    Examples:
      | path               |
      | /renewal/BuyOnline |
      | /fld.html          |
      | /zs.html           |
      | /zk.html           |
      | /cyc.html          |

  @P2-2-alternative-paths
  Scenario Outline: The old address <old> leads to <new>
    When I visit "<old>"
    Then I am on "<new>"
    And I see the heading "<heading>"

    Examples:
      | old                          | new                     | heading              |
      | /knowledge-bank/useful-links | /knowledge/useful-links | Useful Links         |
      | /knowledge-bank/Forms        | /knowledge/forms        | Insurer Forms        |
      | /clients                     | /about/clients          | Our Valued Clients   |
      | /grievance/escalation-matrix | /grievance              | Escalation Matrix    |
      | /privacy-policy              | /privacy                | Privacy Policy       |

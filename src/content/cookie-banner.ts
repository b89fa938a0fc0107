/** The cookie banner (part 1 §2.1 quotes its buttons and message). */
export const COOKIE_TEXT = {
  message: 'We use essential cookies to run this site and, with your consent, analytics cookies to improve it. Read our',
  policyLink: 'cookie policy',
  /** Around the link, so each language can word the sentence its own way. */
  beforeLink: ' ',
  afterLink: '.',
  accept: 'Accept All',
  reject: 'Reject Non-Essential',
  saved: 'Your preference has been saved',
  label: 'Cookie consent',
} as const;

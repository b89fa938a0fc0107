/** The cookie banner (part 1 §2.1 quotes its buttons and message). */
export const COOKIE_TEXT = {
  message: 'Essential cookies run this site; analytics cookies only with your consent. Read our',
  policyLink: 'cookie policy',
  /** Around the link, so each language can word the sentence its own way. */
  beforeLink: ' ',
  afterLink: '.',
  accept: 'Accept All',
  reject: 'Reject Non-Essential',
  saved: 'Your preference has been saved',
  label: 'Cookie consent',
} as const;

/** The careers page's own words (part 2 §6); the openings come from the API. */
export const careersText = {
  invitation: 'We are always glad to hear from people who want to help clients understand and claim on their insurance.',
  /** Around the careers e-mail address. */
  cvBefore: 'Send your CV to ',
  cvAfter: '.',
  currentOpenings: 'Current openings',
  apply: 'Apply',
  /** Read after "Apply" by screen readers only. */
  applyHidden: (title: string) => ` for ${title}`,
} as const;

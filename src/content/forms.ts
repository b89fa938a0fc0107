/**
 * Copy of the forms (the enquiry, POSP and call-back forms and the form kit).
 * Texts the spec quotes are letter for letter (part 1 §5, §8); the others are ours.
 */
export const FORM_TEXT = {
  // Part 1 §5 and §8, letter for letter.
  phoneHint: 'Please enter a valid 10-digit phone number',
  panHint: 'Please enter a valid PAN number (e.g., ABCDE1234F)',
  success: "Thank you for your submission! We'll contact you shortly.",
  error: 'There was an error submitting your form. Please try again.',
  submitting: 'Submitting...',
  // Ours (the spec names the fields as required without giving these texts).
  emailHint: 'Please enter a valid email address',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  remarksRequired: 'Please tell us a little about yourself',
  remarksTooLong: 'Please shorten your remarks',
} as const;

/** The form kit's own words (ours). */
export const FORM_KIT_TEXT = {
  optional: '(optional)',
  /** The fixed country code shown before every phone box. */
  phonePrefix: '+91',
  /** Shown with the spec's success message when the backend gave a reference number. */
  reference: (reference: string) => `Your reference number: ${reference}`,
  /** A 429 answer: when to try again (the spec's error message stays above it). */
  retryAfter: (seconds: number) =>
    seconds < 90 ? `Please wait about a minute before trying again.` : `Please wait about ${Math.ceil(seconds / 60)} minutes before trying again.`,
  close: 'Close',
  cancel: 'Cancel',
} as const;

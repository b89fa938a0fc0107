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
  /**
   * Without JavaScript (a <noscript> in every form) and on the page a form posted without it
   * reaches (/form-needs-javascript): the other ways to reach us (docs/forms-without-javascript.md).
   */
  noScript: {
    needsJavaScript: 'This form needs JavaScript, which is switched off or has not loaded in your browser. You can reach us another way:',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'Message us on WhatsApp',
    email: (address: string) => `E-mail ${address}`,
  },
  notSent: {
    title: 'Your form was not sent',
    text: 'This form needs JavaScript, which did not run in your browser, so nothing you typed was sent or kept. Please go back and try again once the page has loaded, or reach us another way:',
    home: 'Go to the home page',
  },
} as const;

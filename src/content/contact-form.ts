/** The contact page's message form (part 1 §2.6): labels and buttons (ours) and its messages. */
export const CONTACT_FORM_TEXT = {
  heading: 'Send us a message',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  captchaBefore: 'Security check: what is ',
  captchaAfter: '?',
  newQuestion: 'New question',
  acceptBefore: 'I accept the ',
  terms: 'Terms and Conditions',
  acceptBetween: ' and the ',
  privacy: 'Privacy Policy',
  acceptAfter: '.',
  send: 'Send message',
  sending: 'Sending...',
} as const;

/** Contact form messages, letter for letter from part 1 §5 and §8 (here with the rest of the copy: one module per language). */
export const CONTACT_MESSAGES = {
  success: '✅ Message sent successfully!',
  failure: '❌ Failed to send message. Try again later.',
  termsNotAccepted: '❌ Please accept the Terms and Conditions',
  captchaFailed: '❌ CAPTCHA verification failed. Please try again.',
} as const;

/**
 * Ours: what the browser says about a text field the contract refuses although it is
 * filled in (only spaces, an e-mail address the contract does not take). The spec gives
 * no text for these; an empty field gets the browser's own "required" message.
 */
export const CONTACT_FIELD_HINTS = {
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  email: 'Please enter a valid email address',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
} as const;

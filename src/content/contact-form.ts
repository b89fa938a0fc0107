/** The contact page's message form (part 1 §2.6): labels and buttons (ours; the messages are in features/contact/messages.ts). */
export const CONTACT_FORM_TEXT = {
  heading: 'Send us a message',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  captchaBefore: 'Security check: what is ',
  newQuestion: 'New question',
  acceptBefore: 'I accept the ',
  terms: 'Terms and Conditions',
  acceptBetween: ' and the ',
  privacy: 'Privacy Policy',
  send: 'Send message',
  sending: 'Sending...',
} as const;

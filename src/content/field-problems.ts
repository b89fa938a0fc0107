/**
 * What a form says under a field the backend refused (a 400's `fields`, by the contract's
 * FieldReason): ours, one text per field and reason where the reason needs its own words, else the
 * field's own (`any`). The backend's `message` is never shown (docs/backend.md). The spec's hints are
 * letter for letter (part 1 §5). Keys are the contract's dotted field paths; `consent.*` is every
 * field of the consent, and `unknown` a field the site has no words for.
 */
export const fieldProblemText = {
  fields: {
    name: { any: 'Please enter your name', maxLength: 'Please shorten your name' },
    first_name: { any: 'Please enter your first name', maxLength: 'Please shorten your first name' },
    last_name: { any: 'Please enter your last name', maxLength: 'Please shorten your last name' },
    email: { any: 'Please enter a valid email address', required: 'Please enter your email' },
    phone_num: { any: 'Please enter a valid 10-digit phone number' },
    pan_num: { any: 'Please enter a valid PAN number (e.g., ABCDE1234F)' },
    remarks: { any: 'Please tell us a little about yourself', maxLength: 'Please shorten your remarks' },
    subject: { any: 'Please enter a subject', maxLength: 'Please shorten the subject' },
    message: { any: 'Please write your message', maxLength: 'Please shorten your message' },
    accepted_terms: { any: 'Please accept the Terms and Conditions' },
    newsletter: { any: 'Your newsletter choice did not reach us as you made it. Please tick or untick the news box again and send.' },
    insurance_type: { any: 'Please open the form again from the Health or Life insurance card.' },
    product: { any: 'Please choose what the call is about' },
    preferred_time: { any: 'Please choose a time from the list', slot_unavailable: 'That time has passed or is no longer offered. Please choose another.' },
    city: { any: 'Please shorten the name of your city' },
    request_type: { any: 'Please choose what you would like us to do' },
    details: { any: 'Please tell us what your request is about', maxLength: 'Please keep your request to 2,000 characters' },
    policy_number: { any: 'Please enter the policy number as printed: letters, digits, spaces, slashes and hyphens' },
    insurer: { any: 'Please name the insurer, or say that the grievance is about us', maxLength: "Please shorten the insurer's name" },
    category: { any: 'Please choose what the grievance is about' },
    description: { any: 'Please describe your grievance', maxLength: 'Please describe your grievance in at most 2,000 characters' },
    'consent.*': {
      any: 'Your consent did not reach us as you gave it. Please tick the boxes again and send.',
      enum: 'Our privacy notice has changed since this page was opened. Please reload the page, read it and send again.',
    },
    unknown: { any: 'Something in the form could not be accepted. Please check your answers and send again.' },
  },
} as const;

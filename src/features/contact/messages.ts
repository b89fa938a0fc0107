/** The contact form's messages live in the content module (copy per language); kept here for the existing imports. */
export { CONTACT_FIELD_HINTS, CONTACT_MESSAGES } from '@/content/contact-form';

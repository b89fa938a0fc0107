/**
 * Words shared by the data-request and grievance forms, which are inline forms on
 * their pages rather than modals. Ours: the spec has neither form.
 */
import { formatNumber } from '@/lib/number-format';

export const requestFormText = {
  sending: 'Sending...',
  /** A 500, no answer in time, or no connection: what was typed stays. */
  error: 'We could not send this. Nothing you typed is lost: please try again.',
  /** A 429: FORM_KIT_TEXT.retryAfter (or retryLater when the wait is unknown) follows. */
  rateLimited: 'Too many requests have been sent from your connection.',
  retryLater: 'Please try again in a few minutes.',
  /** A 400: the fields concerned show their messages. */
  checkFields: 'Some answers need another look: see the messages next to them.',
  /** Under a long text box. */
  characters: (count: number, max: number) => `${formatNumber('en-IN', count)} of ${formatNumber('en-IN', max)} characters`,
} as const;

import { useCallback, useState } from 'react';
import { consentText } from '@/content/consent';
import { consentError, UNTICKED, type ConsentChoice } from './consent';

/**
 * The state of a form's consent block, the same in every form: the two boxes, never
 * pre-ticked, and the required box's message. `check()` shows (or clears) that message and returns
 * it (in the page's language: `text` is the consent copy of the locale); once shown, the message follows the box as the visitor ticks or unticks it.
 */
export function useConsentChoice(text: { readonly contactRequired: string } = consentText) {
  const [choice, setChoice] = useState<ConsentChoice>(UNTICKED);
  const [error, setError] = useState<string | undefined>(undefined);

  const onChange = useCallback(
    (next: ConsentChoice) => {
      setChoice(next);
      setError((shown) => (shown ? consentError(next, text) : shown));
    },
    [text],
  );
  const check = useCallback(() => {
    const message = consentError(choice, text);
    setError(message);
    return message;
  }, [choice, text]);
  /** After a success: both boxes unticked again for the next request. */
  const untick = useCallback(() => setChoice(UNTICKED), []);
  const clearError = useCallback(() => setError(undefined), []);

  return { choice, error, onChange, check, untick, clearError };
}

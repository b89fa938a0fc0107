import type { components } from '@generated/api';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { consentText } from '@/content/consent';

/** The `consent` object every submission carries (openapi.yaml, components.schemas.Consent). */
export type SubmissionConsent = components['schemas']['Consent'];
export type ConsentPurpose = SubmissionConsent['purposes'][number];

/** What the visitor ticked. Both boxes start unticked, always. */
export interface ConsentChoice {
  contact: boolean;
  marketing: boolean;
}

export const UNTICKED: ConsentChoice = Object.freeze({ contact: false, marketing: false });

/** The message of the required box, or undefined when it is ticked. */
export function consentError(choice: ConsentChoice, text: { readonly contactRequired: string } = consentText): string | undefined {
  return choice.contact ? undefined : text.contactRequired;
}

/**
 * The consent object from what was ticked: one purpose per ticked box (contact first), the version of
 * the notice shown and the moment of sending in UTC. Only called once the required box is ticked.
 */
export function buildConsent(choice: ConsentChoice, now: Date = new Date()): SubmissionConsent {
  if (!choice.contact) throw new Error('A submission needs the consent to be contacted about it');
  const purposes: ConsentPurpose[] = ['contact'];
  if (choice.marketing) purposes.push('marketing');
  return { purposes, notice_version: PRIVACY_NOTICE_VERSION, given_at: now.toISOString() };
}

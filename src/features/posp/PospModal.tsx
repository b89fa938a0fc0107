import { zPospRequest } from '@generated/zod/submit-posp-application.gen';
import { REMARKS_ROWS } from '@/config/timings';
import { FORM_TEXT } from '@/content/forms';
import { pospText } from '@/content/enquiry';
import type { FieldSpec } from '@/features/submission/FormField';
import { SubmissionModal } from '@/features/submission/SubmissionModal';
import { bodyOf, contractField, panField, phoneField } from '@/features/submission/validation';
import type { SubmissionConsent } from '@/features/consent/consent';
import { submitPosp, type PospRequest } from './api/submit-posp';

/** Rules, limits and optionality from the contract's PospRequest; the texts are the form's (part 1 §5). */
export const POSP_FIELDS: readonly FieldSpec[] = [
  { label: pospText.fields.name, autoComplete: 'name', ...contractField(zPospRequest, 'name', { invalid: FORM_TEXT.nameRequired }) },
  { label: pospText.fields.pan, ...panField(zPospRequest) },
  { label: pospText.fields.email, kind: 'email', ...contractField(zPospRequest, 'email', { empty: FORM_TEXT.emailRequired, invalid: FORM_TEXT.emailHint }) },
  { label: pospText.fields.phone, ...phoneField(zPospRequest) },
  { label: pospText.fields.remarks, kind: 'textarea', rows: REMARKS_ROWS, ...contractField(zPospRequest, 'remarks', { invalid: FORM_TEXT.remarksRequired }) },
];

/** What the POSP form sends for what was typed. */
export function pospBody(values: Record<string, string>, consent: SubmissionConsent): PospRequest {
  return { ...bodyOf(POSP_FIELDS, values), consent } as PospRequest;
}

/** The POSP (point-of-sale person) application modal (part 1 §2.4), opened from the footer. */
export function PospModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SubmissionModal
      open={open}
      onClose={onClose}
      title={pospText.title}
      intro={pospText.intro}
      fields={POSP_FIELDS}
      submitLabel={pospText.submit}
      consentForm="posp"
      submit={(values, consent, signal) => submitPosp(pospBody(values, consent), signal)}
    />
  );
}

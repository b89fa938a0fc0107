import { zPospRequest } from '@generated/zod/submit-posp-application.gen';
import { REMARKS_ROWS } from '@/config/timings';
import { SubmissionModal, type FieldSpec } from '@/features/submission/SubmissionModal';
import { bodyOf, contractField, FORM_TEXT } from '@/features/submission/validation';
import { submitPosp, type PospRequest } from './api/submit-posp';

/** Rules, limits and optionality from the contract's PospRequest; the texts are the form's (part 1 §5). */
export const POSP_FIELDS: readonly FieldSpec[] = [
  { label: 'Name', autoComplete: 'name', ...contractField(zPospRequest, 'name', { invalid: FORM_TEXT.nameRequired }) },
  { label: 'PAN', autoComplete: 'off', ...contractField(zPospRequest, 'pan_num', { invalid: FORM_TEXT.panHint }, 'as-typed') },
  { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', ...contractField(zPospRequest, 'email', { empty: FORM_TEXT.emailRequired, invalid: FORM_TEXT.emailHint }) },
  { label: 'Phone Number', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', pattern: '[0-9]*', ...contractField(zPospRequest, 'phone_num', { invalid: FORM_TEXT.phoneHint }, 'as-typed') },
  { label: 'Remarks', rows: REMARKS_ROWS, ...contractField(zPospRequest, 'remarks', { invalid: FORM_TEXT.remarksRequired }) },
];

/** What the POSP form sends for what was typed. */
export function pospBody(values: Record<string, string>): PospRequest {
  return bodyOf(POSP_FIELDS, values) as PospRequest;
}

/** The POSP (point-of-sale person) application modal (part 1 §2.4), opened from the footer. */
export function PospModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SubmissionModal
      open={open}
      onClose={onClose}
      title="Become a POSP partner"
      intro="Sell insurance as a certified Point of Sales Person with our training and support."
      fields={POSP_FIELDS}
      submitLabel="Apply"
      submit={(values) => submitPosp(pospBody(values))}
    />
  );
}

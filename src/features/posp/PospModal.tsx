import { zPospRequest } from '@generated/zod/submit-posp-application.gen';
import { REMARKS_ROWS } from '@/config/timings';
import { FORM_TEXT } from '@/content/forms';
import * as enquiryEn from '@/content/enquiry';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { useMemo } from 'react';
import type { FieldSpec } from '@/features/submission/FormField';
import { SubmissionModal } from '@/features/submission/SubmissionModal';
import { bodyOf, contractField, panField, phoneField } from '@/features/submission/validation';
import type { SubmissionConsent } from '@/features/consent/consent';
import { submitPosp, type PospRequest } from './api/submit-posp';

/** Rules, limits and optionality from the contract's PospRequest; the texts are the form's (part 1 §5). */
function pospFields(t: Catalog['enquiry']['pospText'], F: Catalog['formText']): readonly FieldSpec[] {
  return [
    { label: t.fields.name, autoComplete: 'name', ...contractField(zPospRequest, 'name', { invalid: F.nameRequired }) },
    { label: t.fields.pan, ...panField(zPospRequest, 'pan_num', F.panHint) },
    { label: t.fields.email, kind: 'email', ...contractField(zPospRequest, 'email', { empty: F.emailRequired, invalid: F.emailHint }) },
    { label: t.fields.phone, ...phoneField(zPospRequest, 'phone_num', F.phoneHint) },
    { label: t.fields.remarks, kind: 'textarea', rows: REMARKS_ROWS, ...contractField(zPospRequest, 'remarks', { invalid: F.remarksRequired }) },
  ];
}

export const POSP_FIELDS: readonly FieldSpec[] = pospFields(enquiryEn.pospText, FORM_TEXT);

/** What the POSP form sends for what was typed. */
export function pospBody(values: Record<string, string>, consent: SubmissionConsent): PospRequest {
  return { ...bodyOf(POSP_FIELDS, values), consent } as PospRequest;
}

/** The POSP (point-of-sale person) application modal (part 1 §2.4), opened from the footer. */
export function PospModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pospText = useCopy('enquiry', enquiryEn).pospText;
  const F = useCopy('formText', FORM_TEXT);
  const fields = useMemo(() => pospFields(pospText, F), [pospText, F]);
  return (
    <SubmissionModal
      open={open}
      onClose={onClose}
      title={pospText.title}
      intro={pospText.intro}
      fields={fields}
      submitLabel={pospText.submit}
      consentForm="posp"
      submit={(values, consent, signal) => submitPosp(pospBody(values, consent), signal)}
    />
  );
}

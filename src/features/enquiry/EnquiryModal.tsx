import { useEffect, useMemo, useState } from 'react';
import { zEnquiryRequest } from '@generated/zod/submit-insurance-enquiry.gen';
import { REMARKS_ROWS } from '@/config/timings';
import { FORM_TEXT } from '@/content/forms';
import type { FieldSpec } from '@/features/submission/FormField';
import { SubmissionModal } from '@/features/submission/SubmissionModal';
import { bodyOf, contractField, phoneField } from '@/features/submission/validation';
import type { SubmissionConsent } from '@/features/consent/consent';
import * as enquiryEn from '@/content/enquiry';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { submitEnquiry, type EnquiryRequest } from './api/submit-enquiry';

export type InsuranceType = EnquiryRequest['insurance_type'];

/** Rules, limits and optionality from the contract's EnquiryRequest; the texts are the form's (part 1 §5). */
function enquiryFields(t: Catalog['enquiry']['enquiryText'], F: Catalog['formText']): readonly FieldSpec[] {
  return [
    { label: t.fields.name, autoComplete: 'name', ...contractField(zEnquiryRequest, 'name', { invalid: F.nameRequired }) },
    { label: t.fields.email, kind: 'email', ...contractField(zEnquiryRequest, 'email', { empty: F.emailRequired, invalid: F.emailHint }) },
    { label: t.fields.phone, ...phoneField(zEnquiryRequest, 'phone_num', F.phoneHint) },
    { label: t.fields.remarks, kind: 'textarea', rows: REMARKS_ROWS, ...contractField(zEnquiryRequest, 'remarks', { invalid: F.remarksTooLong }) },
  ];
}

export const ENQUIRY_FIELDS: readonly FieldSpec[] = enquiryFields(enquiryEn.enquiryText, FORM_TEXT);

/** What the enquiry form sends for what was typed (insurance_type comes from the card). */
export function enquiryBody(values: Record<string, string>, insuranceType: InsuranceType, consent: SubmissionConsent): EnquiryRequest {
  return { ...bodyOf(ENQUIRY_FIELDS, values), insurance_type: insuranceType, consent } as EnquiryRequest;
}

/**
 * The enquiry modal (part 1 §2.3), opened from the Health and Life cards.
 * insurance_type is hidden, starts empty and is copied from the opener on opening.
 */
export function EnquiryModal({ open, onClose, insuranceType }: { open: boolean; onClose: () => void; insuranceType?: InsuranceType }) {
  const enquiryText = useCopy('enquiry', enquiryEn).enquiryText;
  const F = useCopy('formText', FORM_TEXT);
  const fields = useMemo(() => enquiryFields(enquiryText, F), [enquiryText, F]);
  const [type, setType] = useState<InsuranceType | ''>('');
  useEffect(() => {
    if (open && insuranceType) setType(insuranceType);
  }, [open, insuranceType]);

  return (
    <SubmissionModal
      open={open}
      onClose={onClose}
      title={type ? enquiryText.titleFor(type) : enquiryText.title}
      intro={enquiryText.intro}
      fields={fields}
      submitLabel={enquiryText.submit}
      consentForm="enquiry"
      submit={(values, consent, signal) => {
        if (type === '') return Promise.resolve({ ok: false, failure: 'rejected', status: 0 });
        return submitEnquiry(enquiryBody(values, type, consent), signal);
      }}
    />
  );
}

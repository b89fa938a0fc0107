import { useEffect, useState } from 'react';
import { zEnquiryRequest } from '@generated/zod/submit-insurance-enquiry.gen';
import { REMARKS_ROWS } from '@/config/timings';
import { SubmissionModal, type FieldSpec } from '@/features/submission/SubmissionModal';
import { bodyOf, contractField, FORM_TEXT } from '@/features/submission/validation';
import { submitEnquiry, type EnquiryRequest } from './api/submit-enquiry';

export type InsuranceType = EnquiryRequest['insurance_type'];

/** Rules, limits and optionality from the contract's EnquiryRequest; the texts are the form's (part 1 §5). */
export const ENQUIRY_FIELDS: readonly FieldSpec[] = [
  { label: 'Name', autoComplete: 'name', ...contractField(zEnquiryRequest, 'name', { invalid: FORM_TEXT.nameRequired }) },
  { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', ...contractField(zEnquiryRequest, 'email', { empty: FORM_TEXT.emailRequired, invalid: FORM_TEXT.emailHint }) },
  { label: 'Phone Number', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', pattern: '[0-9]*', ...contractField(zEnquiryRequest, 'phone_num', { invalid: FORM_TEXT.phoneHint }, 'as-typed') },
  { label: 'Remarks', rows: REMARKS_ROWS, ...contractField(zEnquiryRequest, 'remarks', { invalid: FORM_TEXT.remarksTooLong }) },
];

/** What the enquiry form sends for what was typed (insurance_type comes from the card). */
export function enquiryBody(values: Record<string, string>, insuranceType: InsuranceType): EnquiryRequest {
  return { ...bodyOf(ENQUIRY_FIELDS, values), insurance_type: insuranceType } as EnquiryRequest;
}

/**
 * The enquiry modal (part 1 §2.3), opened from the Health and Life cards.
 * insurance_type is hidden, starts empty and is copied from the opener on opening.
 */
export function EnquiryModal({ open, onClose, insuranceType }: { open: boolean; onClose: () => void; insuranceType?: InsuranceType }) {
  const [type, setType] = useState<InsuranceType | ''>('');
  useEffect(() => {
    if (open && insuranceType) setType(insuranceType);
  }, [open, insuranceType]);

  return (
    <SubmissionModal
      open={open}
      onClose={onClose}
      title={type ? `${type} Insurance enquiry` : 'Insurance enquiry'}
      intro="Tell us how to reach you and an advisor will call you back."
      fields={ENQUIRY_FIELDS}
      submitLabel="Submit"
      submit={(values) => {
        if (type === '') return Promise.resolve(false);
        return submitEnquiry(enquiryBody(values, type));
      }}
    />
  );
}

import { useEffect, useState } from 'react';
import { PHONE_DIGITS, REMARKS_ROWS } from '@/config/timings';
import { SubmissionModal, type FieldSpec } from '@/features/submission/SubmissionModal';
import { emailRule, phoneRule, required } from '@/features/submission/validation';
import { submitEnquiry, type EnquiryRequest } from './api/submit-enquiry';

export type InsuranceType = EnquiryRequest['insurance_type'];

export const ENQUIRY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', maxLength: 100, rules: [required('Please enter your name')] },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, rules: [required('Please enter your email'), emailRule] },
  { name: 'phone_num', label: 'Phone Number', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: PHONE_DIGITS, pattern: '[0-9]*', rules: [phoneRule] },
  { name: 'remarks', label: 'Remarks', rows: REMARKS_ROWS, maxLength: 1000, optional: true, rules: [] },
];

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
        const body: EnquiryRequest = {
          name: (values.name ?? '').trim(),
          email: (values.email ?? '').trim(),
          phone_num: values.phone_num ?? '',
          insurance_type: type,
        };
        const remarks = (values.remarks ?? '').trim();
        if (remarks) body.remarks = remarks;
        return submitEnquiry(body);
      }}
    />
  );
}

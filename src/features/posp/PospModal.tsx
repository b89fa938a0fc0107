import { PAN_LENGTH, PHONE_DIGITS, REMARKS_ROWS } from '@/config/timings';
import { SubmissionModal, type FieldSpec } from '@/features/submission/SubmissionModal';
import { emailRule, panRule, phoneRule, required } from '@/features/submission/validation';
import { submitPosp } from './api/submit-posp';

export const POSP_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', maxLength: 100, rules: [required('Please enter your name')] },
  { name: 'pan_num', label: 'PAN', autoComplete: 'off', maxLength: PAN_LENGTH, rules: [panRule] },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, rules: [required('Please enter your email'), emailRule] },
  { name: 'phone_num', label: 'Phone Number', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: PHONE_DIGITS, pattern: '[0-9]*', rules: [phoneRule] },
  { name: 'remarks', label: 'Remarks', rows: REMARKS_ROWS, maxLength: 1000, rules: [required('Please tell us a little about yourself')] },
];

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
      submit={(values) =>
        submitPosp({
          name: (values.name ?? '').trim(),
          pan_num: values.pan_num ?? '',
          email: (values.email ?? '').trim(),
          phone_num: values.phone_num ?? '',
          remarks: (values.remarks ?? '').trim(),
        })
      }
    />
  );
}

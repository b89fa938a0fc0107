/** The enquiry and POSP modals' copy (part 1 §2.3, §2.4). Field names follow the spec; the rest is ours. */
export const enquiryText = {
  title: 'Insurance enquiry',
  titleFor: (type: string) => `${type} Insurance enquiry`,
  intro: 'Tell us what you would like to know and an advisor replies by e-mail.',
  submit: 'Submit',
  fields: { name: 'Name', email: 'Email', phone: 'Phone Number', remarks: 'Remarks' },
} as const;

export const pospText = {
  title: 'Become a POSP partner',
  intro: 'Sell insurance as a certified Point of Sales Person with our training and support.',
  submit: 'Apply',
  fields: { name: 'Name', pan: 'PAN', email: 'Email', phone: 'Phone Number', remarks: 'Remarks' },
} as const;

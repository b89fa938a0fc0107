/** Copy of the site frame (header) that the spec does not quote. */
export const siteFrameText = {
  /** The plain link to the external customer login site (part 1 §2.1). */
  customerLogin: 'Customer login',
} as const;

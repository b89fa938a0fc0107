/** The CSR page's own words (part 2 §7); the initiatives come from the API. */
export const csrText = {
  policyHeading: 'CSR Policy',
  policyText: 'Read how we choose, fund and review the community work we support.',
  download: 'Download',
  /** Read after "Download" by screen readers only. */
  downloadHidden: ' the CSR Policy',
  tagline: 'Growing together with the communities we serve.',
  initiativesHeading: 'Our initiatives',
  messages: {
    loading: 'Loading our CSR initiatives...',
    failed: 'Failed to load CSR initiatives. Please try again later.',
    empty: 'No CSR initiatives found.',
  },
} as const;

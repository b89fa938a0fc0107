/** UI copy of the Compliance page, letter for letter from part 2 §2 and §8. */
export const COMPLIANCE_MESSAGES = {
  subtitle: 'Access all regulatory and compliance documentation in one place',
  errorTitle: 'Error loading documents',
  errorText: 'Failed to load compliance documents. Please try again later.',
  retry: 'Try again',
  emptyTitle: 'No documents available',
  emptyText: 'Check back later for compliance documents',
  downloadFailed: 'Failed to download the document. Please try again.',
  missingOnDownload: 'Document not available for download.',
  missingOnView: 'Document not available for viewing.',
} as const;

/** The compliance page's own words; the messages letter for letter from part 2 §2 and §8 (the documents come from the API). */
export const complianceText = {
  messages: {
    subtitle: 'Access all regulatory and compliance documentation in one place',
    errorTitle: 'Error loading documents',
    errorText: 'Failed to load compliance documents. Please try again later.',
    retry: 'Try again',
    emptyTitle: 'No documents available',
    emptyText: 'Check back later for compliance documents',
    downloadFailed: 'Failed to download the document. Please try again.',
    missingOnDownload: 'Document not available for download.',
    missingOnView: 'Document not available for viewing.',
  },
  /** Ours: the list's name, the skeleton's status, the buttons. */
  listLabel: 'Compliance documents',
  loading: 'Loading compliance documents',
  view: 'View',
  download: 'Download',
  /** Read after "View" and "Download" by screen readers only. */
  forTitle: (title: string) => ` ${title}`,
  dismiss: 'Dismiss',
  dismissHidden: (title: string) => ` the message on ${title}`,
  /** A document without a title (part 2 §7). */
  titleFallback: 'Compliance Document',
} as const;

import { firstText } from '@/lib/text';
import type { ComplianceDocument } from './api/get-compliance-documents';
import { complianceText } from '@/content/compliance';

/** Part 2 §3: a document without a title is shown as this. */
const COMPLIANCE_TITLE_FALLBACK = complianceText.titleFallback;
/** Part 2 §7: the saved name when there is no title to build one from. */
const COMPLIANCE_FILE_NAME_FALLBACK = 'document.pdf';

/** The fields that may carry the file reference, in the order the spec gives (part 2 §3). */
const FILE_REFERENCE_FIELDS = ['file', 'document', 'pdf_file', 'document_url', 'file_url'] as const;

/** The file reference: the first present of file, document, pdf_file, document_url, file_url. */
export function fileReferenceOf(doc: ComplianceDocument): string | undefined {
  return firstText(...FILE_REFERENCE_FIELDS.map((field) => doc[field])) || undefined;
}

/** The title shown on a card. */
export function documentTitleOf(doc: ComplianceDocument): string {
  return doc.title?.trim() || COMPLIANCE_TITLE_FALLBACK;
}

/** The saved name: the title with spaces replaced by underscores plus .pdf, else 'document.pdf'. */
export function downloadFileNameOf(title: string | undefined): string {
  const trimmed = title?.trim();
  if (!trimmed) return COMPLIANCE_FILE_NAME_FALLBACK;
  return `${trimmed.replace(/\s+/g, '_')}.pdf`;
}

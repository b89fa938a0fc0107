import { getComplianceDocuments } from '@/features/compliance/api/get-compliance-documents';
import { documentTitleOf, downloadFileNameOf, fileReferenceOf } from '@/features/compliance/files';
import { sameAnswer } from '@/lib/api-response';
import { pageLoader } from '@/lib/page-data';

export interface ComplianceCard {
  id: number;
  /** The title shown (the fallback 'Compliance Document' when the document has none). */
  title: string;
  /** The document has no title of its own: the page shows the fallback in its language. */
  untitled?: boolean;
  /** The name the file is saved under: from the document's own title, else 'document.pdf' (part 2 §7). */
  fileName: string;
  description?: string;
  /** Absolute URL of the file, when the document names one. */
  url?: string;
}

/** The documents as cards. Their file references come resolved against the API base from the boundary (part 2 §7: a path is on the API host). */
async function loadComplianceCards(signal: AbortSignal): Promise<ComplianceCard[]> {
  const documents = await getComplianceDocuments(signal);
  return sameAnswer(
    documents,
    documents.map((doc) => ({
      id: doc.id,
      title: documentTitleOf(doc),
      untitled: !doc.title?.trim() || undefined,
      fileName: downloadFileNameOf(doc.title),
      description: doc.description?.trim() || undefined,
      url: fileReferenceOf(doc),
    })),
  );
}

export const loader = pageLoader((signal) => ({ cards: loadComplianceCards(signal) }));

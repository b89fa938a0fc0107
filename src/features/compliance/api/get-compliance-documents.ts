import type { components } from '@generated/api';
import { zListComplianceDocumentsResponse } from '@generated/zod/list-compliance-documents.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type ComplianceDocument = components['schemas']['ComplianceDocument'];

/** GET /api/compliances/, validated with the schema generated from the contract; URL fields (file, document, pdf_file, document_url, file_url) must be http(s) or relative. */
export function getComplianceDocuments(signal?: AbortSignal): Promise<ComplianceDocument[]> {
  return validated(api().GET('/api/compliances/', { signal }), zListComplianceDocumentsResponse, 'compliance documents', {
    urls: ['file', 'document', 'pdf_file', 'document_url', 'file_url'],
  });
}

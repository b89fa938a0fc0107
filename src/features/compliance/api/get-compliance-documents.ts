import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type ComplianceDocument = components['schemas']['ComplianceDocument'];

const ref = z.optional(z.string());

export const ComplianceDocumentSchema = z.object({
  id: z.int(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  file: ref,
  document: ref,
  pdf_file: ref,
  document_url: ref,
  file_url: ref,
}) satisfies z.ZodMiniType<ComplianceDocument>;

export function getComplianceDocuments(): Promise<ComplianceDocument[]> {
  return validated(api().GET('/api/compliances/'), z.array(ComplianceDocumentSchema), 'compliance documents');
}

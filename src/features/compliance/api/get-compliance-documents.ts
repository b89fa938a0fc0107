import { z } from 'zod';
import type { components } from '../../../../generated/api';
import { api } from '../../../lib/api-client';
import { validated } from '../../../lib/api-response';

export type ComplianceDocument = components['schemas']['ComplianceDocument'];

const ref = z.string().optional();

export const ComplianceDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  description: z.string().optional(),
  file: ref,
  document: ref,
  pdf_file: ref,
  document_url: ref,
  file_url: ref,
}) satisfies z.ZodType<ComplianceDocument>;

export function getComplianceDocuments(): Promise<ComplianceDocument[]> {
  return validated(api().GET('/api/compliances/'), z.array(ComplianceDocumentSchema), 'compliance documents');
}

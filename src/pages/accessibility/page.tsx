import { PageHeader } from '@/components/PageHeader';
import { accessibilityLead, accessibilityStatement } from '@/content/accessibility';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  return (
    <>
      <PageHeader id="accessibility" lead={accessibilityLead} />
      <LegalDocumentView document={accessibilityStatement} label="Accessibility Statement" />
    </>
  );
}

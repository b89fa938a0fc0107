import { PageHeader } from '@/components/PageHeader';
import { accessibilityCopy } from '@/content/accessibility';
import { useCopy } from '@/lib/i18n';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  const { accessibilityLead, accessibilityStatement, label } = useCopy('accessibility', accessibilityCopy);
  return (
    <>
      <PageHeader id="accessibility" lead={accessibilityLead} />
      <LegalDocumentView document={accessibilityStatement} label={label} />
    </>
  );
}

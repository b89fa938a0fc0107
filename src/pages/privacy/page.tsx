import { PageHeader } from '@/components/PageHeader';
import { privacyLead, privacyPolicy } from '@/content/legal';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  return (
    <>
      <PageHeader id="privacy" lead={privacyLead} />
      <LegalDocumentView document={privacyPolicy} label="Privacy Policy" />
    </>
  );
}

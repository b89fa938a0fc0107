import { PageHeader } from '@/components/PageHeader';
import { privacyPolicy } from '@/content/legal';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  return (
    <>
      <PageHeader id="privacy" lead="How we collect, use and share your personal information." />
      <LegalDocumentView document={privacyPolicy} label="Privacy Policy" />
    </>
  );
}

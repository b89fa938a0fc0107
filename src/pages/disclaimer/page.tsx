import { PageHeader } from '@/components/PageHeader';
import { disclaimer } from '@/content/legal';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  return (
    <>
      <PageHeader id="disclaimer" lead="General disclaimer and the terms and conditions of use of this website." />
      <LegalDocumentView document={disclaimer} label="Disclaimer" />
    </>
  );
}

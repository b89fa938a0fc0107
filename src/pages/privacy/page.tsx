import { PageHeader } from '@/components/PageHeader';
import { privacyCopy } from '@/content/legal';
import { useCopy } from '@/lib/i18n';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  const { privacyLead, privacyPolicy, label } = useCopy('privacy', privacyCopy);
  return (
    <>
      <PageHeader id="privacy" lead={privacyLead} />
      <LegalDocumentView document={privacyPolicy} label={label} />
    </>
  );
}

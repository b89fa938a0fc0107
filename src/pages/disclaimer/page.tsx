import { PageHeader } from '@/components/PageHeader';
import { routeCopy } from '@/config/paths';
import { disclaimer as disclaimerEn } from '@/content/legal';
import { useCopy } from '@/lib/i18n';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';

export function Component() {
  const disclaimer = useCopy('disclaimer', disclaimerEn);
  const label = useCopy('routes', routeCopy).disclaimer.heading;
  return (
    <>
      <PageHeader id="disclaimer" />
      <LegalDocumentView document={disclaimer} label={label} />
    </>
  );
}

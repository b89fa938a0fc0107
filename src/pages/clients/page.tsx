import { BackToTop } from '@/components/BackToTop';
import { PageHeader } from '@/components/PageHeader';
import { ClientsDirectory } from './ClientsDirectory';

export function Component() {
  return (
    <>
      <PageHeader id="clients" lead="Organisations across India that trust us with their insurance programmes." />
      <ClientsDirectory />
      <BackToTop />
    </>
  );
}

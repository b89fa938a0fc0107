import { BackToTop } from '@/components/BackToTop';
import { PageHeader } from '@/components/PageHeader';
import { ClientsDirectory } from './ClientsDirectory';

export function Component() {
  return (
    <>
      <PageHeader id="clients" />
      <ClientsDirectory />
      <BackToTop />
    </>
  );
}

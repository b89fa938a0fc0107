import { PageHeader } from '../../components/PageHeader';

export function Component() {
  return <PageHeader id="partners" />;
}

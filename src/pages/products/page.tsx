import { PageHeader } from '@/components/PageHeader';
import { ProductsBrowser } from './ProductsBrowser';

export function Component() {
  return (
    <>
      <PageHeader id="products" lead="Life, non-life and reinsurance cover we arrange with insurers across India." />
      <ProductsBrowser />
    </>
  );
}

import { PageHeader } from '@/components/PageHeader';
import { ProductsBrowser } from './ProductsBrowser';

export function Component() {
  return (
    <>
      <PageHeader id="products" />
      <ProductsBrowser />
    </>
  );
}

import { PageHeader } from '@/components/PageHeader';
import { ProductChoices } from './ProductChoices';
import { ProductsBrowser } from './ProductsBrowser';

export function Component() {
  return (
    <>
      <PageHeader id="products" />
      <ProductChoices />
      <ProductsBrowser />
    </>
  );
}

import type { Product } from '@/content/products';
import { ProductCallToAction } from '@/features/callback/ProductCallToAction';

/** The open row of a product: its paragraphs and, where given, its sub-types. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {product.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
      {product.points ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {product.points.map((point) => (
            <li key={point.label} className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
              <span className="block font-semibold text-brand-900 dark:text-white">{point.label}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{point.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="pt-2">
        <ProductCallToAction productId={product.id} productTitle={product.title} />
      </p>
    </div>
  );
}

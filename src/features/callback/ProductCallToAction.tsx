import { callbackEntryText as englishEntry, PRODUCT_CALLBACK } from '@/content/callback-entry';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from './callback-context';

/**
 * "Get a quote" or "Talk to an advisor" at the end of a product panel: opens the
 * call-back form with the product chosen. The product's name is part of the
 * button's accessible name.
 */
export function ProductCallToAction({ productId, productTitle, className = '' }: { productId: string; productTitle: string; className?: string }) {
  const callbackEntryText = useCopy('callbackEntry', englishEntry);
  const target = PRODUCT_CALLBACK[productId] ?? { product: 'Other' as const, action: 'talkToAdvisor' as const };
  const primary = target.action === 'getQuote';
  return (
    <CallbackButton
      opening={{ product: target.product }}
      data-product-cta={productId}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold shadow-sm ${
        primary
          ? 'bg-accent-600 text-white hover:bg-accent-700'
          : 'border border-brand-300 bg-white text-brand-800 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800'
      } ${className}`}
    >
      {callbackEntryText[target.action]}
      <span className="sr-only">{callbackEntryText.forProduct(productTitle)}</span>
    </CallbackButton>
  );
}

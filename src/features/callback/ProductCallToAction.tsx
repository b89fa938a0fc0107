import { callbackEntryText as englishEntry, PRODUCT_CALLBACK } from '@/content/callback-entry';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from './callback-context';

/**
 * The call-back label at the end of a product panel: opens the call-back form with the
 * product chosen. The product's name is part of the button's accessible name.
 */
export function ProductCallToAction({ productId, productTitle, className = '' }: { productId: string; productTitle: string; className?: string }) {
  const callbackEntryText = useCopy('callbackEntry', englishEntry);
  return (
    <CallbackButton
      opening={{ product: PRODUCT_CALLBACK[productId] ?? 'Other' }}
      data-product-cta={productId}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-accent-700 ${className}`}
    >
      {callbackEntryText.label}
      <span className="sr-only">{callbackEntryText.forProduct(productTitle)}</span>
    </CallbackButton>
  );
}

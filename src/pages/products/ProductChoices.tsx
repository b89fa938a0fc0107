import { SiteLink } from '@/components/SiteLink';
import { pathOf } from '@/config/paths';
import { callbackEntryText as englishEntry } from '@/content/callback-entry';
import { callbackCopy, type CallbackProduct } from '@/content/callback';
import { choiceNames } from '@/content/callback-hero';
import * as productsEn from '@/content/products';
import type { ProductIcon as IconKey } from '@/content/products';
import { CallbackButton } from '@/features/callback/callback-context';
import { useCopy } from '@/lib/i18n';
import { ProductIcon } from './ProductIcon';

/** What visitors buy, in the order they buy it, with the call-back form's product. */
const CHOICES: readonly { key: 'car' | 'bike' | 'health' | 'life' | 'business'; product: CallbackProduct; icon: IconKey }[] = [
  { key: 'car', product: 'Car', icon: 'car' },
  { key: 'bike', product: 'Two-wheeler', icon: 'bike' },
  { key: 'health', product: 'Health', icon: 'heart' },
  { key: 'life', product: 'Life', icon: 'shield' },
  { key: 'business', product: 'Business', icon: 'briefcase' },
];

const tileClass =
  'flex h-full min-h-24 w-full flex-col items-start justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-400 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-300';

/**
 * A choice: its icon beside its name, or above it where six tiles share a row (from 1024 px), so that
 * the longest name ("Claims help") keeps one line there. A name that must wrap on a narrow phone
 * breaks between words or, in Japanese, between phrases (保険金 / 請求), never inside one.
 */
function Tile({ icon, label, action }: { icon: IconKey; label: string; action: string }) {
  return (
    <>
      <span className="flex items-center gap-2.5 lg:flex-col lg:items-start lg:gap-2">
        <ProductIcon name={icon} className="h-10 w-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-200" />
        <span className="text-lg font-semibold [word-break:auto-phrase] text-brand-900 dark:text-white">{label}</span>
      </span>
      <span className="text-sm font-medium text-accent-700 dark:text-saffron-400" aria-hidden="true">
        {action} →
      </span>
    </>
  );
}

/**
 * The first screen of /products: what visitors buy (car, bike, health, life, business) and claims help,
 * each one tap from the call-back form with that product chosen (claims help: the claims page). The spec's
 * catalogue (Life / Non-Life / Reinsurance) follows unchanged (docs/look-and-flows.md).
 */
export function ProductChoices() {
  const { choices: t } = useCopy('products', productsEn).productsPage;
  const entry = useCopy('callbackEntry', englishEntry);
  // Each product's one name, as the hero's chips and the call-back form give it (a core namespace: no page chunk imports it).
  const names = choiceNames(useCopy('callback', callbackCopy).CALLBACK_PRODUCTS);
  return (
    <section aria-labelledby="product-choices" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
      <h2 id="product-choices" className="text-xl font-bold text-brand-900 sm:text-2xl dark:text-white">
        {t.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t.lead}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {CHOICES.map((choice) => (
          <li key={choice.key}>
            <CallbackButton opening={{ product: choice.product }} data-product-choice={choice.key} className={tileClass}>
              <Tile icon={choice.icon} label={names[choice.key]} action={entry.label} />
              <span className="sr-only">{`${entry.label}${entry.forProduct(names[choice.key])}`}</span>
            </CallbackButton>
          </li>
        ))}
        <li>
          <SiteLink to={pathOf('claims')} data-product-choice="claims" className={tileClass}>
            <Tile icon="bond" label={names.claims} action={t.claimsAction} />
          </SiteLink>
        </li>
      </ul>
      <p className="mt-6">
        <a
          href="#catalogue"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
        >
          {t.catalogue}
        </a>
      </p>
    </section>
  );
}

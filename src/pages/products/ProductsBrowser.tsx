import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Accordion, toggledOpenId } from '@/components/Accordion';
import * as productsEn from '@/content/products';
import type { Catalog } from '@/content/catalog';
import type { Product } from '@/content/products';
import { useCopy } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { ProductIcon } from './ProductIcon';
import { ProductDetails } from './ProductDetails';
import { ReinsurancePanel } from './ReinsurancePanel';
import {
  DEFAULT_SELECTION,
  categories,
  chooseCategory,
  parseSelection,
  selectionTitle,
  selectionToParams,
  subCategories,
  type Category,
  type Selection,
  type SubCategory,
} from './product-selection';

function productsOf(selection: Selection, { lifeProducts, corporateProducts, retailProducts }: Catalog['products']): readonly Product[] {
  if (selection.category === 'life') return lifeProducts;
  if (selection.category === 'non-life') return selection.sub === 'corporate' ? corporateProducts : retailProducts;
  return [];
}

const itemBase = 'flex w-full items-center rounded-lg px-3 py-2 text-left font-medium transition-colors';
const itemIdle = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const itemActive = 'bg-brand-800 text-white dark:bg-brand-500';

/**
 * Sidebar 'Browse Products' and the main panel (part 2 §2 Products, §4).
 * The selection lives in the query string; the pre-rendered page (and the
 * hydration pass) show Life, then the query takes over. Whether the Non-Life
 * list is expanded follows the selection until the arrow is used.
 */
export function ProductsBrowser() {
  const copy = useCopy('products', productsEn);
  const t = copy.productsPage;
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const selection = hydrated ? parseSelection(params) : DEFAULT_SELECTION;
  const [expandedByArrow, setExpandedByArrow] = useState<boolean | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const expanded = expandedByArrow ?? selection.category === 'non-life';
  const subListId = useId();
  const titleId = useId();

  function select(next: Selection) {
    setParams(selectionToParams(next), { replace: true, preventScrollReset: true });
    // Any change of category or sub-category closes the open row.
    setOpenId(null);
  }

  function onCategory(category: Category) {
    select(chooseCategory(category));
    // Choosing Non-Life expands its list; choosing another category collapses it.
    setExpandedByArrow(null);
  }

  function onSubCategory(sub: SubCategory) {
    select({ category: 'non-life', sub });
  }

  const products = productsOf(selection, copy);

  return (
    <div id="catalogue" className="mx-auto grid max-w-6xl scroll-mt-20 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
      <nav aria-labelledby="browse-products" className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 id="browse-products" className="px-3 pb-2 text-lg font-bold text-brand-900 dark:text-white">
            {t.browse}
          </h2>
          <ul className="space-y-1">
            {categories.map((category) => {
              const active = selection.category === category;
              return (
                <li key={category}>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => onCategory(category)}
                      className={`${itemBase} ${active ? itemActive : itemIdle}`}
                    >
                      {t.categories[category]}
                    </button>
                    {category === 'non-life' ? (
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={subListId}
                        aria-label={t.nonLifeSubs}
                        onClick={() => setExpandedByArrow(!expanded)}
                        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                      >
                        <svg
                          viewBox="0 0 24 24"
                          aria-hidden="true"
                          className={`h-5 w-5 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                        >
                          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </button>
                    ) : null}
                  </div>
                  {category === 'non-life' ? (
                    <ul id={subListId} hidden={!expanded} className="mt-1 space-y-1 border-l-2 border-saffron-400 pl-3 ml-3">
                      {subCategories.map((sub) => {
                        const subActive = selection.category === 'non-life' && selection.sub === sub;
                        return (
                          <li key={sub}>
                            <button
                              type="button"
                              aria-pressed={subActive}
                              onClick={() => onSubCategory(sub)}
                              className={`${itemBase} text-sm ${subActive ? 'bg-saffron-400/25 text-brand-900 dark:bg-saffron-400/20 dark:text-white' : itemIdle}`}
                            >
                              {t.subCategories[sub]}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </nav>

      <section aria-labelledby={titleId} className="min-w-0">
        <h2 id={titleId} aria-live="polite" className="text-2xl font-bold text-brand-900 dark:text-white">
          {selectionTitle(selection, t)}
        </h2>
        <div className="mt-6">
          {selection.category === 'reinsurance' ? (
            <ReinsurancePanel />
          ) : (
            <Accordion
              items={products.map((product) => ({
                id: product.id,
                title: product.title,
                icon: (
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-500/10 text-accent-700 dark:bg-accent-500/15 dark:text-accent-300">
                    <ProductIcon name={product.icon} />
                  </span>
                ),
                content: <ProductDetails product={product} />,
              }))}
              openId={openId}
              onToggle={(id) => setOpenId((current) => toggledOpenId(current, id))}
            />
          )}
        </div>
      </section>
    </div>
  );
}

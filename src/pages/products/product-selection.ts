/**
 * Which part of the product catalogue is shown (part 2 §2 Products, §4):
 * kept in the query string so a category can be linked, e.g.
 * /products?category=non-life&sub=retail. Life is the default and the
 * fallback for anything unknown.
 */
export const categories = ['life', 'non-life', 'reinsurance'] as const;
export type Category = (typeof categories)[number];

export const subCategories = ['corporate', 'retail'] as const;
export type SubCategory = (typeof subCategories)[number];

const categoryLabel: Record<Category, string> = {
  life: 'Life',
  'non-life': 'Non-Life',
  reinsurance: 'Reinsurance',
};

const subCategoryLabel: Record<SubCategory, string> = {
  corporate: 'Corporate',
  retail: 'Retail',
};

export type Selection = { readonly category: 'life' | 'reinsurance' } | { readonly category: 'non-life'; readonly sub: SubCategory };

export const DEFAULT_SELECTION: Selection = { category: 'life' };

/** Choosing Non-Life selects Corporate (§4). */
const DEFAULT_SUB_CATEGORY: SubCategory = 'corporate';

function isCategory(value: string | null): value is Category {
  return (categories as readonly (string | null)[]).includes(value);
}

function isSubCategory(value: string | null): value is SubCategory {
  return (subCategories as readonly (string | null)[]).includes(value);
}

/** Reads the selection from the query; an unknown category falls back to Life, an unknown sub-category to Corporate. */
export function parseSelection(params: URLSearchParams): Selection {
  const category = params.get('category')?.toLowerCase() ?? null;
  if (!isCategory(category)) return DEFAULT_SELECTION;
  if (category !== 'non-life') return { category };
  const sub = params.get('sub')?.toLowerCase() ?? null;
  return { category, sub: isSubCategory(sub) ? sub : DEFAULT_SUB_CATEGORY };
}

/** The query of a selection: Life (the default) keeps the address clean. */
export function selectionToParams(selection: Selection): URLSearchParams {
  if (selection.category === 'non-life') return new URLSearchParams({ category: 'non-life', sub: selection.sub });
  return selection.category === 'life' ? new URLSearchParams() : new URLSearchParams({ category: selection.category });
}

/** Choosing a category from the sidebar. */
export function chooseCategory(category: Category): Selection {
  return category === 'non-life' ? { category, sub: DEFAULT_SUB_CATEGORY } : { category };
}

/** The main panel's title: the category, plus the sub-category for Non-Life. */
export function selectionTitle(
  selection: Selection,
  labels: { categories: Record<Category, string>; subCategories: Record<SubCategory, string> } = { categories: categoryLabel, subCategories: subCategoryLabel },
): string {
  const label = labels.categories[selection.category];
  return selection.category === 'non-life' ? `${label} · ${labels.subCategories[selection.sub]}` : label;
}

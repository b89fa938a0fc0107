/*
 * The call-back box in the home hero, apart from the form's copy (./callback) so
 * that the home page's first view carries only the words the box shows.
 */
import type { components } from '@generated/api';
import { callbackEntryText } from './callback-entry';

export type CallbackProduct = components['schemas']['CallbackRequest']['product'];

/**
 * The products a call can be about, in the order the form offers them (the contract's enum), with
 * the one name each has on the site: the hero's chips, the call-back form and /products' choices
 * (../content/products.ts refers to these).
 */
export const CALLBACK_PRODUCTS: readonly { value: CallbackProduct; label: string }[] = [
  { value: 'Car', label: 'Car' },
  { value: 'Two-wheeler', label: 'Bike' },
  { value: 'Health', label: 'Health' },
  { value: 'Life', label: 'Life' },
  { value: 'Business', label: 'Business' },
  { value: 'Claim help', label: 'Claims help' },
  { value: 'Other', label: 'Other' },
];

/**
 * The call-back box in the home hero: product tabs, the mobile number and the button.
 * @internal A test seam (tests/features/callback/hero-callback.test.tsx).
 */
export const heroCallbackText = {
  heading: callbackEntryText.label,
  lead: 'Choose a product and leave your mobile number. An advisor calls you back, free of charge.',
  products: 'Insurance for',
  phone: 'Mobile number',
  submit: callbackEntryText.label,
  note: 'Monday to Friday, 09:00 AM to 7:00 PM. No spam, ever.',
} as const;

/** The hero box's copy as one namespace of the catalog. */
export const heroCallbackCopy = { CALLBACK_PRODUCTS, heroCallbackText };

/**
 * A product's one name in a list of product names in the contract's order: CALLBACK_PRODUCTS, or a
 * translation of it (which holds the names only, in the same order).
 */
export function productName(names: readonly { label: string }[], value: CallbackProduct): string {
  return names[CALLBACK_PRODUCTS.findIndex((p) => p.value === value)]?.label ?? value;
}

/** /products' choices by their keys, named as the call-back form names their products. */
export function choiceNames(names: readonly { label: string }[]) {
  return {
    car: productName(names, 'Car'),
    bike: productName(names, 'Two-wheeler'),
    health: productName(names, 'Health'),
    life: productName(names, 'Life'),
    business: productName(names, 'Business'),
    claims: productName(names, 'Claim help'),
  };
}

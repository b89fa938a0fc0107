import { firstText, includesQuery } from '@/lib/text';
import type { ClientRecord } from './api/get-client-logos';

/** A client organisation as the Clients page shows it, whatever names the backend used. */
export interface Client {
  /** Stable key from id or _id (the list position when neither is present). */
  key: string;
  name: string;
  logoUrl: string;
  /** The category as a key (English in every language): the `?category=` filter compares it. */
  category: string;
  /** The category as visitors read it: its display name in the answer's language, else the key. */
  categoryName: string;
  location: string;
  description: string;
}

/** The category filter value that lets every client through (part 2 §4). */
export const ALL_CATEGORIES = 'all';

/**
 * One client record → one Client (part 2 §3): name from name, company_name,
 * client_name or title; location from location or city.
 * @internal A test seam (tests/features/clients/clients.test.ts).
 */
export function normaliseClient(record: ClientRecord, index = 0): Client {
  const key = record.id !== undefined ? `id-${record.id}` : record._id ? `_id-${record._id}` : `index-${index}`;
  return {
    key,
    name: firstText(record.name, record.company_name, record.client_name, record.title),
    logoUrl: firstText(record.logo_url),
    category: firstText(record.category),
    categoryName: firstText(record.category_name, record.category),
    location: firstText(record.location, record.city),
    description: firstText(record.description),
  };
}

export function normaliseClients(records: readonly ClientRecord[]): Client[] {
  return records.map((record, index) => normaliseClient(record, index));
}

/**
 * Whether a client matches the search text: trimmed, case-insensitive substring of name, category
 * (as shown, or as its key), location or description.
 * @internal A test seam (tests/features/clients/clients.test.ts).
 */
export function matchesSearch(client: Client, search: string): boolean {
  return includesQuery([client.name, client.categoryName, client.category, client.location, client.description], search);
}

/**
 * Whether a client is in the category ('all' lets everyone through); compared case-insensitively.
 * @internal A test seam (tests/features/clients/clients.test.ts).
 */
export function matchesCategory(client: Client, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  if (wanted === '' || wanted === ALL_CATEGORIES) return true;
  return client.category.toLowerCase() === wanted;
}

export function filterClients(clients: readonly Client[], search: string, category: string): Client[] {
  return clients.filter((client) => matchesCategory(client, category) && matchesSearch(client, search));
}

/** Whether the visitor has narrowed the list (the empty state then offers 'Clear all filters'). */
export function isFiltering(search: string, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return search.trim() !== '' || (wanted !== '' && wanted !== ALL_CATEGORIES);
}

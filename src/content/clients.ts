/** The clients page's own words (part 2 §2, §7); the clients themselves come from the API. */
export const clientsText = {
  searchPlaceholder: 'Search Clients',
  emptyTitle: 'No clients found',
  emptyHint: 'Try adjusting your search or filter criteria',
  clearFilters: 'Clear all filters',
  listLabel: 'Client list',
  clearSearch: 'Clear search',
  found: (count: number) => (count === 1 ? '1 client found' : `${count} clients found`),
  pagesLabel: 'Client pages',
  loading: 'Loading clients…',
  logo: (name: string) => `${name} logo`,
  logoUnavailable: (name: string) => `${name || 'Client'} (logo unavailable)`,
} as const;

import { describe, expect, it } from 'vitest';
import { filterClients, isFiltering, matchesCategory, matchesSearch, normaliseClient, type Client } from '@/features/clients/clients';
import type { ClientRecord } from '@/features/clients/api/get-client-logos';

function client(overrides: Partial<Client> = {}): Client {
  return {
    key: 'id-1',
    name: 'Kaveri Textiles',
    logoUrl: '/images/clients/client-3.svg',
    category: 'Manufacturing',
    categoryName: 'Manufacturing',
    location: 'Coimbatore',
    description: 'Standard fire and special perils for the plant.',
    ...overrides,
  };
}

describe('normaliseClient', () => {
  it('keeps the usual field names', () => {
    expect(
      normaliseClient({ id: 7, name: 'Deccan Heights Realty', logo_url: '/a.svg', category: 'Real Estate', location: 'Hyderabad', description: 'Cover.' }),
    ).toEqual({
      key: 'id-7',
      name: 'Deccan Heights Realty',
      logoUrl: '/a.svg',
      category: 'Real Estate',
      categoryName: 'Real Estate',
      location: 'Hyderabad',
      description: 'Cover.',
    });
  });

  it('shows the category by its display name and keeps the key for the filter, which is compared with the key', () => {
    const hindi = normaliseClient({ id: 3, name: 'कावेरी टेक्सटाइल्स', category: 'Manufacturing', category_name: 'विनिर्माण' });
    expect(hindi).toMatchObject({ category: 'Manufacturing', categoryName: 'विनिर्माण' });
    expect(matchesCategory(hindi, 'manufacturing')).toBe(true);
    expect(matchesCategory(hindi, 'विनिर्माण')).toBe(false);
    expect(matchesSearch(hindi, 'विनिर्माण')).toBe(true);
    expect(matchesSearch(hindi, 'Manufact')).toBe(true);
  });

  it.each([
    [{ _id: 'a1', company_name: 'Charminar Software Services' }, 'Charminar Software Services'],
    [{ _id: 'a2', client_name: 'Nashik Valley Wineries' }, 'Nashik Valley Wineries'],
    [{ _id: 'a3', title: 'Malabar Coast Resorts' }, 'Malabar Coast Resorts'],
  ])('takes the name from an alternative field (%o)', (record, name) => {
    expect(normaliseClient(record).name).toBe(name);
  });

  it('prefers name, then company_name, client_name and title, skipping blanks', () => {
    expect(normaliseClient({ id: 1, name: 'A', company_name: 'B', client_name: 'C', title: 'D' }).name).toBe('A');
    expect(normaliseClient({ id: 1, name: '  ', company_name: 'B', title: 'D' }).name).toBe('B');
    expect(normaliseClient({ id: 1, client_name: 'C', title: 'D' }).name).toBe('C');
  });

  it('takes the location from city when location is missing', () => {
    expect(normaliseClient({ id: 1, city: 'Nashik' }).location).toBe('Nashik');
    expect(normaliseClient({ id: 1, location: 'Pune', city: 'Nashik' }).location).toBe('Pune');
  });

  it('keys the record by id, else _id, else its position', () => {
    expect(normaliseClient({ id: 3 }).key).toBe('id-3');
    expect(normaliseClient({ _id: 'x9' }).key).toBe('_id-x9');
    // A record with neither id nor _id breaks the contract; the page still keys it by position.
    expect(normaliseClient({} as ClientRecord, 4).key).toBe('index-4');
  });

  it('leaves missing fields empty rather than undefined', () => {
    expect(normaliseClient({ id: 1 })).toEqual({ key: 'id-1', name: '', logoUrl: '', category: '', categoryName: '', location: '', description: '' });
  });
});

describe('client search', () => {
  const kaveri = client();

  it.each([
    ['name', 'kaveri'],
    ['category', 'MANUFACT'],
    ['location', 'coimbatore'],
    ['description', 'Special Perils'],
  ])('matches on the %s, case-insensitively', (_field, text) => {
    expect(matchesSearch(kaveri, text)).toBe(true);
  });

  it('trims the search text and lets an empty search match everything', () => {
    expect(matchesSearch(kaveri, '   textiles  ')).toBe(true);
    expect(matchesSearch(kaveri, '   ')).toBe(true);
    expect(matchesSearch(kaveri, '')).toBe(true);
  });

  it('does not match text found in no field', () => {
    expect(matchesSearch(kaveri, 'hyderabad')).toBe(false);
    expect(matchesSearch(kaveri, 'kaveri hyderabad')).toBe(false);
  });
});

describe('category filter', () => {
  it("lets every client through for 'all'", () => {
    expect(matchesCategory(client(), 'all')).toBe(true);
    expect(matchesCategory(client(), 'ALL')).toBe(true);
  });

  it('matches the whole category case-insensitively, not a part of it', () => {
    expect(matchesCategory(client(), 'manufacturing')).toBe(true);
    expect(matchesCategory(client(), 'Manufacturing')).toBe(true);
    expect(matchesCategory(client(), 'manufact')).toBe(false);
    expect(matchesCategory(client(), 'Automotive')).toBe(false);
  });

  it('combines with the search', () => {
    const list = [
      client({ key: 'a', name: 'Kaveri Textiles', category: 'Manufacturing' }),
      client({ key: 'b', name: 'Kaveri Motors', category: 'Automotive', description: '' }),
      client({ key: 'c', name: 'Sahyadri Auto', category: 'Automotive', description: '' }),
    ];
    expect(filterClients(list, 'kaveri', 'all').map((c) => c.key)).toEqual(['a', 'b']);
    expect(filterClients(list, 'kaveri', 'automotive').map((c) => c.key)).toEqual(['b']);
    expect(filterClients(list, '', 'AUTOMOTIVE').map((c) => c.key)).toEqual(['b', 'c']);
  });
});

describe('isFiltering', () => {
  it('is true when a search or a category is active', () => {
    expect(isFiltering('', 'all')).toBe(false);
    expect(isFiltering('  ', 'all')).toBe(false);
    expect(isFiltering('x', 'all')).toBe(true);
    expect(isFiltering('', 'Banking')).toBe(true);
  });
});

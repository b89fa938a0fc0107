import { describe, expect, it } from 'vitest';
import { isSafeApiUrl, withSafeUrls } from '@/lib/api-url';
import { HOSTILE_URLS } from '../support/hostile-urls';


describe('URLs from the API are used only when http(s) or relative', () => {
  it.each(HOSTILE_URLS)('refuses %j', (value) => {
    expect(isSafeApiUrl(value)).toBe(false);
  });

  it.each([
    '/images/services/placement.jpg',
    '/media/compliance/code-of-conduct.pdf',
    'media/compliance/code-of-conduct.pdf',
    'https://cdn.example.in/logo.svg',
    'HTTP://cdn.example.in/logo.svg',
    '//cdn.example.in/logo.svg',
    '?v=2',
    '',
  ])('accepts %j', (value) => {
    expect(isSafeApiUrl(value)).toBe(true);
  });

  it('empties the unsafe URL fields of an item and leaves everything else as it was', () => {
    const item = { id: 1, title: 'javascript:alert(1)', file: 'javascript:alert(1)', pdf_file: '/media/compliance/x.pdf' };
    expect(withSafeUrls(item, ['file', 'pdf_file'])).toEqual({ id: 1, title: 'javascript:alert(1)', file: '', pdf_file: '/media/compliance/x.pdf' });
    expect(item.file).toBe('javascript:alert(1)');
    const clean = { id: 2, file: '/media/a.pdf' };
    expect(withSafeUrls(clean, ['file'])).toBe(clean);
  });
});

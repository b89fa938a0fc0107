import { describe, expect, it } from 'vitest';
import { isSafeApiUrl, resolveApiUrl, withApiUrls } from '@/lib/api-url';
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

  it('resolves a path from an answer against the API base (RFC 3986 §5.1.3), and empties anything else', () => {
    const base = 'https://api.example.in';
    expect(resolveApiUrl('/images/services/a.svg', base)).toBe('https://api.example.in/images/services/a.svg');
    expect(resolveApiUrl('media/compliance/x.pdf', `${base}/`)).toBe('https://api.example.in/media/compliance/x.pdf');
    expect(resolveApiUrl('/images/a b.svg', 'http://localhost:8000')).toBe('http://localhost:8000/images/a%20b.svg');
    // A base with a path (an API behind a prefix): a relative path stays under it, an absolute path does not.
    expect(resolveApiUrl('images/a.svg', 'https://example.in/backend')).toBe('https://example.in/backend/images/a.svg');
    expect(resolveApiUrl('/images/a.svg', 'https://example.in/backend')).toBe('https://example.in/images/a.svg');
    expect(resolveApiUrl('https://cdn.example.in/logo.svg', base)).toBe('https://cdn.example.in/logo.svg');
    expect(resolveApiUrl('//cdn.example.in/logo.svg', base)).toBe('https://cdn.example.in/logo.svg');
    for (const nothing of ['', '   ', ...HOSTILE_URLS]) expect(resolveApiUrl(nothing, base), JSON.stringify(nothing)).toBe('');
  });

  it('resolves the URL fields of an item and leaves everything else as it was', () => {
    const base = 'http://api.test';
    const item = { id: 1, title: 'javascript:alert(1)', file: 'javascript:alert(1)', pdf_file: '/media/compliance/x.pdf' };
    expect(withApiUrls(item, ['file', 'pdf_file'], base)).toEqual({
      id: 1,
      title: 'javascript:alert(1)',
      file: '',
      pdf_file: 'http://api.test/media/compliance/x.pdf',
    });
    expect(item.file).toBe('javascript:alert(1)');
    const absolute = { id: 2, file: 'https://cdn.example.in/a.pdf' };
    expect(withApiUrls(absolute, ['file'], base)).toBe(absolute);
  });
});

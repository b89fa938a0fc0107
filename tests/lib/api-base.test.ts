import { describe, expect, it } from 'vitest';
import { API_BASE_META, apiBaseFrom, configuredApiBase } from '@/lib/api-base';

describe('API base rule (part 1 §7)', () => {
  it('uses the configured API host when there is one', () => {
    expect(apiBaseFrom('https://api.kizunabharat.example', 'http://localhost:3000')).toBe('https://api.kizunabharat.example');
  });

  it('drops trailing slashes of the configured host', () => {
    expect(apiBaseFrom('https://api.kizunabharat.example/', 'http://localhost:3000')).toBe('https://api.kizunabharat.example');
  });

  it('ignores a blank setting', () => {
    expect(apiBaseFrom('   ', 'http://localhost:3000')).toBe('http://localhost:8000');
  });

  it('replaces port 3000 of the page origin by 8000 when nothing is configured', () => {
    expect(apiBaseFrom('', 'http://localhost:3000')).toBe('http://localhost:8000');
    expect(apiBaseFrom(undefined, 'http://192.0.2.10:3000')).toBe('http://192.0.2.10:8000');
  });

  it('keeps an origin without port 3000 as it is', () => {
    expect(apiBaseFrom('', 'https://www.kizunabharat.example')).toBe('https://www.kizunabharat.example');
    expect(apiBaseFrom('', 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(apiBaseFrom(null, 'http://host30000.example:30000')).toBe('http://host30000.example:30000');
  });
});

describe('configured API host setting', () => {
  it('prefers the build-time setting', () => {
    document.head.innerHTML = `<meta name="${API_BASE_META}" content="http://127.0.0.1:4010">`;
    expect(configuredApiBase('https://api.example', document)).toBe('https://api.example');
  });

  it('falls back to the run-time <meta name="api-base">', () => {
    document.head.innerHTML = `<meta name="${API_BASE_META}" content="http://127.0.0.1:4010">`;
    expect(configuredApiBase('', document)).toBe('http://127.0.0.1:4010');
  });

  it('is empty when neither exists', () => {
    document.head.innerHTML = '';
    expect(configuredApiBase('', document)).toBe('');
  });
});

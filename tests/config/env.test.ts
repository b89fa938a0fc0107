import { describe, expect, it } from 'vitest';
import { ENV_DEFAULTS, parseEnv } from '@/config/env';

describe('environment settings', () => {
  it('falls back to the defaults', () => {
    expect(parseEnv({})).toEqual(ENV_DEFAULTS);
    expect(parseEnv(undefined)).toEqual(ENV_DEFAULTS);
  });

  it('takes trimmed values', () => {
    expect(parseEnv({ VITE_API_BASE: ' https://api.example.in ' }).VITE_API_BASE).toBe('https://api.example.in');
  });

  it('refuses a host that is not an http(s) URL', () => {
    expect(() => parseEnv({ VITE_RENEWAL_HOST: 'renewal.example' })).toThrow(/VITE_RENEWAL_HOST/);
    expect(() => parseEnv({ VITE_API_BASE: 'ftp://x.example' })).toThrow(/VITE_API_BASE/);
    expect(() => parseEnv({ VITE_CUSTOMER_LOGIN_URL: 'javascript:alert(1)' })).toThrow(/VITE_CUSTOMER_LOGIN_URL/);
    expect(parseEnv({ VITE_CUSTOMER_LOGIN_URL: 'https://login.example.in/' }).VITE_CUSTOMER_LOGIN_URL).toBe('https://login.example.in/');
  });

  it('refuses an analytics id with odd characters', () => {
    expect(() => parseEnv({ VITE_ANALYTICS_ID: 'G-1<script>' })).toThrow(/VITE_ANALYTICS_ID/);
    expect(parseEnv({ VITE_ANALYTICS_ID: 'G-ABC123' }).VITE_ANALYTICS_ID).toBe('G-ABC123');
  });
});

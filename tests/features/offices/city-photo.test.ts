import { describe, expect, it } from 'vitest';
import { cityPhotoPath, mapsSearchUrl } from '@/features/offices/city-photo';

describe('city photo path rule', () => {
  it('lowercases the city', () => {
    expect(cityPhotoPath('Bangalore')).toBe('/images/cities/bangalore.jpg');
  });
  it('replaces spaces with hyphens', () => {
    expect(cityPhotoPath('New Delhi')).toBe('/images/cities/new-delhi.jpg');
    expect(cityPhotoPath('  Navi   Mumbai ')).toBe('/images/cities/navi-mumbai.jpg');
  });
});

describe('maps search link', () => {
  it('searches for the encoded address', () => {
    const url = new URL(mapsSearchUrl('301, Vijay Nagar, AB Road, Indore & MP'));
    expect(url.searchParams.get('query')).toBe('301, Vijay Nagar, AB Road, Indore & MP');
    expect(url.searchParams.get('api')).toBe('1');
  });
});

/** City photo path (part 1 §2.6): /images/cities/{city lowercased, spaces → hyphens}.jpg */
export function cityPhotoPath(city: string): string {
  return `/images/cities/${city.trim().toLowerCase().replace(/\s+/g, '-')}.jpg`;
}

export const CITY_PHOTO_DEFAULT = '/images/cities/default.svg';
export const CITY_PHOTO_DEFAULT_DARK = '/images/cities/default-dark.svg';

/** A maps search for an address, opened in a new tab from an office card. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The embedded map of an address. */
export function mapsEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** City photo path (part 1 §2.6): /images/cities/{city lowercased, spaces → hyphens}.jpg */
export function cityPhotoPath(city: string): string {
  return `/images/cities/${city.trim().toLowerCase().replace(/\s+/g, '-')}.jpg`;
}

export const CITY_PHOTO_DEFAULT = '/images/cities/default.svg';
export const CITY_PHOTO_DEFAULT_DARK = '/images/cities/default-dark.svg';

/** The office cities drawn by a landmark (scripts/assets/illustrations.ts writes one SVG each, light and dark in one file). */
const DRAWN_CITIES = ['bangalore', 'delhi', 'chennai', 'pune', 'ahmedabad', 'mumbai', 'hyderabad', 'indore'] as const;

/**
 * The drawing of a city, which stands in for its photo until the broker supplies one (and when the
 * photo fails): none for a city not drawn, which then shows the default image (docs/spec-deviations.md).
 */
export function drawnCityPath(city: string): string | undefined {
  const slug = city.trim().toLowerCase().replace(/\s+/g, '-');
  return (DRAWN_CITIES as readonly string[]).includes(slug) ? `/images/cities/drawn/${slug}.svg` : undefined;
}

/** A maps search for an address, opened in a new tab from an office card. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The embedded map of an address. */
export function mapsEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

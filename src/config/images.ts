/**
 * Images the build also writes as responsive AVIF and WebP (scripts/delivery/vite-plugins.ts):
 * the largest-contentful-paint images. Each width w of `src` /x/name.jpg is
 * served as /x/name-{w}w.avif and /x/name-{w}w.webp. None today: since issue 12 the
 * home hero's first screen is its heading and the call-back box, with no photo (the
 * generated placeholder photo is gone); a real hero photo would be listed here.
 */
export const RESPONSIVE_WIDTHS = [480, 720, 960] as const;
export const RESPONSIVE_IMAGES: readonly string[] = [];
export type ResponsiveFormat = 'avif' | 'webp';

export function responsiveVariant(src: string, width: number, format: ResponsiveFormat): string {
  return src.replace(/\.[a-z0-9]+$/i, `-${width}w.${format}`);
}

export function responsiveSrcSet(src: string, format: ResponsiveFormat): string {
  return RESPONSIVE_WIDTHS.map((w) => `${responsiveVariant(src, w, format)} ${w}w`).join(', ');
}

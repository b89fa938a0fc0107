/**
 * Images the build also writes as responsive AVIF and WebP (scripts/delivery/vite-plugins.ts):
 * the largest-contentful-paint images. Each width w of `src` /x/name.jpg is
 * served as /x/name-{w}w.avif and /x/name-{w}w.webp, and the pre-render preloads the AVIF of the
 * <picture> whose <img> has fetchpriority="high".
 * Empty since issue 12: the home hero's generated placeholder photo gave way to the call-back box, so the
 * largest paint of every page is text. A real LCP photo goes here (e.g. '/images/home/hero.jpg').
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

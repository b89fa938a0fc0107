import { EARLY_READS_META, type EarlyImage } from '@/lib/handover.early-read';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <meta> at the top of the <head> of a page whose loader reads the API, before the inline
 * script that sends those reads (./early-reads.inline.ts): the paths the loader asked for while the
 * page was pre-rendered, the language to ask in, the list deadline, a build-time API base, and how
 * the first card's photo is addressed.
 */
export function earlyReadsMeta(options: { paths: readonly string[]; language: string; timeoutMs: number; buildTimeBase: string; image?: EarlyImage }): string {
  const data: Record<string, string | undefined> = {
    lang: options.language,
    timeout: String(options.timeoutMs),
    base: options.buildTimeBase.trim() || undefined,
    'image-read': options.image?.read,
    image: options.image?.src,
    'image-newest': options.image?.newest,
    'image-fallback': options.image?.fallback,
  };
  const attributes = Object.entries(data).map(([name, value]) => (value ? ` data-${name}="${attribute(value)}"` : ''));
  return `<meta name="${EARLY_READS_META}" content="${attribute(options.paths.join(' '))}"${attributes.join('')} />`;
}

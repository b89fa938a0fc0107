import { illustrations, type IllustrationName } from '@/content/illustrations';

/** A drawn illustration: sized (no layout shift), lazy unless said otherwise; it follows the colour scheme by itself. */
export function Illustration({ name, className, eager = false }: { name: IllustrationName; className?: string; eager?: boolean }) {
  const { src, width, height, alt } = illustrations[name];
  return <img src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={`h-auto ${className ?? ''}`} />;
}

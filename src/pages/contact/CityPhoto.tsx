import { ImageWithFallback } from '@/components/ImageWithFallback';

/** The city photo, or the default image (its dark variant in dark mode) when the photo fails. */
export function CityPhoto({ src, fallbackLight, fallbackDark, eager }: { src: string; fallbackLight: string; fallbackDark: string; eager: boolean }) {
  const size = { width: 800, height: 500, className: 'aspect-[8/5] w-full object-cover' };
  return (
    <ImageWithFallback
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      {...size}
      fallback={
        <picture data-testid="city-photo-default">
          <source srcSet={fallbackDark} media="(prefers-color-scheme: dark)" />
          <img src={fallbackLight} alt="" loading="lazy" decoding="async" {...size} />
        </picture>
      }
    />
  );
}

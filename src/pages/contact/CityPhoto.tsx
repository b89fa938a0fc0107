import { ImageWithFallback } from '@/components/ImageWithFallback';

/**
 * The city photo; when it fails, the city's drawing (its landmark, light and dark in one file) if the
 * city is drawn, else the default image (its dark variant in dark mode). One box size throughout, so
 * the swap never moves the card.
 */
export function CityPhoto({
  src,
  drawn,
  fallbackLight,
  fallbackDark,
  eager,
}: {
  src: string;
  drawn?: string;
  fallbackLight: string;
  fallbackDark: string;
  eager: boolean;
}) {
  const size = { width: 800, height: 500, className: 'aspect-[8/5] w-full object-cover' };
  const loading = eager ? 'eager' : 'lazy';
  const defaultImage = (
    <picture data-testid="city-photo-default">
      <source srcSet={fallbackDark} media="(prefers-color-scheme: dark)" />
      <img src={fallbackLight} alt="" loading="lazy" decoding="async" {...size} />
    </picture>
  );
  return (
    <ImageWithFallback
      src={src}
      alt=""
      loading={loading}
      {...size}
      fallback={drawn ? <ImageWithFallback src={drawn} alt="" loading={loading} data-city-drawing="" {...size} fallback={defaultImage} /> : defaultImage}
    />
  );
}

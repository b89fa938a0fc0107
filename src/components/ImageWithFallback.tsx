import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { Monogram } from './Monogram';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown instead of the image when it cannot be loaded (never a broken-image icon). */
  fallback: ReactNode;
};

/**
 * An image that swaps itself for a fallback when it fails, including a failure
 * that happened before hydration (checked once mounted), and shows the fallback
 * straight away when there is no image to load.
 */
export function ImageWithFallback({ src, fallback, alt, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, [src]);

  // An empty src means "no image" (the API boundary empties URLs it will not use).
  if (failed || src.trim() === '') return <>{fallback}</>;
  return <img ref={ref} src={src} alt={alt} onError={() => setFailed(true)} decoding="async" {...rest} />;
}

/**
 * A person's portrait when the photo is missing or cannot be loaded: the site's monogram card
 * (./Monogram), in the size and shape the parent's class gives it. `label` is what a screen reader
 * hears, in the page's language (the pages' copy: "Rajiv Venkataraman (photo unavailable)",
 * "राजीव वेंकटरमन (फ़ोटो उपलब्ध नहीं)").
 */
export function InitialsAvatar({ name, label, className = '' }: { name: string; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} data-testid="photo-placeholder" className={`block overflow-hidden ${className}`}>
      <Monogram name={name} label="" className="block h-full w-full" />
    </span>
  );
}

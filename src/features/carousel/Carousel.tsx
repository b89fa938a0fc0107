import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SwiperCarouselProps } from './SwiperCarousel';
import { prefersReducedMotion } from '@/lib/motion';

/** How far below the screen a carousel starts loading Swiper. */
const CAROUSEL_LOAD_MARGIN = '400px 0px';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  autoplayMs: number;
  gap: number;
  /** Slides per view from a minimum width (px) upward. */
  breakpoints: Readonly<Record<number, number>>;
  /** The play/pause button's words in the page's language (English by default). */
  playLabel?: string;
  pauseLabel?: string;
  /** Swiper's words for its arrows and dots in the page's language (English by default; {{index}} is the slide's number). */
  slideMessages?: { readonly previous: string; readonly next: string; readonly goTo: string };
  /** Pause autoplay from outside (e.g. while a video plays). */
  holdAutoplay?: boolean;
  /** Show previous/next arrows and clickable dots. */
  controls?: boolean;
  /** Width classes of a slide before Swiper loads, matching `breakpoints` (static Tailwind classes). */
  staticSlideClassName: string;
}

/**
 * The one carousel of the site: renders the slides as a plain row (server and
 * first paint), then loads Swiper on the client and hands the slides to it.
 * Autoplay has a visible pause control and is off when reduced motion is asked for.
 */
export function Carousel(props: CarouselProps) {
  const [Loaded, setLoaded] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [paused, setPaused] = useState(false);
  const id = useId();

  const frame = useRef<HTMLElement>(null);

  useEffect(() => {
    const reduce = prefersReducedMotion();
    setReducedMotion(reduce);
    if (reduce) setPaused(true);
    let live = true;
    const load = () =>
      void import('./SwiperCarousel').then((m) => {
        if (live) setLoaded(() => m.SwiperCarousel);
      });
    // Swiper is fetched only when the carousel comes near the screen: the static row of
    // slides is already readable, and the first view of the page stays light.
    const node = frame.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: CAROUSEL_LOAD_MARGIN },
    );
    observer.observe(node);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  return (
    <section
      ref={frame}
      aria-roledescription="carousel"
      aria-label={props.label}
      className="relative"
      data-carousel-ready={Loaded ? 'true' : undefined}
      data-autoplay={!paused && !props.holdAutoplay ? 'on' : 'off'}
    >
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          aria-controls={id}
          onClick={() => setPaused((p) => !p)}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
            {paused ? <path d="M4 2l10 6-10 6z" fill="currentColor" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />}
          </svg>
          {paused ? (props.playLabel ?? `Play ${props.label}`) : (props.pauseLabel ?? `Pause ${props.label}`)}
        </button>
      </div>
      <div id={id}>
        {Loaded ? (
          <Loaded {...props} autoplayOn={!paused && !props.holdAutoplay} reducedMotion={reducedMotion} />
        ) : (
          <ul className="flex overflow-hidden" style={{ gap: props.gap }}>
            {props.slides.map((slide, i) => (
              <li key={i} className={`shrink-0 grow-0 ${props.staticSlideClassName}`} data-static-slide>
                {slide}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

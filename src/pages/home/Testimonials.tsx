import { useRef, useState } from 'react';
import { ImageWithFallback, InitialsAvatar } from '@/components/ImageWithFallback';
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_GAP_PX, TESTIMONIAL_SLIDES_PER_VIEW } from '@/config/timings';
import * as homeEn from '@/content/home';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { Carousel } from '@/features/carousel/Carousel';

type Testimonial = Catalog['home']['testimonials']['items'][number];

function VideoSlide({ item, onPlaying }: { item: Extract<Testimonial, { type: 'video' }>; onPlaying: (playing: boolean) => void }) {
  const [state, setState] = useState<'initial' | 'playing' | 'paused' | 'error'>('initial');
  const video = useRef<HTMLVideoElement>(null);
  const { testimonials: t, homeLabels } = useCopy('home', homeEn);
  const testimonials = { ...t, labels: homeLabels };
  const failed = () => {
    setState('error');
    onPlaying(false);
  };
  if (state === 'error') {
    return (
      <div role="alert" className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-slate-100 p-6 text-center dark:bg-slate-800">
        <p className="font-semibold text-slate-800 dark:text-slate-100">{testimonials.videoError}</p>
        <a href={item.videoUrl} download className="text-sm font-semibold text-brand-700 underline dark:text-brand-200">
          {testimonials.videoDownload}
        </a>
      </div>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-black">
      <video
        ref={video}
        src={item.videoUrl}
        poster={item.thumbnail}
        preload="none"
        controls={state !== 'initial'}
        playsInline
        className="h-full w-full object-cover"
        aria-label={testimonials.labels.videoTestimonial(item.name)}
        onPlay={() => {
          setState('playing');
          onPlaying(true);
        }}
        onPause={() => {
          setState('paused');
          onPlaying(false);
        }}
        onEnded={() => {
          setState('paused');
          onPlaying(false);
        }}
        onError={failed}
      />
      {state === 'initial' ? (
        <button
          type="button"
          onClick={() => {
            video.current?.play().catch(failed);
          }}
          className="absolute inset-0 flex items-center justify-center bg-black/30 text-white hover:bg-black/40"
          aria-label={testimonials.labels.playVideo(item.name)}
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-600 shadow-lg">
            <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7" aria-hidden="true">
              <path d="M7 4l13 8-13 8z" fill="currentColor" />
            </svg>
          </span>
        </button>
      ) : null}
    </div>
  );
}

/** A text slide's photo when the entry has one (part 1 §2.2); initials when it has none or it cannot be loaded. */
function TextSlidePhoto({ name, image }: { name: string; image: string }) {
  const L = useCopy('home', homeEn).homeLabels;
  const initials = <InitialsAvatar name={name} label={L.photoUnavailable(name)} className="h-16 w-16 rounded-full" />;
  if (image.trim() === '') return initials;
  return (
    <ImageWithFallback
      src={image}
      alt={L.photoOf(name)}
      width={64}
      height={64}
      loading="lazy"
      data-testid="testimonial-photo"
      className="h-16 w-16 rounded-full object-cover"
      fallback={initials}
    />
  );
}

export function Testimonials() {
  const { testimonials, homeLabels: L } = useCopy('home', homeEn);
  const [playing, setPlaying] = useState<Record<number, boolean>>({});
  const anyPlaying = Object.values(playing).some(Boolean);
  const slides = testimonials.items.map((item) => (
    <figure
      key={item.id}
      className="mx-auto flex h-full max-w-3xl flex-col items-center justify-center rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      data-testid="testimonial"
    >
      {item.type === 'video' ? (
        <div className="w-full max-w-xl">
          <VideoSlide item={item} onPlaying={(p) => setPlaying((s) => ({ ...s, [item.id]: p }))} />
        </div>
      ) : (
        <TextSlidePhoto name={item.name} image={item.image} />
      )}
      <blockquote className="mt-6 text-lg text-slate-700 dark:text-slate-200">
        <p>{L.quote(item.quote)}</p>
      </blockquote>
      <figcaption className="mt-4">
        <span className="block font-semibold text-brand-900 dark:text-white">{item.name}</span>
        <span className="block text-sm text-slate-500 dark:text-slate-400">{item.position}</span>
      </figcaption>
    </figure>
  ));
  return (
    <section aria-labelledby="voices-heading" className="bg-slate-50 py-16 dark:bg-slate-900/60">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <h2 id="voices-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900 dark:text-white">
          {testimonials.heading}
        </h2>
        <p className="mt-3 text-center text-lg text-slate-600 dark:text-slate-300">{testimonials.subtitle}</p>
        <div className="mt-10">
          <Carousel
            label={L.testimonialsCarousel}
            playLabel={L.play(L.testimonialsCarousel)}
            pauseLabel={L.pause(L.testimonialsCarousel)}
            slideMessages={L.slideMessages}
            autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
            gap={TESTIMONIAL_GAP_PX}
            breakpoints={{ 0: TESTIMONIAL_SLIDES_PER_VIEW }}
            staticSlideClassName="basis-full"
            holdAutoplay={anyPlaying}
            slides={slides}
          />
        </div>
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './carousel.css';
import type { CarouselProps } from './Carousel';

export interface SwiperCarouselProps extends CarouselProps {
  autoplayOn: boolean;
  reducedMotion: boolean;
}

const ENGLISH_SLIDE_MESSAGES = { previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide {{index}}' } as const;

/** Swiper itself, loaded only in the browser (see Carousel). */
export function SwiperCarousel({
  label,
  slides,
  autoplayMs,
  gap,
  breakpoints,
  controls = true,
  autoplayOn,
  reducedMotion,
  slideMessages = ENGLISH_SLIDE_MESSAGES,
}: SwiperCarouselProps) {
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (autoplayOn && !autoplay.running) autoplay.start();
    if (!autoplayOn && autoplay.running) autoplay.stop();
  }, [autoplayOn]);

  const entries = Object.entries(breakpoints).map(([w, n]) => [Number(w), n] as const);
  const base = entries.find(([w]) => w === 0)?.[1] ?? 1;
  return (
    <Swiper
      modules={[Autoplay, Navigation, Pagination, A11y]}
      onSwiper={(instance) => {
        swiper.current = instance;
        if (!autoplayOn) instance.autoplay.stop();
      }}
      loop
      speed={reducedMotion ? 0 : 500}
      spaceBetween={gap}
      slidesPerView={base}
      breakpoints={Object.fromEntries(entries.filter(([w]) => w > 0).map(([w, n]) => [w, { slidesPerView: n, spaceBetween: gap }]))}
      autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false }}
      navigation={controls}
      pagination={controls ? { clickable: true } : false}
      a11y={{
        containerMessage: label,
        prevSlideMessage: slideMessages.previous,
        nextSlideMessage: slideMessages.next,
        paginationBulletMessage: slideMessages.goTo,
      }}
      className="!pb-12"
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i} className="!h-auto">
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

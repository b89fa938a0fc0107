import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Reveal } from '@/components/Reveal';
import { SCROLL_REVEAL_MS, SCROLL_TO_SECTION_DELAY_MS } from '@/config/timings';
import { BusinessNumbers } from './BusinessNumbers';
import { CoreStrengths } from './CoreStrengths';
import { Hero } from './Hero';
import { INSURANCE_SOLUTIONS_ID, InsuranceSolutions } from './InsuranceSolutions';
import { PartnerBanner } from './PartnerBanner';
import { ProductCarousel } from './ProductCarousel';
import { ProductLine } from './ProductLine';
import { Testimonials } from './Testimonials';
import { scrollBehavior } from '@/lib/motion';

/** ?section=2 smoothly scrolls to Insurance Solutions after 100 ms (part 1 §2.2). */
function useScrollToSection() {
  const [params] = useSearchParams();
  const section = params.get('section');
  useEffect(() => {
    if (section !== '2') return;
    const timer = window.setTimeout(() => {
      document.getElementById(INSURANCE_SOLUTIONS_ID)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }, SCROLL_TO_SECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [section]);
}

export function Component() {
  useScrollToSection();
  return (
    <>
      <Hero />
      {/* Part 1 §9: each section below the hero fades in once, over 800 ms, when scrolled into view. */}
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <InsuranceSolutions />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <ProductCarousel />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <BusinessNumbers />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <CoreStrengths />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <ProductLine />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <Testimonials />
      </Reveal>
      <Reveal durationMs={SCROLL_REVEAL_MS}>
        <PartnerBanner />
      </Reveal>
    </>
  );
}

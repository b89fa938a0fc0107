import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './motion';

/** How far a revealed element rises while it fades in. */
const REVEAL_SHIFT_PX = 24;

/**
 * How much of the element is on screen, as a share of the screen's height it
 * could fill: 1 when it is wholly in view (or fills the whole screen), 0 when it
 * is below or above. A tall element thus counts as 20 % in view once it takes up
 * a fifth of the screen, which a share of its own height could never reach.
 * @internal A test seam (tests/lib/use-reveal.test.ts).
 */
export function visibleShare(top: number, bottom: number, viewportHeight: number): number {
  const basis = Math.min(bottom - top, viewportHeight);
  if (basis <= 0) return 0;
  return Math.max(0, Math.min(bottom, viewportHeight) - Math.max(top, 0)) / basis;
}

export interface RevealOptions {
  /** Fade-in duration (the spec's 800 ms scroll reveal, the glossary's 0.6 s). */
  durationMs: number;
  /** Share of the screen (see visibleShare) that must be in view to start; 0: any part. */
  amount?: number;
}

/**
 * Fades an element in once, when it is scrolled into view (part 1 §9, part 2 §9).
 * What is already on screen when the page comes to life is left alone: the
 * pre-rendered page painted it, and hiding it again would make it flash.
 * With reduced motion nothing is hidden or animated. The element's
 * `data-reveal` reads pending (until the observer's first report says where it is: shown as
 * painted), waiting, running or done; the fade is driven by animation
 * frames and ends on a timer, so Playwright's clock controls it.
 */
export function useReveal<T extends HTMLElement>({ durationMs, amount = 0 }: RevealOptions): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      el.dataset.reveal = 'done';
      return;
    }
    let frame = 0;
    let timer = 0;
    const start = () => {
      el.dataset.reveal = 'running';
      el.style.opacity = '0';
      el.style.transform = `translateY(${REVEAL_SHIFT_PX}px)`;
      const began = performance.now();
      const paint = (now: number) => {
        const progress = Math.min(1, (now - began) / durationMs);
        const eased = 1 - (1 - progress) ** 2;
        el.style.opacity = String(eased);
        el.style.transform = `translateY(${((1 - eased) * REVEAL_SHIFT_PX).toFixed(2)}px)`;
        if (progress < 1) frame = requestAnimationFrame(paint);
      };
      frame = requestAnimationFrame(paint);
      timer = window.setTimeout(() => {
        cancelAnimationFrame(frame);
        el.style.opacity = '';
        el.style.transform = '';
        el.dataset.reveal = 'done';
      }, durationMs);
    };
    // Where the element is comes from the observer's first report, not from measuring it here: a
    // measurement in an effect forces a layout of the whole page, once per revealing section, all in
    // the one task that hydration commits in (the home page's seven sections made seven).
    let first = true;
    el.dataset.reveal = 'pending';
    // The element counts as in view once it has risen `amount` of the screen's height above the bottom edge.
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (first && latest) {
          first = false;
          const box = latest.boundingClientRect;
          if (visibleShare(box.top, box.bottom, window.innerHeight) > 0) {
            el.dataset.reveal = 'done';
            observer.disconnect();
            return;
          }
          el.dataset.reveal = 'waiting';
        }
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: `0px 0px -${Math.round(amount * 100)}% 0px`, threshold: 0 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [durationMs, amount]);
  return ref;
}

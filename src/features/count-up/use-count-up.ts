import { useEffect, useState } from 'react';
import { easeOut } from './format';
import { prefersReducedMotion } from '@/lib/motion';

/**
 * Counts from 0 to `target` over `durationMs` once `start` turns true (once only).
 * With reduced motion the final value shows at once.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(0);

  // `start` only ever turns from false to true, so this runs once.
  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    const t0 = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = (now - t0) / durationMs;
      if (progress >= 1) return;
      setValue(target * easeOut(progress));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // The frames draw the way up; the figure itself arrives on time, exactly `durationMs` after the start.
    const done = window.setTimeout(() => {
      cancelAnimationFrame(frame);
      setValue(target);
    }, durationMs);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(done);
    };
  }, [start, target, durationMs]);

  return value;
}

/** True once the element (attached through the returned callback ref) has been scrolled into view. */
export function useSeenOnce<T extends Element>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!node || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen]);
  return [setNode, seen];
}

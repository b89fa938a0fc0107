import { useEffect, useState } from 'react';
import { DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS } from '@/config/timings';

/**
 * Whether a long block at the end of the page (the footer) is drawn like any other yet: false until
 * the browser is first idle after the page starts (DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS at most). Until
 * then the block carries `render-near-screen` (content-visibility: auto, src/styles/index.css), so
 * the full layouts of page load (the first, the full stylesheet's, a font's) skip it while it is off
 * screen; afterwards it is an ordinary block, as screen readers, axe and copy see it. A visitor who
 * scrolls to it first sees it drawn at once. Only for blocks with nothing after them that a
 * #fragment could name: a block drawn later changes the height above what follows it.
 */
export function useDrawnAfterLoad(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const draw = () => setDrawn(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(draw, 0);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(draw, { timeout: DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return drawn;
}

/** The class a block wears until it is drawn (see useDrawnAfterLoad). */
export const UNTIL_DRAWN = 'render-near-screen';

import { useEffect, useState } from 'react';
import { DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS } from '@/config/timings';

/**
 * Whether a long block below the fold is drawn like any other yet: false until the browser is idle
 * after the page starts (DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS at most). Until then the block carries
 * `render-near-screen` (content-visibility: auto, src/styles/index.css), so the full layouts of page
 * load (the first, the full stylesheet's, a font's) skip it while it is off screen (less total
 * blocking time). Blocks are then drawn one per idle period, in the order they mounted, so that no
 * single task lays them all out at once; afterwards each is an ordinary block, as screen readers,
 * axe and copy see it. A visitor who scrolls to one first sees it drawn at once.
 */
export function useDrawnAfterLoad(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const draw = () => setDrawn(true);
    waiting.push(draw);
    schedule();
    return () => {
      const at = waiting.indexOf(draw);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, []);
  return drawn;
}

/** The class a block wears until it is drawn (see useDrawnAfterLoad). */
export const UNTIL_DRAWN = 'render-near-screen';

const waiting: (() => void)[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    schedule();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS });
  else window.setTimeout(next, 0);
}

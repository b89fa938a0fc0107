import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * happy-dom does not load images. Left alone, every <img> reports `complete` with a
 * naturalWidth of 0, which is exactly what a broken image reports in a browser, so
 * ImageWithFallback (rightly) swapped every image for its fallback as soon as its mount
 * effect ran; a test that looked at an image before that effect passed or failed by timing.
 * Here an image with a source loads, as in a browser; a test makes one fail with fireEvent.error.
 */
// Tests that run in Node (`@vitest-environment node`: the contract kit, the generators) have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalWidth', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ? Number(this.getAttribute('width')) || 1 : 0;
    },
  });
}

// findBy… and waitFor wait up to 5 s, not 1 s: on a loaded machine a deferred render (the clients
// directory's useDeferredValue) can take longer than a second to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

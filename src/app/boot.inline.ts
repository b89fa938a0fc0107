/**
 * Inlined into every page and allowed by its hash, like the consent flag. The page's scripts start
 * only once the page has loaded (window `load`: the HTML, its CSS, font and images are in) and has
 * been painted once, so nothing they fetch or run competes with the first paint of the pre-rendered
 * page. (On a fast connection `load` can come before the first paint; the paint is awaited through a
 * PerformanceObserver, or skipped when the page is hidden, has already painted, or the browser cannot
 * tell paints.) No timer or animation frame is used: tests run with a paused clock, which holds both.
 *
 * With the entry (<meta name="app-entry">), it asks for every other script the page runs on its
 * first view, as modulepreloads listed by the pre-render in <meta name="app-chunks">: without them
 * each would wait for the script that imports it, a round trip each on a phone.
 *
 * Before that, it installs the early-submit listener (src/features/submission/early-submit.ts).
 */
import { holdEarlySubmits } from '@/features/submission/early-submit';
import { APP_CHUNKS_META, APP_ENTRY_META } from './boot';

// First of all: a form submitted before its page is interactive is held, and sent once it is.
holdEarlySubmits(APP_ENTRY_META);

function start(): void {
  const entry = document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`);
  if (entry) document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry.content }));
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`)?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

addEventListener('load', () => {
  try {
    // Not painted yet (nor hidden, where it never paints): start at the first paint.
    if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('paint') && !performance.getEntriesByType('paint').length) {
      new PerformanceObserver((_list, observer) => {
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
      return;
    }
  } catch {
    // No PerformanceObserver, or no paint entries: start now.
  }
  start();
});

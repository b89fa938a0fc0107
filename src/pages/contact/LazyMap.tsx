import { useEffect, useRef, useState } from 'react';
import { contactCopy } from '@/content/contact';
import { useCopy } from '@/lib/i18n';
import { readConsent } from '@/features/cookie-consent/consent';
import { mapsEmbedUrl, mapsSearchUrl } from '@/features/offices/city-photo';

/**
 * The embedded map is a third party: nothing is requested from it until the
 * visitor presses "Load map", or, once non-essential cookies are accepted, until
 * the map comes near the screen. Before that, a static placeholder with the
 * address and a plain link to the maps site. `address` is what the maps site is asked for;
 * `shownAddress` the same address as the page's language writes it.
 */
export function LazyMap({ address, shownAddress = address, label }: { address: string; shownAddress?: string; label: string }) {
  const { mapCopy } = useCopy('contact', contactCopy);
  const ref = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);
  const [consented, setConsented] = useState(false);

  useEffect(() => {
    setConsented(readConsent(window.localStorage) === 'accepted');
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (!node || load || !consented) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setLoad(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, consented]);

  return (
    <div
      ref={ref}
      className="relative h-80 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96 dark:border-slate-800 dark:bg-slate-900"
    >
      {load ? (
        <iframe
          title={mapCopy.frameTitle(label)}
          src={mapsEmbedUrl(address)}
          className="absolute inset-0 h-full w-full border-0"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div data-testid="map-placeholder" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <svg viewBox="0 0 24 24" className="h-10 w-10 text-brand-600 dark:text-brand-300" aria-hidden="true">
            <path d="M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="10" r="2.5" fill="currentColor" />
          </svg>
          <p className="text-sm text-slate-600 dark:text-slate-300">{shownAddress}</p>
          <p className="max-w-sm text-xs text-slate-600 dark:text-slate-400">{mapCopy.notice}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => setLoad(true)}
              className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {mapCopy.loadMap}
            </button>
            <a
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {mapCopy.openInMaps}
              <span className="sr-only">{mapCopy.newTab}</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

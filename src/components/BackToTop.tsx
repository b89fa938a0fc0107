import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/timings';
import { scrollBehavior } from '@/lib/motion';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

/** A floating button, shown once the page is scrolled more than the threshold, that scrolls back to the top. */
export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD_PX }: { threshold?: number }) {
  const { backToTop } = useCopy('siteFrame', siteFrameText);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  return (
    <button
      type="button"
      aria-label={backToTop}
      title={backToTop}
      onClick={toTop}
      className="fixed bottom-20 right-4 z-40 lg:bottom-6 lg:right-6 flex h-12 w-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg transition hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}

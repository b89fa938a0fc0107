import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { licenceText } from '@/content/composite-licence';
import { useCopy } from '@/lib/i18n';

const LICENCE_IMAGE = {
  src: '/images/licence/composite-licence.svg',
  width: 1200,
  height: 850,
  alt: licenceText.imageAlt,
} as const;

/**
 * The licence image; clicking it opens a full-screen dark overlay (part 2 §4:
 * closed or open, toggled by the image and the overlay). A click anywhere on
 * the overlay, Escape or the close button closes it; focus returns to the image.
 */
export function LicencePreview() {
  const t = useCopy('licence', licenceText);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.open}
        className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-slate-200 bg-white p-2 shadow-lg transition-shadow hover:shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <img src={LICENCE_IMAGE.src} alt="" width={LICENCE_IMAGE.width} height={LICENCE_IMAGE.height} decoding="async" className="h-auto w-full rounded-xl" />
        <span
          className="mt-2 flex items-center justify-center gap-2 pb-1 text-sm font-medium text-brand-700 group-hover:underline dark:text-brand-200"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t.open}
        </span>
      </button>

      <Modal open={open} onClose={close} title={t.previewTitle} hideTitle variant="overlay" panelClassName="max-w-6xl">
        {/* The whole overlay closes on a click (keyboard: Escape or the close button). */}
        <div onClick={close} className="flex cursor-zoom-out items-center justify-center pt-14">
          <img
            src={LICENCE_IMAGE.src}
            alt={t.imageAlt}
            width={LICENCE_IMAGE.width}
            height={LICENCE_IMAGE.height}
            decoding="async"
            className="h-auto max-h-[calc(100vh-6rem)] w-auto max-w-full rounded-lg shadow-2xl"
          />
        </div>
      </Modal>
    </>
  );
}

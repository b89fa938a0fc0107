import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, a click outside the panel, or the close button. */
  onClose: () => void;
  /** Accessible name of the dialog (shown as its heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  /** While busy (e.g. submitting) nothing closes the modal. */
  busy?: boolean;
  /** Fade-out duration before the dialog is really closed (0 = immediately). */
  fadeMs?: number;
  /** Tailwind max-width class of the panel. */
  panelClassName?: string;
  /** Maximum width of the panel in px, when a spec constant fixes it (wins over the class). */
  maxWidthPx?: number;
  /** Extra class of the panel's frame, e.g. a dark full-screen overlay. */
  variant?: 'panel' | 'overlay';
  children: ReactNode;
}

/**
 * The one modal of the site, on the native <dialog> (top layer, inert page
 * behind it, focus kept inside). Escape, a click outside and the close
 * button call onClose unless busy; page scroll is locked while open; focus
 * returns to the element that opened it. The native dialog's `cancel` and
 * `close` events are both handled, so the DOM and React's state never disagree.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  busy = false,
  fadeMs = 0,
  panelClassName = 'max-w-lg',
  maxWidthPx,
  variant = 'panel',
  children,
}: ModalProps) {
  const { closeDialog } = useCopy('siteFrame', siteFrameText);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [fading, setFading] = useState(false);

  // The latest props, for the dialog's own events (they may fire between renders).
  const latest = useRef({ open, busy, onClose });
  latest.current = { open, busy, onClose };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      opener.current = document.activeElement;
      if (!dialog.open) dialog.showModal();
      setFading(false);
      setVisible(true);
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
      };
    }
    const finish = () => {
      if (dialog.open) dialog.close();
      setVisible(false);
      setFading(false);
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    // Closed already (by the browser, see onNativeClose): only our state and focus follow.
    if (!dialog.open || fadeMs <= 0) {
      if (opener.current || dialog.open) finish();
      return;
    }
    setFading(true);
    const timer = window.setTimeout(finish, fadeMs);
    return () => window.clearTimeout(timer);
  }, [open, fadeMs]);

  /**
   * The dialog closed without being asked to by our state. Chromium lets a <dialog>
   * refuse Escape (a prevented `cancel`) only once per user activation: a second Escape
   * closes it natively. While busy it is shown again at once (nothing may close it, and
   * the answer must be seen); otherwise our state follows the DOM through onClose, so
   * React never believes a closed dialog is open.
   */
  function onNativeClose() {
    const dialog = ref.current;
    const { open: wanted, busy: locked, onClose: close } = latest.current;
    if (!dialog || !wanted || dialog.open) return;
    if (locked) dialog.showModal();
    else close();
  }

  function requestClose() {
    if (!busy) onClose();
  }

  const overlay = variant === 'overlay';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-state={fading ? 'closing' : visible ? 'open' : 'closed'}
      onCancel={(event) => {
        // Escape: the dialog closes only through our state.
        event.preventDefault();
        requestClose();
      }}
      onClose={onNativeClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      style={{ transitionDuration: `${fadeMs}ms` }}
      className={[
        'm-0 h-full max-h-none w-full max-w-none bg-transparent p-0 transition-opacity',
        fading ? 'opacity-0' : 'opacity-100',
        // One backdrop class only: two competing backdrop utilities resolve by stylesheet order, not class order.
        overlay ? 'backdrop:bg-black/90' : 'backdrop:bg-slate-950/70',
      ].join(' ')}
    >
      <div
        className="flex min-h-full items-center justify-center p-4"
        onClick={(event) => {
          if (event.target === event.currentTarget) requestClose();
        }}
      >
        <div
          style={maxWidthPx === undefined ? undefined : { maxWidth: maxWidthPx }}
          className={
            overlay
              ? `relative w-full ${panelClassName}`
              : `relative w-full ${panelClassName} rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900 dark:text-slate-100`
          }
        >
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pr-10 text-xl font-semibold text-brand-900 dark:text-white'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={requestClose}
            disabled={busy}
            aria-label={closeDialog}
            className={[
              'absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full disabled:opacity-40',
              overlay
                ? 'bg-white/10 text-white hover:bg-white/20'
                : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white',
            ].join(' ')}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {visible || open ? children : null}
        </div>
      </div>
    </dialog>
  );
}

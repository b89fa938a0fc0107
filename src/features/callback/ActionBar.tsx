import { channels, whatsappUrl } from '@/config/channels';
import { callbackEntryText } from '@/content/callback-entry';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from './callback-context';

const item =
  'flex h-[var(--action-bar-height)] flex-1 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs font-semibold leading-tight text-brand-900 hover:bg-brand-50 focus-visible:outline-offset-[-3px] dark:text-white dark:hover:bg-slate-800';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const PHONE = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const CHAT = 'M4 20l1.3-3.9A8 8 0 1 1 8 19.2zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z';
const CALLBACK = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M15 3h6v6M21 3l-6 6';

/**
 * The phone action bar (ours, beyond the spec): Call (tel:), WhatsApp (wa.me with a prefilled
 * message) and the call-back label (callbackEntryText.label, the header's words). Below 1024 px. CSS hides it while a text field has focus (the
 * keyboard is up and the field must stay visible) and while a modal is open
 * (src/styles/index.css); the cookie banner sits right above it, so neither covers the other.
 */
export function ActionBar() {
  const entry = useCopy('callbackEntry', callbackEntryText);
  const text = entry.bar;
  return (
    <>
      {/* Room at the end of every page, so the bar never covers the footer's last line: in the footer's colour, which it follows. */}
      <div aria-hidden="true" className="h-[calc(var(--action-bar-height)+0.25rem+env(safe-area-inset-bottom))] bg-brand-950 lg:hidden" />
      <nav
        data-action-bar=""
        aria-label={text.label}
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <a href={`tel:${channels.phone.tel}`} className={item}>
          <Icon d={PHONE} />
          {text.call}
        </a>
        <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={item}>
          <Icon d={CHAT} />
          {text.whatsapp}
        </a>
        <CallbackButton className={`${item} bg-accent-600 text-white hover:bg-accent-700 dark:text-white dark:hover:bg-accent-700`}>
          <Icon d={CALLBACK} />
          {entry.label}
        </CallbackButton>
      </nav>
    </>
  );
}

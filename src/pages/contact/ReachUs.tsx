import type { ReactNode } from 'react';
import { Breakable } from '@/components/Breakable';
import { channels, whatsappUrl } from '@/config/channels';
import { site } from '@/config/site';
import { callbackEntryText } from '@/content/callback-entry';
import { contactCopy } from '@/content/contact';
import { useCopy } from '@/lib/i18n';
import { CallbackButton } from '@/features/callback/callback-context';

const tile =
  'flex h-full w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-600';

function Icon({ d, tone }: { d: string; tone: string }) {
  return (
    <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

function Body({ title, text }: { title: string; text: ReactNode }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-brand-900 dark:text-white">{title}</span>
      <span className="block text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300">{text}</span>
    </span>
  );
}

const PHONE = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const CHAT = 'M4 20l1.3-3.9A8 8 0 1 1 8 19.2zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z';
const MAIL = 'M3 6h18v12H3zM3 7l9 6 9-6';
const CALLBACK = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M15 3h6v6M21 3l-6 6';

/** /contact's first section: every way to reach us, before the offices. */
export function ReachUs() {
  const T = useCopy('contact', contactCopy).reachUsText;
  const callBackLabel = useCopy('callbackEntry', callbackEntryText).label;
  return (
    <section aria-labelledby="reach-us-heading" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8">
      <h2 id="reach-us-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {T.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{T.hours}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <a href={`tel:${channels.phone.tel}`} className={tile}>
            <Icon d={PHONE} tone="bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100" />
            <Body title={T.call.title} text={T.call.text(channels.phone.display)} />
          </a>
        </li>
        <li>
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={tile}>
            <Icon d={CHAT} tone="bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" />
            <Body title={T.whatsapp.title} text={T.whatsapp.text} />
            <span className="sr-only">{T.whatsapp.newTab}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email.general}`} className={tile}>
            <Icon d={MAIL} tone="bg-saffron-400/20 text-brand-900 dark:text-saffron-400" />
            <Body title={T.email.title} text={<Breakable text={T.email.text(site.email.general)} />} />
          </a>
        </li>
        <li>
          <CallbackButton className={tile}>
            <Icon d={CALLBACK} tone="bg-accent-600 text-white" />
            <Body title={callBackLabel} text={T.callBack.text} />
          </CallbackButton>
        </li>
      </ul>
    </section>
  );
}

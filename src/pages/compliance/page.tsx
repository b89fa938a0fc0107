import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loadable } from '@/components/Loadable';
import { PageHeader } from '@/components/PageHeader';
import { downloadFile } from '@/lib/download';
import { usePageRead } from '@/lib/page-data';
import { loader, type ComplianceCard } from './data';
import { ComplianceSkeleton } from './ComplianceSkeleton';
import { complianceText } from '@/content/compliance';
import { useCopy } from '@/lib/i18n';

const buttonBase =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors aria-disabled:cursor-wait aria-disabled:opacity-70';
const viewClass = `${buttonBase} border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-brand-900`;
const downloadClass = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:hover:bg-brand-400`;

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
      <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A message of part 2 §8 shown in a card, with what raised it (to give focus back on dismiss). */
interface CardNotice {
  text: string;
  from: 'view' | 'download';
  /** New on every notice, so saying the same message again is announced again. */
  key: number;
}

/** One document; `lang` marks the backend's texts when they are not in the page's language. */
function DocumentCard({ card, lang }: { card: ComplianceCard; lang: string | undefined }) {
  const t = useCopy('compliance', complianceText);
  const M = t.messages;
  const title = card.untitled ? t.titleFallback : card.title;
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const notices = useRef(0);
  const viewButtonRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // A message under buttons low in the window is brought just into view (the page moves, focus does not).
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  const tell = (text: string, from: CardNotice['from']) => setNotice({ text, from, key: (notices.current += 1) });

  async function download() {
    if (downloading) return;
    setNotice(null);
    if (!card.url) {
      tell(M.missingOnDownload, 'download');
      return;
    }
    setDownloading(true);
    try {
      await downloadFile(card.url, card.fileName);
    } catch (error) {
      console.error('Failed to download the compliance document', error);
      tell(M.downloadFailed, 'download');
    } finally {
      setDownloading(false);
    }
  }

  function view() {
    setNotice(null);
    if (!card.url) tell(M.missingOnView, 'view');
  }

  function dismiss() {
    const from = notice?.from;
    setNotice(null);
    // The Dismiss button goes away: put the visitor back on the button they had used.
    (from === 'view' ? viewButtonRef : downloadRef).current?.focus();
  }

  const forTitle = <span className="sr-only">{t.forTitle(title)}</span>;
  return (
    <li
      data-testid="compliance-document"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
        <DocumentIcon />
      </span>
      <h2 lang={card.untitled ? undefined : lang} className="text-lg font-semibold text-brand-900 dark:text-white">
        {title}
      </h2>
      {card.description ? (
        <p lang={lang} className="text-slate-600 dark:text-slate-300">
          {card.description}
        </p>
      ) : null}
      <div className="mt-auto pt-2">
        <div className="flex gap-3">
          {card.url ? (
            <a href={card.url} target="_blank" rel="noopener noreferrer" className={viewClass} onClick={view}>
              {t.view}
              {forTitle}
            </a>
          ) : (
            <button ref={viewButtonRef} type="button" className={viewClass} onClick={view}>
              {t.view}
              {forTitle}
            </button>
          )}
          {/* aria-disabled, not disabled: a disabled button drops the focus, and the visitor would lose their place. */}
          <button ref={downloadRef} type="button" className={downloadClass} aria-disabled={downloading || undefined} onClick={() => void download()}>
            {t.download}
            {forTitle}
          </button>
        </div>
        {/* The live region is always there, so screen readers announce what is put in it; focus stays where it is. */}
        <div
          ref={noticeRef}
          className={
            notice
              ? 'mt-3 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
              : undefined
          }
        >
          <p role="alert" className={notice ? 'flex-1' : undefined}>
            {notice ? <span key={notice.key}>{notice.text}</span> : null}
          </p>
          {notice ? (
            <button type="button" onClick={dismiss} className="shrink-0 rounded font-semibold underline underline-offset-2 hover:no-underline">
              {t.dismiss}
              <span className="sr-only">{t.dismissHidden(title)}</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function Panel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-semibold text-brand-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </div>
  );
}

export function Component() {
  const state = usePageRead(loader, 'cards', 'compliance documents');
  const t = useCopy('compliance', complianceText);
  const M = t.messages;
  return (
    <>
      <PageHeader id="compliance" lead={M.subtitle} />
      <section aria-label={t.listLabel} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <Loadable
          state={state}
          loading={<ComplianceSkeleton />}
          error={
            <div role="alert">
              <Panel title={M.errorTitle} text={M.errorText}>
                <button type="button" onClick={state.reload} className="mt-6 rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700">
                  {M.retry}
                </button>
              </Panel>
            </div>
          }
          empty={<Panel title={M.emptyTitle} text={M.emptyText} />}
        >
          {(cards, lang) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card) => (
                <DocumentCard key={card.id} card={card} lang={lang} />
              ))}
            </ul>
          )}
        </Loadable>
      </section>
    </>
  );
}

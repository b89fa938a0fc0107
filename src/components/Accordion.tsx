import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndexForKey } from '@/lib/roving-focus';

export interface AccordionItem {
  /** Unique within the accordion; what openId and onToggle speak of. */
  id: string;
  title: string;
  /** Decoration before the title (hidden from assistive technology by the caller). */
  icon?: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The open row, or null when all are closed. */
  openId: string | null;
  /** Asked when a row's header is activated; the owner decides what opens. */
  onToggle: (id: string) => void;
  /** Level of the heading around each row's button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4;
}

/** The next-open row after a header is activated: one open at a time, re-activating the open row closes it. */
export function toggledOpenId(openId: string | null, id: string): string | null {
  return openId === id ? null : id;
}

/**
 * WAI-ARIA accordion, controlled: every header is a button with
 * aria-expanded / aria-controls inside a heading; its panel is a region
 * labelled by the button. Arrow Up/Down move between headers (wrapping),
 * Home/End go to the first/last one; Enter and Space toggle (native button).
 */
export function Accordion({ items, openId, onToggle, headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextIndexForKey(event.key, index, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`flex w-full items-center gap-4 px-5 py-4 text-left text-base font-semibold transition-colors focus-visible:-outline-offset-4 sm:text-lg ${
                  open
                    ? 'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-white'
                    : 'text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60'
                }`}
              >
                {item.icon ? <span className="shrink-0">{item.icon}</span> : null}
                <span className="flex-1">{item.title}</span>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none dark:text-slate-400 ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-6 pt-2 text-slate-700 dark:text-slate-300">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

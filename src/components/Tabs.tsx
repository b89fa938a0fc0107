import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndexForKey } from '@/lib/roving-focus';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: the first selected at start, arrow keys / Home / End move between tabs. */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextIndexForKey(event.key, selected, items.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2 pb-2">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${base}-tab-${item.id}`}
            role="tab"
            type="button"
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`shrink-0 rounded-full px-5 py-2 text-sm font-semibold tracking-wide transition-colors ${
              i === selected
                ? 'bg-brand-800 text-white dark:bg-brand-500'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          id={`${base}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-6 rounded-md"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

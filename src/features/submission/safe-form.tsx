/**
 * What makes a form of the kit safe before its scripts run and without them
 * (docs/forms-without-javascript.md, docs/adr/0003-queue-early-submits.md):
 * - `method="post"` and an action that can leak nothing: the static servers answer a POST to
 *   FORM_FALLBACK_PATH with a page, in the page's language, that says the form needs JavaScript
 *   and how to reach us (never reading, echoing or logging the body). Nothing typed goes into a URL;
 * - a submit pressed before the form has hydrated is held by the boot script's listener
 *   (./early-submit.ts) and sent once, through the form's own checks, when it has;
 * - what was typed before hydration is taken into the form's state, so that the form's first
 *   re-render does not wipe it (React keeps the typed value at hydration, but its state holds
 *   the pre-rendered one, which the next render would write back);
 * - a <noscript> in every form with the phone number, WhatsApp and e-mail.
 */
import { useCallback, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { channels, whatsappUrl } from '@/config/channels';
import { site } from '@/config/site';
import { FORM_KIT_TEXT } from '@/content/forms';
import { useCopy, useLocale } from '@/lib/i18n';
import { FORM_READY_ATTRIBUTE, SUBMIT_QUEUED_ATTRIBUTE } from './early-submit';
import { formFallbackPath } from './fallback-path';

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The controls whose value the visitor changed before the form hydrated (the DOM differs from what was rendered).
 * @internal A test seam (tests/features/submission/early-submit.test.tsx).
 */
export function changedBeforeHydration(form: HTMLFormElement): Control[] {
  const changed: Control[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        // A radio group changes through the box now ticked; the one unticked follows.
        if (element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked)) changed.push(element);
      } else if (!NOT_TYPED.has(element.type) && element.value !== element.defaultValue) {
        changed.push(element);
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) changed.push(element);
    } else if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) changed.push(element);
    }
  }
  return changed;
}

/**
 * Takes what the visitor typed, ticked or chose before hydration, to hand it to the form's own change
 * handlers later, as if typed then (`restore`). Read at once, in the hydration commit: the form's first
 * re-render would write its state (the pre-rendered values) back over it. To hand a value over,
 * React's value tracker is set to what the box holds (through the element's own setter, which React
 * watches), the typed value is put back past it, and the event the browser would send is dispatched:
 * React sees a change and calls onChange with the typed value.
 */
function typedBeforeHydration(form: HTMLFormElement): (() => void)[] {
  return changedBeforeHydration(form).map((control) => {
    if (control instanceof HTMLSelectElement) {
      const chosen = Array.from(control.options).map((option) => option.selected);
      return () => {
        Array.from(control.options).forEach((option, i) => (option.selected = chosen[i] ?? false));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      };
    }
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      const chosen = control.checked;
      return () => {
        control.checked = !chosen;
        control.click();
      };
    }
    const typed = control.value;
    return () => {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
      control.value = control.value === typed ? control.defaultValue : control.value;
      setValue?.call(control, typed);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    };
  });
}

/**
 * Props for a kit form's <form>: post to the fallback address, and once hydrated take in what was
 * typed before and send a submit the boot script held, once. Spread onto the element:
 * `<form {...useSafeForm()} onSubmit={…}>`.
 */
export function useSafeForm() {
  const locale = useLocale();
  // A callback ref: it runs in the commit that hydrates or mounts the <form> element itself (a form in
  // a dialog mounts long after its component), before anything can render it again.
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    form.setAttribute(FORM_READY_ATTRIBUTE, '');
    const typed = typedBeforeHydration(form);
    const queued = form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    form.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
    if (!queued && typed.length === 0) return;
    // After React's commit, not inside it: each change is then handled (and rendered) at once, so
    // the submit reads the form's state with everything the visitor typed.
    queueMicrotask(() => {
      typed.forEach((restore) => restore());
      if (queued) form.requestSubmit();
    });
  }, []);
  return { ref, method: 'post', action: formFallbackPath(locale) } as const;
}

/** Every form's <noscript>: it needs JavaScript, and the phone number, WhatsApp and e-mail instead. */
export function FormNoScript() {
  const t = useCopy('formKit', FORM_KIT_TEXT).noScript;
  return (
    <noscript>
      <div
        data-form-noscript=""
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900 dark:border-amber-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <p>{t.needsJavaScript}</p>
        <WaysToReachUs className="mt-2 space-y-1" />
      </div>
    </noscript>
  );
}

/** The phone number, WhatsApp and e-mail: the ways to reach us when a form cannot be sent (a form's <noscript>, the fallback page). */
export function WaysToReachUs({ className }: { className: string }) {
  const t = useCopy('formKit', FORM_KIT_TEXT).noScript;
  const link = 'font-semibold text-brand-800 underline dark:text-brand-200';
  return (
    <ul className={className}>
      <li>
        <a href={`tel:${channels.phone.tel}`} className={link}>
          {t.call(channels.phone.display)}
        </a>
      </li>
      <li>
        <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={link}>
          {t.whatsapp}
        </a>
      </li>
      <li>
        <a href={`mailto:${site.email.general}`} className={link}>
          {t.email(site.email.general)}
        </a>
      </li>
    </ul>
  );
}

/**
 * The button that opens a form in a dialog (the enquiry and POSP forms). It is a one-button kit form:
 * pressed before the page is interactive it is held like any submit and opens the dialog once the
 * page is; without scripts it posts (nothing) to the page that says how to reach us, instead of
 * being a button that does nothing.
 */
export function DialogFormButton({
  onOpen,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & { onOpen: () => void; children: ReactNode }) {
  const safe = useSafeForm();
  return (
    <form
      {...safe}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <button type="submit" {...button}>
        {children}
      </button>
    </form>
  );
}

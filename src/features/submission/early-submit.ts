/**
 * A submit pressed before the page is interactive is kept, not lost (docs/adr/0003-queue-early-submits.md).
 *
 * Every form of the kit is pre-rendered as `<form method="post" action="/form-needs-javascript">`
 * (./fallback-path.ts): without JavaScript it posts to that address, which the static servers answer
 * with a page that says how to reach us (nothing typed ever goes into a URL). With JavaScript, the
 * scripts start only after the page has loaded and painted (src/app/boot.inline.ts), and until the
 * form's own handler is there a submit would leave the page. `holdEarlySubmits`, run by the boot
 * script in <head> before anything else, takes such a submit instead: it marks the form queued and
 * stops it. Once the form has hydrated, the kit (./safe-form.tsx) takes in whatever was typed before
 * hydration and submits it once, through the form's own checks and its usual "Submitting..." state.
 * Should the site's entry script fail to load, the queued form is posted after all, to the page that
 * says how to reach us, and no submit is held after that.
 *
 * Part of the inline boot script (compiled on its own, imports nothing), which names the <meta> that
 * holds the entry's URL: no timers (tests run with a paused clock).
 */
/** On a kit form once it has hydrated: its own handler takes its submits from then on. */
export const FORM_READY_ATTRIBUTE = 'data-form-ready';

/** On a kit form submitted before it was ready: the kit submits it again once it is. */
export const SUBMIT_QUEUED_ATTRIBUTE = 'data-submit-queued';

/**
 * On <html> once the site's entry script has failed to load: forms post to the fallback page.
 * @internal A test seam (tests/features/submission/early-submit.test.tsx).
 */
export const APP_FAILED_ATTRIBUTE = 'data-app-failed';

export function holdEarlySubmits(entryMeta: string, doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || (form.getAttribute('method') ?? '').toLowerCase() !== 'post') return;
      if (form.hasAttribute(FORM_READY_ATTRIBUTE) || doc.documentElement.hasAttribute(APP_FAILED_ATTRIBUTE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.setAttribute(SUBMIT_QUEUED_ATTRIBUTE, '');
    },
    true,
  );
  // A script's error event does not bubble, but it passes the document on its way down.
  doc.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      const entry = doc.querySelector(`meta[name="${entryMeta}"]`)?.getAttribute('content');
      if (!(script instanceof HTMLScriptElement) || !entry || script.getAttribute('src') !== entry) return;
      doc.documentElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
      const queued = doc.querySelector<HTMLFormElement>(`form[${SUBMIT_QUEUED_ATTRIBUTE}]`);
      if (!queued) return;
      queued.removeAttribute(SUBMIT_QUEUED_ATTRIBUTE);
      // The prototype's, in case a field is named "submit".
      HTMLFormElement.prototype.submit.call(queued);
    },
    true,
  );
}

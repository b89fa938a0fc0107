import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_META } from '@/app/boot';
import { APP_FAILED_ATTRIBUTE, FORM_READY_ATTRIBUTE, holdEarlySubmits, SUBMIT_QUEUED_ATTRIBUTE } from '@/features/submission/early-submit';
import { formFallbackPath } from '@/features/submission/fallback-path';
import { changedBeforeHydration, useSafeForm } from '@/features/submission/safe-form';

/**
 * A submit pressed before the page is interactive (docs/adr/0003-queue-early-submits.md): the boot
 * script's listener holds it, the kit sends it once with what was typed once the form has hydrated.
 */

// The listener is installed once per document, as the boot script does in every page's <head>.
holdEarlySubmits(APP_ENTRY_META);

function submitEvent(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.removeAttribute(APP_FAILED_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('the early-submit listener (run by the boot script before anything else)', () => {
  it('holds a submit of a posting form that has not hydrated, and marks it queued', () => {
    document.body.innerHTML = `<form method="post" action="${formFallbackPath('hi')}"><input name="name" value="Asha"></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const reached = vi.fn();
    document.body.addEventListener('submit', reached);
    const event = submitEvent(form);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)).toBe(true);
  });

  it('leaves a form that is ready, and a form that does not post, to themselves', () => {
    document.body.innerHTML = `<form method="post" ${FORM_READY_ATTRIBUTE}=""></form><form role="search"><input></form>`;
    for (const form of document.querySelectorAll('form')) {
      const event = submitEvent(form);
      expect(event.defaultPrevented).toBe(false);
      expect(form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)).toBe(false);
    }
  });

  it('posts the held form after all when the entry script fails to load, and holds none after that', () => {
    document.head.innerHTML = `<meta name="${APP_ENTRY_META}" content="/assets/index-abc.js">`;
    document.body.innerHTML = '<form method="post" action="/form-needs-javascript"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitEvent(form);
    expect(posted).not.toHaveBeenCalled();
    // (A type the test DOM does not run: only the error event matters here.)
    const other = document.createElement('script');
    other.type = 'text/x-not-run';
    other.setAttribute('src', '/assets/other.js');
    document.head.append(other);
    other.dispatchEvent(new Event('error'));
    expect(posted).not.toHaveBeenCalled();
    const entry = document.createElement('script');
    entry.type = 'text/x-not-run';
    entry.setAttribute('src', '/assets/index-abc.js');
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.contexts[0]).toBe(form);
    expect(submitEvent(form).defaultPrevented).toBe(false);
  });
});

/** A kit form as a page has it: controlled fields, one send per valid submit. */
function Demo({ send }: { send: (body: { name: string; agreed: boolean; plan: string }) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState('car');
  const [error, setError] = useState('');
  const safe = useSafeForm();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Please enter your name');
    setError('');
    send({ name, agreed, plan });
  }
  return (
    <form {...safe} noValidate onSubmit={onSubmit}>
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input aria-label="Agree" type="checkbox" name="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {['car', 'health'].map((p) => (
        <input key={p} aria-label={p} type="radio" name="plan" value={p} checked={plan === p} onChange={() => setPlan(p)} />
      ))}
      <p role="alert">{error}</p>
      <button type="submit">Send</button>
    </form>
  );
}

async function hydrate(container: HTMLElement, send: (body: unknown) => void) {
  await act(async () => {
    hydrateRoot(container, <Demo send={send} />);
  });
  // The kit takes what was typed in after the commit (a microtask).
  await act(async () => {
    await Promise.resolve();
  });
}

describe('a kit form hydrating (useSafeForm)', () => {
  function prerendered(): { container: HTMLElement; form: HTMLFormElement } {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Demo send={() => undefined} />);
    document.body.append(container);
    return { container, form: container.querySelector('form') as HTMLFormElement };
  }

  it('is pre-rendered to post to the fallback page, and becomes ready once hydrated', async () => {
    const { container, form } = prerendered();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/form-needs-javascript');
    expect(form.hasAttribute(FORM_READY_ATTRIBUTE)).toBe(false);
    await hydrate(container, () => undefined);
    expect(form.hasAttribute(FORM_READY_ATTRIBUTE)).toBe(true);
  });

  it('sends a held submit once, with everything typed, ticked and chosen before hydration', async () => {
    const { container, form } = prerendered();
    (form.querySelector('input[name="name"]') as HTMLInputElement).value = 'Asha Rao';
    (form.querySelector('input[name="agree"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="health"]') as HTMLInputElement).checked = true;
    expect(changedBeforeHydration(form)).toHaveLength(3);
    submitEvent(form);
    expect(form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)).toBe(true);
    const send = vi.fn();
    await hydrate(container, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha Rao', agreed: true, plan: 'health' });
    expect(form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)).toBe(false);
    // What was typed stays on screen, and in the form's state for the next submit.
    expect((form.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Asha Rao');
    await act(async () => form.requestSubmit());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed before hydration when nothing was submitted, and the form checks it as usual', async () => {
    const { container, form } = prerendered();
    const name = form.querySelector('input[name="name"]') as HTMLInputElement;
    name.value = '   ';
    const send = vi.fn();
    await hydrate(container, send);
    expect(send).not.toHaveBeenCalled();
    await act(async () => form.requestSubmit());
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Please enter your name');
    // The re-render that showed the message did not wipe the box.
    expect(name.value).toBe('   ');
    expect(send).not.toHaveBeenCalled();
  });
});

/** A dialog's form: its component is there before the form is (it renders the form once opened). */
function Dialog({ send }: { send: () => void }) {
  const [open, setOpen] = useState(false);
  const safe = useSafeForm();
  return open ? (
    <form
      {...safe}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button type="submit">Send</button>
    </form>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

describe('a kit form that mounts after its component (a dialog)', () => {
  it('is ready as soon as it is drawn: its submit goes to its own handler, not to the queue', async () => {
    const send = vi.fn();
    render(<Dialog send={send} />);
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.hasAttribute(FORM_READY_ATTRIBUTE)).toBe(true);
    await act(async () => form.requestSubmit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute(SUBMIT_QUEUED_ATTRIBUTE)).toBe(false);
  });
});

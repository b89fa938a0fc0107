import { MemoryRouter } from 'react-router-dom';
import { consentText } from '@/content/consent';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_KIT_TEXT, FORM_TEXT } from '@/content/forms';
import { LIST_TIMEOUT_MS, SUBMISSION_TIMEOUT_MS } from '@/config/timings';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { submitEnquiry } from '@/features/enquiry/api/submit-enquiry';
import { PospModal } from '@/features/posp/PospModal';
import { useSubmission } from '@/features/submission/use-submission';
import { normalisePhone } from '@/features/submission/normalise';
import { jsonResponse, useFakeApi } from '../../support/fake-api';

type FetchInit = RequestInit | undefined;

/** A fetch that never answers, but rejects when its signal aborts (as the browser's does). */
function hangingFetch() {
  return vi.fn(
    (_request: Request, init: FetchInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

const enquiry = {
  name: 'A',
  email: 'a@example.com',
  phone_num: '9876543210',
  insurance_type: 'Life' as const,
  consent: { purposes: ['contact' as const], notice_version: '2026-11-24' as const, given_at: '2026-11-24T04:45:00Z' },
};

describe('the phone rule forgives formatting', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['9876543210', '9876543210'],
    ['0000000000', '0000000000'],
    ['98765 4321', '987654321'],
    ['98765432100', '98765432100'],
  ])('%j becomes %j', (typed, sent) => expect(normalisePhone(typed)).toBe(sent));
});

describe('submission outcomes', () => {
  useFakeApi();
  beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));

  it('gives the reference number of a 2XX body that has one', async () => {
    globalThis.fetch = vi.fn(async () => jsonResponse({ status: 'received', reference: 'EQ-2026-004821' }, 201)) as unknown as typeof fetch;
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true, reference: 'EQ-2026-004821' });
  });

  it('is success without a reference for text/plain, and never shows markup as a reference', async () => {
    globalThis.fetch = vi.fn(async () => new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } })) as unknown as typeof fetch;
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true });
    globalThis.fetch = vi.fn(async () => jsonResponse({ reference: '<img src=x onerror=alert(1)>' }, 201)) as unknown as typeof fetch;
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true });
  });

  it('keeps Retry-After of a 429, and the reasons of a 400 by field, never its messages', async () => {
    globalThis.fetch = vi.fn(async () => new Response(null, { status: 429, headers: { 'retry-after': '120' } })) as unknown as typeof fetch;
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, failure: 'rejected', status: 429, retryAfterS: 120 });
    const refused = (fields: unknown) => vi.fn(async () => jsonResponse({ code: 'validation_error', message: 'x', fields }, 400)) as unknown as typeof fetch;
    globalThis.fetch = refused({ phone_num: [{ reason: 'pattern', message: 'bad' }], 'consent.notice_version': [{ reason: 'enum', message: 'old' }] });
    await expect(submitEnquiry(enquiry)).resolves.toEqual({
      ok: false,
      failure: 'rejected',
      status: 400,
      fields: { phone_num: ['pattern'], 'consent.notice_version': ['enum'] },
    });
    // A reason of a later contract still points at its field (the contract asks clients to tolerate it).
    globalThis.fetch = refused({ phone_num: [{ reason: 'carrier_unknown', message: 'bad' }] });
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, failure: 'rejected', status: 400, fields: { phone_num: ['carrier_unknown'] } });
    // The old shape (a list of texts) or no fields at all: nothing is pointed at, the form says it failed.
    for (const fields of [{ phone_num: ['bad'] }, undefined, {}]) {
      globalThis.fetch = refused(fields);
      await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, failure: 'rejected', status: 400 });
    }
  });

  describe('with the clock faked', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('a submission with no answer fails as a timeout after SUBMISSION_TIMEOUT_MS, not before', async () => {
      globalThis.fetch = hangingFetch() as unknown as typeof fetch;
      let result: unknown;
      void submitEnquiry(enquiry).then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(SUBMISSION_TIMEOUT_MS - 1);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toEqual({ ok: false, failure: 'timeout' });
    });

    it('a list with no answer fails after LIST_TIMEOUT_MS', async () => {
      globalThis.fetch = hangingFetch() as unknown as typeof fetch;
      let failed: unknown;
      void getBusinessNumbers().catch((e: unknown) => (failed = e));
      await vi.advanceTimersByTimeAsync(LIST_TIMEOUT_MS - 1);
      expect(failed).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(failed).toMatchObject({ name: 'TimeoutError' });
    });
  });
});

function DoubleSubmit({ send }: { send: (body: string, signal: AbortSignal) => Promise<{ ok: true }> }) {
  const submission = useSubmission(send);
  return (
    <form
      data-testid="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submission.submit('body');
      }}
    >
      <p>{submission.status}</p>
    </form>
  );
}

describe('useSubmission', () => {
  it('sends one request for two submit events in the same task', async () => {
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<{ ok: true }>((resolve) => (release = () => resolve({ ok: true }))));
    render(<DoubleSubmit send={send} />);
    const form = screen.getByTestId('form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(screen.getByText('success')).toBeInTheDocument();
    act(() => {
      fireEvent.submit(form);
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('aborts a request on its way when the form goes away', async () => {
    let seen: AbortSignal | undefined;
    const send = vi.fn((_: string, signal: AbortSignal) => {
      seen = signal;
      return new Promise<{ ok: true }>(() => undefined);
    });
    const { unmount } = render(<DoubleSubmit send={send} />);
    act(() => {
      fireEvent.submit(screen.getByTestId('form'));
    });
    expect(seen?.aborted).toBe(false);
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});

describe('a form kit modal (POSP)', () => {
  useFakeApi();
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // happy-dom's <dialog> lacks showModal in some versions: open it as a plain dialog.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Name'), '  Rohit Kulkarni ');
    await user.type(screen.getByLabelText('PAN'), 'abcde1234f');
    await user.type(screen.getByLabelText('Email'), 'rohit@example.com');
    await user.click(screen.getByLabelText('Phone Number'));
    await user.paste('+91 98765 43210');
    await user.type(screen.getByLabelText('Remarks'), 'Motor sales');
    await user.click(screen.getByRole('checkbox', { name: consentText.contactLabel }));
  }

  it('shows +91 before the phone box, upper-cases the PAN as typed and sends the normalised, trimmed values', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      void request;
      return jsonResponse({ status: 'received', reference: 'PP-2026-000317' }, 201);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<PospModal open onClose={() => undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByText(FORM_KIT_TEXT.phonePrefix)).toBeInTheDocument();
    await fill(user);
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234F');
    // Left for the remarks: shown as it will be sent.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(FORM_TEXT.success)).toBeInTheDocument();
    expect(screen.getByTestId('form-reference')).toHaveTextContent(FORM_KIT_TEXT.reference('PP-2026-000317'));
    expect(screen.getByText('PP-2026-000317')).toHaveClass('whitespace-nowrap');
    const sent = (await fetchMock.mock.calls[0]?.[0].json()) as Record<string, unknown>;
    expect(sent).toEqual({
      name: 'Rohit Kulkarni',
      pan_num: 'ABCDE1234F',
      email: 'rohit@example.com',
      phone_num: '9876543210',
      remarks: 'Motor sales',
      consent: { purposes: ['contact'], notice_version: PRIVACY_NOTICE_VERSION, given_at: expect.any(String) },
    });
    // The confirmation repeats what was agreed, during the spec's 2 s before the form closes.
    expect(screen.getByTestId('consent-summary')).toHaveTextContent(consentText.agreed(false));
  });

  it('sends nothing without the consent to be contacted and says why, keeping what was typed', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<PospModal open onClose={() => undefined} />, { wrapper: MemoryRouter });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: consentText.contactLabel }));
    expect(screen.getByRole('checkbox', { name: new RegExp(consentText.marketingLabel) })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).toHaveAccessibleDescription(consentText.contactRequired);
    expect(screen.getByLabelText('Name')).toHaveValue('  Rohit Kulkarni ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the phone normalised when the visitor leaves the field, and the hint for 9 digits', async () => {
    const user = userEvent.setup();
    render(<PospModal open onClose={() => undefined} />, { wrapper: MemoryRouter });
    await user.click(screen.getByLabelText('Phone Number'));
    await user.paste('098765-43210');
    await user.tab();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '98765 4321');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining(FORM_TEXT.phoneHint));
  });

  it('after a submission timeout shows the error, is usable again and keeps what was typed', async () => {
    globalThis.fetch = hangingFetch() as unknown as typeof fetch;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<PospModal open onClose={() => undefined} />, { wrapper: MemoryRouter });
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('button', { name: FORM_TEXT.submitting })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(SUBMISSION_TIMEOUT_MS));
      expect(await screen.findByText(FORM_TEXT.error)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('  Rohit Kulkarni ');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
  });
});

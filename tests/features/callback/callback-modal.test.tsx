import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentText } from '@/content/consent';
import { FORM_TEXT } from '@/content/forms';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { CallbackModal, callbackBody } from '@/features/callback/CallbackModal';
import type { SubmissionConsent } from '@/features/consent/consent';
import { jsonResponse, useFakeApi } from '../../support/fake-api';

/** The consent block links to the privacy notice, so the form needs a router. */
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the call-back form', () => {
  useFakeApi();
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    // Monday 23 November 2026, 10:20 in India.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:20:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends name, normalised phone, product, slot and city, and shows a confirmation that stays', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      void request;
      return jsonResponse({ status: 'received', reference: 'CB-2026-007315' }, 201);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    inRouter(<CallbackModal open onClose={() => undefined} opening={{ product: 'Health', phone: '9876543210' }} />);
    expect(screen.getByRole('radio', { name: 'Health' })).toBeChecked();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    // Only the hours still to come today, then tomorrow's.
    const when = screen.getByLabelText('When should we call?');
    expect(within(when).getAllByRole('option')[0]).toHaveTextContent('As soon as possible');
    const today = within(when).getByRole('group', { name: 'Today' });
    const todays = within(today)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(todays).toEqual([
      '11:00 AM to 12:00 PM',
      '12:00 PM to 1:00 PM',
      '1:00 PM to 2:00 PM',
      '2:00 PM to 3:00 PM',
      '3:00 PM to 4:00 PM',
      '4:00 PM to 5:00 PM',
      '5:00 PM to 6:00 PM',
      '6:00 PM to 7:00 PM',
    ]);
    expect(within(when).getByRole('group', { name: 'Tomorrow' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your name/), '  Vikram Rao ');
    await user.selectOptions(when, '2026-11-23T14:00:00+05:30');
    await user.type(screen.getByLabelText(/City/), 'Chennai');
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: 'Get a call back' }));
    const confirmation = await screen.findByTestId('callback-confirmation');
    expect(confirmation).toHaveTextContent('We will call +91 98765 43210 today, between 2:00 PM and 3:00 PM.');
    expect(confirmation).toHaveTextContent('Your reference number: CB-2026-007315');
    expect(confirmation).toHaveTextContent(consentText.agreed(false));
    const sent = (await fetchMock.mock.calls[0]?.[0].json()) as Record<string, unknown>;
    expect(sent).toEqual({
      product: 'Health',
      name: 'Vikram Rao',
      phone_num: '9876543210',
      preferred_time: '2026-11-23T14:00:00+05:30',
      city: 'Chennai',
      consent: {
        purposes: ['contact'],
        notice_version: PRIVACY_NOTICE_VERSION,
        given_at: expect.stringMatching(/^2026-11-23T04:5\d:\d\d\.\d{3}Z$/) as unknown,
      },
    });
  });

  it('asks for what the call is about and a valid number before sending; the name is optional (the contract)', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    inRouter(<CallbackModal open onClose={() => undefined} opening={{}} />);
    await user.type(screen.getByLabelText('Mobile number'), '98765 4321');
    await user.click(screen.getByRole('button', { name: 'Get a call back' }));
    expect(screen.getByText('Please choose what the call is about')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).not.toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(FORM_TEXT.phoneHint);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing until the box to be called back is ticked, and leaves the marketing box unticked', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    inRouter(<CallbackModal open onClose={() => undefined} opening={{ product: 'Car' }} />);
    expect(screen.getByLabelText(consentText.contactLabel)).not.toBeChecked();
    expect(screen.getByLabelText(new RegExp(consentText.marketingLabel))).not.toBeChecked();
    await user.type(screen.getByLabelText(/^Your name/), 'Vikram');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get a call back' }));
    expect(screen.getByLabelText(consentText.contactLabel)).toHaveAccessibleDescription(consentText.contactRequired);
    expect(screen.getByLabelText(consentText.contactLabel)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps everything typed and says when to retry after a 429', async () => {
    globalThis.fetch = vi.fn(async () => new Response(null, { status: 429, headers: { 'retry-after': '120' } })) as unknown as typeof fetch;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    inRouter(<CallbackModal open onClose={() => undefined} opening={{ product: 'Car' }} />);
    await user.type(screen.getByLabelText(/^Your name/), 'Vikram');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: 'Get a call back' }));
    expect(await screen.findByText(FORM_TEXT.error)).toBeInTheDocument();
    expect(screen.getByText('Please wait about 2 minutes before trying again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Vikram');
  });

  it('leaves an empty city out of the body and carries the consent', () => {
    const consent: SubmissionConsent = {
      purposes: ['contact' as const, 'marketing' as const],
      notice_version: PRIVACY_NOTICE_VERSION,
      given_at: '2026-11-23T04:50:00.000Z',
    };
    expect(callbackBody({ product: 'Other', name: 'A', phone_num: '+91 98765 43210', preferred_time: 'asap', city: '  ' }, consent)).toEqual({
      product: 'Other',
      name: 'A',
      phone_num: '9876543210',
      preferred_time: 'asap',
      consent,
    });
  });
});

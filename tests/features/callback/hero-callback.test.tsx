import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackText } from '@/content/callback';
import { heroCallbackText } from '@/content/callback-hero';
import { consentText } from '@/content/consent';
import { FORM_TEXT } from '@/content/forms';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { secondStepBody } from '@/features/callback/CallbackDetails';
import { firstStepBody, HeroCallbackBox } from '@/features/callback/HeroCallbackBox';
import type { SubmissionConsent } from '@/features/consent/consent';
import { jsonResponse, useFakeApi } from '../../support/fake-api';

/** The box's notice links to the privacy notice, so it needs a router. */
const renderBox = () =>
  render(
    <MemoryRouter>
      <HeroCallbackBox />
    </MemoryRouter>,
  );

const box = () => screen.getByTestId('hero-callback');

describe("the home hero's call-back form", () => {
  useFakeApi();
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // Monday 23 November 2026, 10:20 in India.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:20:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the product, the number and the consent, in that order, and sends nothing without them', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderBox();
    // What people buy; "Other" stays in the dialog.
    expect(
      within(box())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Car', 'Two-wheeler', 'Health', 'Life', 'Business', 'Claim help']);
    expect(
      within(box())
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(screen.getByRole('button', { name: heroCallbackText.submit }));
    expect(screen.getByText(callbackText.productRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Car' })).toHaveFocus();
    await user.click(screen.getByText('Health'));
    await user.type(screen.getByLabelText(heroCallbackText.phone), '98765');
    await user.click(screen.getByRole('button', { name: heroCallbackText.submit }));
    expect(screen.getByLabelText(heroCallbackText.phone)).toHaveAccessibleDescription(FORM_TEXT.phoneHint);
    expect(screen.getByLabelText(heroCallbackText.phone)).toHaveFocus();
    await user.type(screen.getByLabelText(heroCallbackText.phone), '43210');
    await user.click(screen.getByRole('button', { name: heroCallbackText.submit }));
    expect(screen.getByLabelText(consentText.contactLabel)).toHaveFocus();
    expect(screen.getByText(consentText.contactRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing typed was lost on the way (the number normalised as it left the field).
    expect(screen.getByRole('radio', { name: 'Health' })).toBeChecked();
    expect(screen.getByLabelText(heroCallbackText.phone)).toHaveValue('9876543210');
  });

  it('sends at once, shows the reference, and adds a name and a slot to the same request', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      void request;
      return jsonResponse({ status: 'received', reference: 'CB-2026-007315' }, 201);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByText('Health'));
    await user.type(screen.getByLabelText(heroCallbackText.phone), '+91 98765 43210');
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: heroCallbackText.submit }));
    const confirmation = await screen.findByTestId('callback-confirmation');
    expect(confirmation).toHaveTextContent('We will call +91 98765 43210 as soon as possible, today within working hours.');
    expect(confirmation).toHaveTextContent('Your reference number: CB-2026-007315');
    expect(within(confirmation).getByRole('heading', { name: callbackText.confirmation.heading })).toHaveFocus();
    const first = fetchMock.mock.calls[0]?.[0] as Request;
    expect(first.method).toBe('POST');
    const firstBody = (await first.json()) as { consent: SubmissionConsent };
    expect(firstBody).toEqual({
      product: 'Health',
      phone_num: '9876543210',
      preferred_time: 'asap',
      consent: { purposes: ['contact'], notice_version: PRIVACY_NOTICE_VERSION, given_at: expect.stringMatching(/^2026-11-23T04:5/) as string },
    });
    // The optional second step: a name and a slot still to come today.
    await user.click(within(confirmation).getByRole('button', { name: callbackText.details.save }));
    expect(within(confirmation).getByLabelText(/^Your name/)).toHaveAccessibleDescription(callbackText.details.nothingToSave);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(within(confirmation).getByLabelText(/^Your name/), ' Vikram Rao ');
    await user.selectOptions(within(confirmation).getByLabelText(callbackText.when), '2026-11-23T14:00:00+05:30');
    await user.click(within(confirmation).getByRole('button', { name: callbackText.details.save }));
    expect(await within(confirmation).findByText(callbackText.details.saved)).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('We will call +91 98765 43210 today, between 2:00 PM and 3:00 PM.');
    const second = fetchMock.mock.calls[1]?.[0] as Request;
    expect(second.method).toBe('POST');
    expect(await second.json()).toEqual({ ...firstBody, follow_up_of: 'CB-2026-007315', name: 'Vikram Rao', preferred_time: '2026-11-23T14:00:00+05:30' });
    expect(within(confirmation).queryByRole('button', { name: callbackText.details.save })).toBeNull();
  });

  it('offers no second step when the answer gave no reference', async () => {
    globalThis.fetch = vi.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByText('Life'));
    await user.type(screen.getByLabelText(heroCallbackText.phone), '9876543210');
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: heroCallbackText.submit }));
    const confirmation = await screen.findByTestId('callback-confirmation');
    expect(confirmation).not.toHaveTextContent('Your reference number');
    expect(within(confirmation).queryByRole('button', { name: callbackText.details.save })).toBeNull();
  });

  it('builds what each step sends', () => {
    const consent: SubmissionConsent = { purposes: ['contact'], notice_version: PRIVACY_NOTICE_VERSION, given_at: '2026-11-23T04:50:00.000Z' };
    expect(firstStepBody({ product: 'Car', phone: '098765 43210' }, consent)).toEqual({
      product: 'Car',
      phone_num: '9876543210',
      preferred_time: 'asap',
      consent,
    });
    const sent = { product: 'Health' as const, phone: '9876543210', consent };
    expect(secondStepBody(sent, 'CB-2026-007315', '  ', 'asap')).toEqual({
      follow_up_of: 'CB-2026-007315',
      product: 'Health',
      phone_num: '9876543210',
      preferred_time: 'asap',
      consent,
    });
    expect(secondStepBody(sent, 'CB-2026-007315', ' Asha ', '2026-11-23T14:00:00+05:30')).toMatchObject({
      name: 'Asha',
      preferred_time: '2026-11-23T14:00:00+05:30',
    });
  });
});

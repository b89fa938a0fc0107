import { MemoryRouter } from 'react-router-dom';
import { consentText } from '@/content/consent';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/pages/contact/ContactForm';
import { CONTACT_MESSAGES } from '@/content/contact-form';
import { useFakeApi } from '../../support/fake-api';
import { FORM_KIT_TEXT } from '@/content/forms';
import { fieldProblemText } from '@/content/field-problems';

function answerFor(question: string): string {
  const [a, b] = question.split('+').map((n) => Number(n.trim()));
  return String((a ?? 0) + (b ?? 0));
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Priya');
  await user.type(screen.getByLabelText('Last name'), 'Natarajan');
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Cargo cover');
  await user.type(screen.getByLabelText('Message'), 'Please call me.');
}

describe('contact form', () => {
  useFakeApi();
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('asks to accept the terms before anything is sent', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: MemoryRouter });
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /security check/i }), answerFor(screen.getByTestId('captcha-question').textContent ?? ''));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByTestId('contact-outcome')).toHaveTextContent(CONTACT_MESSAGES.termsNotAccepted);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws a new question after a wrong answer', async () => {
    const user = userEvent.setup();
    const values = [0.05, 0.05, 0.95, 0.95];
    vi.spyOn(Math, 'random').mockImplementation(() => values.shift() ?? 0.5);
    render(<ContactForm />, { wrapper: MemoryRouter });
    await waitFor(() => expect(screen.getByTestId('captcha-question')).toHaveTextContent('1 + 1'));
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.type(screen.getByRole('textbox', { name: /security check/i }), '3');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByTestId('contact-outcome')).toHaveTextContent(CONTACT_MESSAGES.captchaFailed);
    expect(screen.getByTestId('captcha-question')).toHaveTextContent('10 + 10');
  });

  it('sends, clears every field and draws a new question on success', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      void request;
      return new Response('{"status":"received","message":"ok","reference":"CT-2026-011902"}', {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: MemoryRouter });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.type(screen.getByRole('textbox', { name: /security check/i }), answerFor(screen.getByTestId('captcha-question').textContent ?? ''));
    await user.click(screen.getByRole('checkbox', { name: consentText.contactLabel }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(consentText.marketingLabel) }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    // The backend's reference, as every form shows it.
    expect(screen.getByTestId('contact-reference')).toHaveTextContent(FORM_KIT_TEXT.reference('CT-2026-011902'));
    expect(screen.getByRole('status')).toHaveTextContent(FORM_KIT_TEXT.reference('CT-2026-011902'));
    expect(screen.getByTestId('consent-summary')).toHaveTextContent(consentText.agreed(true));
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).not.toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeChecked();
    const sent = (await fetchMock.mock.calls[0]?.[0].json()) as Record<string, unknown>;
    expect(sent).toEqual({
      first_name: 'Priya',
      last_name: 'Natarajan',
      email: 'priya@example.com',
      subject: 'Cargo cover',
      message: 'Please call me.',
      accepted_terms: true,
      newsletter: true,
      consent: {
        purposes: ['contact', 'marketing'],
        notice_version: PRIVACY_NOTICE_VERSION,
        given_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });

  it("sends nothing without the consent to be contacted, after the spec's own checks", async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: MemoryRouter });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.type(screen.getByRole('textbox', { name: /security check/i }), answerFor(screen.getByTestId('captcha-question').textContent ?? ''));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).toHaveAccessibleDescription(consentText.contactRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on a 400 says the spec's failure and our words under each field named, never the backend's, until the field is edited", async () => {
    const fields = { email: [{ reason: 'pattern', message: 'Backend says no' }], newsletter: [{ reason: 'consent_mismatch', message: 'Mismatch' }] };
    globalThis.fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'validation_error', message: 'Invalid', fields }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    ) as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: MemoryRouter });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.type(screen.getByRole('textbox', { name: /security check/i }), answerFor(screen.getByTestId('captcha-question').textContent ?? ''));
    await user.click(screen.getByRole('checkbox', { name: consentText.contactLabel }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByTestId('contact-outcome')).toHaveTextContent(CONTACT_MESSAGES.failure));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(fieldProblemText.fields.email.any));
    expect(screen.getByRole('status')).toHaveTextContent(fieldProblemText.fields.newsletter.any);
    for (const backend of ['Backend says no', 'Mismatch', 'Invalid']) expect(document.body).not.toHaveTextContent(backend);
    expect(screen.queryByTestId('contact-reference')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(expect.stringContaining(fieldProblemText.fields.email.any));
  });
});

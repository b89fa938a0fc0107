import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { zDataRequest } from '@generated/zod/create-data-request.gen';
import { consentText } from '@/content/consent';
import { dataRequestForm as t, requestTypes } from '@/content/your-data';
import { requestFormText } from '@/content/request-form';
import { DataRequestForm } from '@/pages/your-data/DataRequestForm';
import { jsonResponse, useFakeApi } from '../../support/fake-api';

function renderForm() {
  render(
    <MemoryRouter>
      <DataRequestForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Erase my data'));
  await user.type(screen.getByLabelText(t.fields.name), 'Meera Iyer');
  await user.type(screen.getByLabelText(t.fields.email), 'meera.iyer@example.com');
  await user.type(screen.getByLabelText(new RegExp(`^${t.fields.phone_num}`)), '+91 98450 12345');
  await user.type(screen.getByLabelText(t.fields.details), 'Please erase my enquiry of last March.');
}

describe('the data-request form', () => {
  useFakeApi();

  it('offers exactly the request types of the contract', () => {
    expect(requestTypes.map((r) => r.value)).toEqual(zDataRequest.shape.request_type.options);
  });

  it('sends the request with both purposes when both boxes are ticked, and shows the reference and the 90 days', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ status: 'received', reference: 'DR-2026-000123' }, 201));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(t.reference('DR-2026-000123')));
    expect(screen.getByTestId('request-status')).toHaveTextContent('We will answer within 90 days, by e-mail.');
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('and to receive news and offers');
    const body = await (fetchMock.mock.calls[0]?.[0] as Request).json();
    expect(zDataRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ request_type: 'erasure', phone_num: '9845012345', consent: { purposes: ['contact', 'marketing'] } });
  });

  it('says the reference will follow when a 2XX has none', async () => {
    globalThis.fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 })) as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(t.noReference));
  });

  it('keeps what was typed when the backend fails', async () => {
    globalThis.fetch = vi.fn().mockResolvedValue(jsonResponse({ code: 'server_error', message: 'x' }, 500)) as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(requestFormText.error));
    expect(screen.getByLabelText(t.fields.details)).toHaveValue('Please erase my enquiry of last March.');
    expect(screen.getByLabelText('Erase my data')).toBeChecked();
  });

  it('counts the characters of the details against the contract’s limit', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(t.fields.details), 'abc');
    expect(screen.getByLabelText(t.fields.details)).toHaveAccessibleDescription(expect.stringContaining('3 of 2,000 characters'));
    expect(screen.getByLabelText(t.fields.details)).toHaveAttribute('maxlength', '2000');
  });
});

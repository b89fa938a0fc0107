import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { zGrievanceRequest } from '@generated/zod/file-grievance.gen';
import { consentText } from '@/content/consent';
import { FORM_KIT_TEXT } from '@/content/forms';
import { fieldProblemText } from '@/content/field-problems';
import { grievanceForm as t } from '@/content/grievance';
import { requestFormText } from '@/content/request-form';
import { GrievanceForm } from '@/pages/grievance/GrievanceForm';
import { jsonResponse, useFakeApi } from '../../support/fake-api';

function renderForm() {
  render(
    <MemoryRouter>
      <GrievanceForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(t.fields.name), 'Arjun Reddy');
  await user.type(screen.getByLabelText(t.fields.email), 'arjun.reddy@example.com');
  await user.type(screen.getByLabelText(t.fields.insurer), 'Suraksha General');
  await user.click(screen.getByLabelText('A claim'));
  await user.type(screen.getByLabelText(t.fields.description), 'My claim has been pending for six weeks.');
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) => (fetchMock.mock.calls[0]?.[0] as Request).json();

describe('the grievance form', () => {
  useFakeApi();

  it('sends nothing without the consent to be contacted, and says so by the box', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const box = screen.getByRole('checkbox', { name: consentText.contactLabel });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(consentText.contactRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends what the contract accepts, with the consent built from the ticked boxes, and shows the reference', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ status: 'received', reference: 'GR-2026-000451' }, 201));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(t.reference('GR-2026-000451')));
    expect(screen.getByTestId('request-status')).toHaveTextContent(t.promise);
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('You will not receive news or offers.');
    const body = await sentBody(fetchMock);
    expect(zGrievanceRequest.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('policy_number');
    expect(body).not.toHaveProperty('phone_num');
    expect(body.consent.purposes).toEqual(['contact']);
    expect(screen.getByLabelText(t.fields.name)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).not.toBeChecked();
  });

  it('gives the answer the focus once it is drawn, so the browser scrolls all of it into view, the reference on one line', async () => {
    globalThis.fetch = vi.fn().mockResolvedValue(jsonResponse({ status: 'received', reference: 'GR-2026-000451' }, 201)) as unknown as typeof fetch;
    // What the answer held when it took the focus (focused empty, it grew below the screen's edge, under a phone's action bar).
    const heldWhenFocused: string[] = [];
    const focus = HTMLElement.prototype.focus;
    const spy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      if (this.dataset['testid'] === 'request-status') heldWhenFocused.push(this.textContent ?? '');
      focus.call(this, options);
    });
    try {
      const user = renderForm();
      await fill(user);
      await user.click(screen.getByLabelText(consentText.contactLabel));
      await user.click(screen.getByRole('button', { name: t.submit }));
      await waitFor(() => expect(screen.getByTestId('request-status')).toHaveFocus());
      expect(heldWhenFocused).toHaveLength(1);
      expect(heldWhenFocused[0]).toContain(t.reference('GR-2026-000451'));
      expect(screen.getByText('GR-2026-000451')).toHaveClass('whitespace-nowrap');
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps every value on a 429 and says when to try again', async () => {
    globalThis.fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ code: 'rate_limited', message: 'Slow down' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'Retry-After': '300' },
      }),
    ) as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(requestFormText.rateLimited));
    expect(screen.getByTestId('request-status')).toHaveTextContent(FORM_KIT_TEXT.retryAfter(300));
    expect(screen.getByLabelText(t.fields.description)).toHaveValue('My claim has been pending for six weeks.');
    expect(screen.getByRole('checkbox', { name: consentText.contactLabel })).toBeChecked();
  });

  it("marks the fields a 400 names with its own words for each reason, never the backend's", async () => {
    const fields = {
      insurer: [{ reason: 'pattern', message: 'Unknown insurer' }],
      description: [{ reason: 'maxLength', message: 'Too long' }],
      'consent.notice_version': [{ reason: 'enum', message: 'Old notice' }],
    };
    globalThis.fetch = vi.fn().mockResolvedValue(jsonResponse({ code: 'validation_error', message: 'Invalid', fields }, 400)) as unknown as typeof fetch;
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByLabelText(consentText.contactLabel));
    await user.click(screen.getByRole('button', { name: t.submit }));
    const status = screen.getByTestId('request-status');
    await waitFor(() => expect(status).toHaveTextContent(requestFormText.checkFields));
    // No text of its own for the reason: the field's general words. A text for the reason: that one.
    expect(screen.getByLabelText(t.fields.insurer)).toHaveAccessibleDescription(expect.stringContaining(fieldProblemText.fields.insurer.any));
    expect(screen.getByLabelText(t.fields.description)).toHaveAccessibleDescription(expect.stringContaining(fieldProblemText.fields.description.maxLength));
    // What has no field of its own is said in the status, once.
    expect(status).toHaveTextContent(fieldProblemText.fields['consent.*'].enum);
    for (const backend of ['Unknown insurer', 'Too long', 'Old notice', 'Invalid']) expect(document.body).not.toHaveTextContent(backend);
  });

  it('takes its rules from the contract: a policy number with a stray symbol, a choice left out', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = renderForm();
    await user.type(screen.getByLabelText(new RegExp(`^${t.fields.policy_number}`)), 'MOT#2026');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByLabelText(t.fields.name)).toHaveFocus();
    expect(screen.getByLabelText(new RegExp(`^${t.fields.policy_number}`))).toHaveAccessibleDescription(expect.stringContaining(t.messages.policy_number));
    expect(screen.getByText(t.messages.category)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

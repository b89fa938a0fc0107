import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { zConsent } from '@generated/zod/create-data-request.gen';
import { consentCopy, consentText } from '@/content/consent';

const { formNotices } = consentCopy;
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { buildConsent, consentError, UNTICKED, type ConsentChoice } from '@/features/consent/consent';
import { ConsentFields } from '@/features/consent/ConsentFields';
import { ConsentSummary } from '@/features/consent/ConsentSummary';

describe('the consent object', () => {
  const now = new Date('2026-11-24T04:45:00.000Z');

  it('lists one purpose per ticked box, contact first, with the notice version and the time in UTC', () => {
    expect(buildConsent({ contact: true, marketing: false }, now)).toEqual({
      purposes: ['contact'],
      notice_version: PRIVACY_NOTICE_VERSION,
      given_at: '2026-11-24T04:45:00.000Z',
    });
    expect(buildConsent({ contact: true, marketing: true }, now).purposes).toEqual(['contact', 'marketing']);
  });

  it('is what the contract accepts', () => {
    for (const marketing of [false, true]) expect(zConsent.safeParse(buildConsent({ contact: true, marketing }, now)).success).toBe(true);
  });

  it('cannot be built without the consent to be contacted, whose box has a message', () => {
    expect(() => buildConsent({ contact: false, marketing: true }, now)).toThrow();
    expect(consentError(UNTICKED)).toBe(consentText.contactRequired);
    expect(consentError({ contact: true, marketing: false })).toBeUndefined();
  });

  it('starts with both boxes unticked, and that cannot be changed by accident', () => {
    expect(UNTICKED).toEqual({ contact: false, marketing: false });
    expect(Object.isFrozen(UNTICKED)).toBe(true);
  });
});

function Harness({ error }: { error?: string }) {
  const [choice, setChoice] = useState<ConsentChoice>(UNTICKED);
  return (
    <MemoryRouter>
      <ConsentFields form="grievance" choice={choice} onChange={setChoice} error={error} idPrefix="g" />
      <output>{JSON.stringify(choice)}</output>
    </MemoryRouter>
  );
}

describe('the consent boxes', () => {
  it('shows the form’s short notice, a link to the full notice in a new tab and two unticked boxes', () => {
    render(<Harness />);
    expect(screen.getByText(formNotices.grievance, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Read our full privacy notice/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    const contact = screen.getByRole('checkbox', { name: consentText.contactLabel });
    const marketing = screen.getByRole('checkbox', { name: /news and offers/ });
    expect(contact).not.toBeChecked();
    expect(contact).toBeRequired();
    expect(marketing).not.toBeChecked();
    expect(marketing).not.toBeRequired();
  });

  it('ticks each box on its own', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const ticked = () => screen.getByText(/"contact"/).textContent;
    await user.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    expect(ticked()).toBe('{"contact":false,"marketing":true}');
    await user.click(screen.getByLabelText(consentText.contactLabel));
    expect(ticked()).toBe('{"contact":true,"marketing":true}');
  });

  it('ties the message to the required box', () => {
    render(<Harness error={consentText.contactRequired} />);
    const contact = screen.getByRole('checkbox', { name: consentText.contactLabel });
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(contact).toHaveAccessibleDescription(consentText.contactRequired);
  });
});

describe('the confirmation', () => {
  it('repeats what was agreed', () => {
    render(
      <MemoryRouter>
        <ConsentSummary consent={{ purposes: ['contact'], notice_version: '2026-11-24', given_at: '2026-11-24T04:45:00.000Z' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('consent-summary')).toHaveTextContent(
      'You agreed to be contacted about this request. You will not receive news or offers. Privacy notice version 2026-11-24.',
    );
  });

  it('names marketing when it was agreed', () => {
    render(
      <MemoryRouter>
        <ConsentSummary consent={{ purposes: ['contact', 'marketing'], notice_version: '2026-11-24', given_at: '2026-11-24T04:45:00.000Z' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('You agreed to be contacted about this request and to receive news and offers by e-mail.');
  });
});

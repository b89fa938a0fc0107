import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { LocaleProvider } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { jsonResponse, useFakeApi } from '../support/fake-api';

function Numbers() {
  const state = useApi(getBusinessNumbers, 'business numbers');
  if (state.status === 'loading') return <p>Loading business numbers...</p>;
  if (state.status === 'error' || state.data.length === 0) return <p>No business numbers data available.</p>;
  return (
    <ul>
      {state.data.map((n) => (
        <li key={n.label}>{n.label}</li>
      ))}
    </ul>
  );
}

describe('a malformed backend answer degrades to the empty state, never a crash', () => {
  useFakeApi();

  it('shows the empty text and logs the error', async () => {
    globalThis.fetch = vi.fn(
      async () => new Response('{"unexpected":true}', { status: 200, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    render(<Numbers />);
    expect(screen.getByText('Loading business numbers...')).toBeInTheDocument();
    expect(await screen.findByText('No business numbers data available.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the data of a valid answer', async () => {
    globalThis.fetch = vi.fn(
      async () =>
        new Response('[{"number":"99","suffix":"%","label":"Claim Settlement Ratio"}]', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ) as unknown as typeof fetch;
    render(<Numbers />);
    expect(await screen.findByText('Claim Settlement Ratio')).toBeInTheDocument();
  });
});

describe('the lists answer in the page language (issue 14)', () => {
  useFakeApi();
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** A backend that answers each call in the language it was asked for, when `release` is called. */
  function languageBackend() {
    const asked: (string | null)[] = [];
    const pending: (() => void)[] = [];
    globalThis.fetch = vi.fn((request: Request) => {
      const language = request.headers.get('Accept-Language');
      asked.push(language);
      const label = language === 'hi' ? 'जारी की गई पॉलिसियाँ' : 'Policies Issued';
      return new Promise<Response>((ok) => pending.push(() => ok(jsonResponse([{ number: '9.6', suffix: 'M', label }]))));
    }) as unknown as typeof fetch;
    return { asked, release: () => pending.splice(0).forEach((answer) => answer()) };
  }

  it('asks in English on an English page and in Hindi on a /hi/ page', async () => {
    const backend = languageBackend();
    const view = render(<LocaleProvider locale="en"><Numbers /></LocaleProvider>);
    await waitFor(() => expect(backend.asked).toEqual(['en']));
    backend.release();
    expect(await screen.findByText('Policies Issued')).toBeInTheDocument();
    view.unmount();

    window.history.replaceState(null, '', '/hi/');
    render(<LocaleProvider locale="hi"><Numbers /></LocaleProvider>);
    await waitFor(() => expect(backend.asked).toEqual(['en', 'hi']));
    backend.release();
    expect(await screen.findByText('जारी की गई पॉलिसियाँ')).toBeInTheDocument();
  });

  it('never shows data loaded in English once the page is Hindi: loading until the Hindi answer', async () => {
    const backend = languageBackend();
    const view = render(<LocaleProvider locale="en"><Numbers /></LocaleProvider>);
    await waitFor(() => expect(backend.asked).toEqual(['en']));
    backend.release();
    expect(await screen.findByText('Policies Issued')).toBeInTheDocument();

    window.history.replaceState(null, '', '/hi/');
    view.rerender(<LocaleProvider locale="hi"><Numbers /></LocaleProvider>);
    // The very render with the new locale, before any effect or answer: no English data.
    expect(screen.queryByText('Policies Issued')).toBeNull();
    expect(screen.getByText('Loading business numbers...')).toBeInTheDocument();
    await waitFor(() => expect(backend.asked).toEqual(['en', 'hi']));
    backend.release();
    expect(await screen.findByText('जारी की गई पॉलिसियाँ')).toBeInTheDocument();
    expect(screen.queryByText('Policies Issued')).toBeNull();
  });
});

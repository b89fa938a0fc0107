import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { abortReadsOfLeftPages } from '@/lib/open-reads';
import { pageLoader, usePageRead } from '@/lib/page-data';
import { useFakeApi } from '../support/fake-api';

/** A page with one read, as src/pages/<page>/data.ts and its page write it. */
const loader = pageLoader((signal) => ({ figures: getBusinessNumbers(signal) }));

function Numbers() {
  const state = usePageRead(loader, 'figures', 'business numbers');
  if (state.status === 'loading') return <p>Loading business numbers...</p>;
  if (state.status === 'error' || state.data.length === 0)
    return (
      <p>
        No business numbers data available.{' '}
        <button type="button" onClick={state.reload}>
          Try again
        </button>
      </p>
    );
  return (
    <ul>
      {state.data.map((n) => (
        <li key={n.label}>{n.label}</li>
      ))}
    </ul>
  );
}

/** The page at /numbers (drawn from null data, as pre-rendered, then its loader runs), and a page without data at /other. */
function renderNumbers(url = '/numbers') {
  const router = createMemoryRouter(
    [
      { id: 'numbers', path: '/numbers', loader, Component: Numbers, shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href },
      { id: 'other', path: '/other', Component: () => <p>Another page</p> },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { numbers: null } } },
  );
  abortReadsOfLeftPages(router);
  render(<RouterProvider router={router} />);
  return router;
}

function answering(body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A backend that never answers, recording each request's signal. */
function hanging() {
  const signals: AbortSignal[] = [];
  globalThis.fetch = vi.fn((_request: Request, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>(() => undefined);
  }) as unknown as typeof fetch;
  return signals;
}

describe('a page’s data comes through its loader', () => {
  useFakeApi();
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is drawn loading, then shows the data of a valid answer', async () => {
    answering('[{"number":"99","suffix":"%","label":"Claim Settlement Ratio"}]');
    renderNumbers();
    expect(screen.getByText('Loading business numbers...')).toBeInTheDocument();
    expect(await screen.findByText('Claim Settlement Ratio')).toBeInTheDocument();
  });

  it('degrades a malformed answer to the empty state and logs it, never a crash', async () => {
    answering('{"unexpected":true}');
    renderNumbers();
    expect(await screen.findByText(/No business numbers data available/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load business numbers', expect.anything());
  });

  it('reads again when the page asks (Try again), and only then', async () => {
    const fetchMock = answering('{"unexpected":true}');
    renderNumbers();
    await screen.findByText(/No business numbers data available/);
    answering('[{"number":"99","suffix":"%","label":"Claim Settlement Ratio"}]');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Claim Settlement Ratio')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the reads when the visitor leaves the page, without logging a failure', async () => {
    const signals = hanging();
    const router = renderNumbers();
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    await act(() => router.navigate('/other'));
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps its reads when only the search changes (?category=), and asks nothing more', async () => {
    const signals = hanging();
    const router = renderNumbers();
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => router.navigate('/numbers?category=banking'));
    expect(signals.map((s) => s.aborted)).toEqual([false]);
  });

  it('asks in the page’s language: Hindi on a /hi/ page', async () => {
    window.history.replaceState(null, '', '/hi/');
    const fetchMock = answering('[]');
    renderNumbers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0] as unknown as [Request])[0].headers.get('Accept-Language')).toBe('hi');
  });
});

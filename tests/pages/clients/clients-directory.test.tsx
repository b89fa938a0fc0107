import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_SKELETONS_PER_COLUMN, CLIENTS_PER_PAGE } from '@/config/timings';
import { jsonResponse as json, useFakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render-page';

/** 75 clients: odd ones in Banking, even ones in Retail; every description mentions "cover". */
const LOGOS = Array.from({ length: 75 }, (_, i) => ({
  id: i + 1,
  name: `Client ${i + 1}`,
  category: i % 2 === 0 ? 'Banking' : 'Retail',
  location: 'Pune',
  description: 'Group health cover.',
}));
const TESTIMONIALS = [{ id: 1, name: 'Anjali Deshpande', position: 'Managing Director' }];

function answer(failing?: string) {
  globalThis.fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === failing) return json({ detail: 'Server error' }, 500);
    return json(path === '/api/logos/' ? LOGOS : TESTIMONIALS);
  }) as unknown as typeof fetch;
}

function renderAt(url = '/about/clients') {
  return renderPage('clients', { url });
}

const cards = () => screen.queryAllByTestId('client-card');
const currentPage = () => screen.getByRole('navigation', { name: 'Client pages' }).querySelector('[aria-current="page"]')?.textContent;

describe('Clients directory', () => {
  useFakeApi();

  it('shows six skeleton cards per column while the calls are out, then the first page of clients', async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    globalThis.fetch = vi.fn(async (request: Request) => {
      await gate;
      return json(new URL(request.url).pathname === '/api/logos/' ? LOGOS : TESTIMONIALS);
    }) as unknown as typeof fetch;
    await renderAt();
    expect(screen.getAllByTestId('client-skeleton')).toHaveLength(CLIENT_SKELETONS_PER_COLUMN * 2);
    expect(cards()).toHaveLength(0);
    await act(async () => release());
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    expect(screen.queryAllByTestId('client-skeleton')).toHaveLength(0);
    expect(
      cards()
        .map((c) => c.dataset.side)
        .slice(0, 4),
    ).toEqual(['left', 'right', 'left', 'right']);
  });

  it.each(['/api/logos/', '/api/testimonials/'])(
    "logs 'Failed to fetch data' and shows the empty state without 'Clear all filters' when %s fails",
    async (failing) => {
      answer(failing);
      await renderAt();
      expect(await screen.findByText('No clients found')).toBeInTheDocument();
      expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
      expect(cards()).toHaveLength(0);
      const logged = vi.mocked(console.error).mock.calls.flat();
      expect(logged.some((part) => part instanceof Error && part.message === 'Failed to fetch data')).toBe(true);
    },
  );

  it("offers 'Clear all filters' when a search finds nothing, which brings the list back", async () => {
    answer();
    const user = userEvent.setup();
    await renderAt();
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    await user.type(screen.getByRole('searchbox', { name: 'Search Clients' }), 'no such client');
    expect(screen.getByText('No clients found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search Clients' })).toHaveValue('');
    expect(cards()).toHaveLength(CLIENTS_PER_PAGE);
  });

  it("offers 'Clear all filters' for a category from the address that matches nothing", async () => {
    answer();
    const user = userEvent.setup();
    await renderAt('/about/clients?category=aviation');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
  });

  it('filters by the category from the address, case-insensitively', async () => {
    answer();
    await renderAt('/about/clients?category=BANKING');
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    expect(cards().every((c) => within(c).queryByText('Banking') !== null)).toBe(true);
    // 38 banking clients → 2 pages
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the search changes, and Escape clears the search', async () => {
    answer();
    const user = userEvent.setup();
    await renderAt();
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPage()).toBe('3');
    expect(cards()).toHaveLength(75 - 2 * CLIENTS_PER_PAGE);
    const search = screen.getByRole('searchbox', { name: 'Search Clients' });
    await user.type(search, '  COVER ');
    // every client matches, so there are still three pages, but we are on the first
    expect(currentPage()).toBe('1');
    expect(screen.getByText('Client 1')).toBeInTheDocument();
    await user.type(search, '{Escape}');
    expect(search).toHaveValue('');
  });

  it('narrows the list by search and clears it with the cross button', async () => {
    answer();
    const user = userEvent.setup();
    await renderAt();
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    await user.type(screen.getByRole('searchbox', { name: 'Search Clients' }), 'client 7');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Client 7',
      'Client 70',
      'Client 71',
      'Client 72',
      'Client 73',
      'Client 74',
      'Client 75',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Client pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cards()).toHaveLength(CLIENTS_PER_PAGE);
  });

  it('keeps Previous and Next within the pages', async () => {
    answer();
    const user = userEvent.setup();
    await renderAt();
    await waitFor(() => expect(cards()).toHaveLength(CLIENTS_PER_PAGE));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPage()).toBe('3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentPage()).toBe('2');
  });
});

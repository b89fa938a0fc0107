import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CSR_DEFAULT_IMAGE, formatIndianDate, imageOf, newestFirst } from '@/pages/csr/initiatives';
import { TEST_API_BASE, useFakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render-page';

const initiative = (id: number, activity_date: string, activity_image?: string) => ({
  id,
  activity_name: `Initiative ${id}`,
  activity_description: `What happened at initiative ${id}`,
  activity_city: 'Pune',
  activity_date,
  ...(activity_image ? { activity_image } : {}),
});

describe('CSR initiatives (pure rules)', () => {
  it('sorts newest first by activity_date without changing the input', () => {
    const list = [initiative(1, '2024-01-18'), initiative(2, '2025-06-05'), initiative(3, '2023-11-12'), initiative(4, '2025-02-20')];
    expect(newestFirst(list).map((i) => i.id)).toEqual([2, 4, 1, 3]);
    expect(list.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('uses the default image when there is no photo', () => {
    expect(imageOf(initiative(1, '2024-01-18'))).toBe(CSR_DEFAULT_IMAGE);
    expect(imageOf(initiative(1, '2024-01-18', '/images/csr/road-safety.jpg'))).toBe('/images/csr/road-safety.jpg');
  });

  it('formats dates for India', () => {
    expect(formatIndianDate('2025-03-15')).toBe('15 Mar 2025');
    expect(formatIndianDate('not a date')).toBe('not a date');
  });
});

describe('CSR page', () => {
  useFakeApi();

  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('shows the initiatives newest first, and the default image for a missing or broken photo', async () => {
    globalThis.fetch = answer([
      initiative(1, '2024-01-18', '/images/csr/road-safety.jpg'),
      initiative(2, '2025-06-05', '/images/csr/lake-clean-up.jpg'),
      initiative(3, '2023-11-12'),
    ]) as unknown as typeof fetch;
    await renderPage('csr');
    expect(screen.getByText('Loading our CSR initiatives...')).toBeInTheDocument();
    const items = await screen.findAllByTestId('csr-initiative');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Initiative 2', 'Initiative 1', 'Initiative 3']);
    expect(items.map((li) => li.dataset.side)).toEqual(['left', 'right', 'left']);
    expect(within(items[2]!).getByRole('img')).toHaveAttribute('src', CSR_DEFAULT_IMAGE);
    expect(within(items[0]!).getByText('05 Jun 2025')).toBeInTheDocument();

    // A photo that loads stays (after every effect has run), and one that fails gives way to the default.
    // The answer's paths are on the API host (openapi.yaml "Paths in answers"); the default image is the site's own.
    await waitFor(() => expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', `${TEST_API_BASE}/images/csr/lake-clean-up.jpg`));
    expect(within(items[1]!).getByRole('img')).toHaveAttribute('src', `${TEST_API_BASE}/images/csr/road-safety.jpg`);
    fireEvent.error(within(items[0]!).getByRole('img'));
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', CSR_DEFAULT_IMAGE);
    expect(within(items[1]!).getByRole('img')).toHaveAttribute('src', `${TEST_API_BASE}/images/csr/road-safety.jpg`);
  });

  it('says so when the call fails', async () => {
    globalThis.fetch = answer({ code: 'server_error', message: 'x' }, 500) as unknown as typeof fetch;
    await renderPage('csr');
    expect(await screen.findByText('Failed to load CSR initiatives. Please try again later.')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    globalThis.fetch = answer([]) as unknown as typeof fetch;
    await renderPage('csr');
    expect(await screen.findByText('No CSR initiatives found.')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { jsonResponse as json, useFakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render-page';

describe('Careers page', () => {
  useFakeApi();

  it('invites a CV and lists the openings with a mailto apply link', async () => {
    globalThis.fetch = vi.fn(async () =>
      json([{ id: 1, title: 'Claims Executive – Motor', location: 'Pune', employment_type: 'Full-time' }]),
    ) as unknown as typeof fetch;
    await renderPage('careers');
    // (The address wraps at <wbr> joints, which this DOM's accessible-name rules read as spaces: find it by its text.)
    expect(screen.getByText(site.email.careers).closest('a')).toHaveAttribute('href', `mailto:${site.email.careers}`);
    const apply = await screen.findByRole('link', { name: 'Apply for Claims Executive – Motor' });
    expect(apply).toHaveAttribute('href', `mailto:${site.email.careers}?subject=${encodeURIComponent('Claims Executive – Motor')}`);
    expect(screen.getByTestId('career-location')).toHaveTextContent('Pune');
    expect(screen.getByTestId('career-type')).toHaveTextContent('Full-time');
  });

  it('shows nothing extra when the call fails', async () => {
    const fetchMock = vi.fn(async () => json({ code: 'server_error', message: 'x' }, 500));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderPage('careers');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Current openings' })).toBeNull();
    expect(screen.getByText(site.email.careers).closest('a')).toHaveAttribute('href', `mailto:${site.email.careers}`);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { resetApiClient } from '../../../src/lib/api-client';
import { Component as CareersPage } from '../../../src/pages/careers/page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Careers page', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    resetApiClient();
    document.head.innerHTML = '<meta name="api-base" content="http://api.test">';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
  });

  it('invites a CV and lists the openings with a mailto apply link', async () => {
    globalThis.fetch = vi.fn(async () => json([{ id: 1, title: 'Claims Executive – Motor', location: 'Pune', employment_type: 'Full-time' }])) as unknown as typeof fetch;
    render(<MemoryRouter><CareersPage /></MemoryRouter>);
    expect(screen.getByRole('link', { name: site.email.careers })).toHaveAttribute('href', `mailto:${site.email.careers}`);
    const apply = await screen.findByRole('link', { name: 'Apply for Claims Executive – Motor' });
    expect(apply).toHaveAttribute('href', `mailto:${site.email.careers}?subject=${encodeURIComponent('Claims Executive – Motor')}`);
    expect(screen.getByTestId('career-location')).toHaveTextContent('Pune');
    expect(screen.getByTestId('career-type')).toHaveTextContent('Full-time');
  });

  it('shows nothing extra when the call fails', async () => {
    const fetchMock = vi.fn(async () => json({ code: 'server_error', message: 'x' }, 500));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(<MemoryRouter><CareersPage /></MemoryRouter>);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Current openings' })).toBeNull();
    expect(screen.getByRole('link', { name: site.email.careers })).toBeInTheDocument();
  });
});

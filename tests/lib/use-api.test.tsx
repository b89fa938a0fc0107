import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { useApi } from '@/lib/use-api';
import { useFakeApi } from '../support/fake-api';

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

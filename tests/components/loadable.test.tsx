import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loadable } from '@/components/Loadable';
import type { LoadState } from '@/lib/page-data';

function show<T>(state: LoadState<T>, isEmpty?: (data: T) => boolean) {
  render(
    <Loadable state={state} loading="waiting" error="failed" empty="nothing" isEmpty={isEmpty}>
      {(data) => `got ${JSON.stringify(data)}`}
    </Loadable>,
  );
}

describe('Loadable', () => {
  it('shows the loading content while the request is on its way', () => {
    show({ status: 'loading' });
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('shows the error content after a failure', () => {
    show({ status: 'error', error: new Error('x') });
    expect(screen.getByText('failed')).toBeInTheDocument();
  });

  it('treats an empty list as empty', () => {
    show({ status: 'success', data: [] });
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('hands the data to the children', () => {
    show({ status: 'success', data: [1, 2] });
    expect(screen.getByText('got [1,2]')).toBeInTheDocument();
  });

  it('takes its own rule of what is empty', () => {
    show({ status: 'success', data: { items: [] as number[] } }, (d) => d.items.length === 0);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });
});

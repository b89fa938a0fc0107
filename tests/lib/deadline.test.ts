import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadline, isAbort, isTimeout } from '@/lib/deadline';

describe('deadline: a signal that aborts after a time or with its parent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts with a TimeoutError once the time has passed, not before', () => {
    const { signal } = deadline(1000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect(isTimeout(signal.reason)).toBe(true);
    expect(isAbort(signal.reason)).toBe(true);
  });

  it('aborts with the parent, passing its reason on, and is no timeout', () => {
    const parent = new AbortController();
    const { signal } = deadline(1000, parent.signal);
    parent.abort(new DOMException('gone', 'AbortError'));
    expect(signal.aborted).toBe(true);
    expect(isTimeout(signal.reason)).toBe(false);
    expect(isAbort(signal.reason)).toBe(true);
  });

  it('is aborted at once under an aborted parent', () => {
    const parent = new AbortController();
    parent.abort();
    expect(deadline(1000, parent.signal).signal.aborted).toBe(true);
  });

  it('never aborts once cleared', () => {
    const parent = new AbortController();
    const time = deadline(1000, parent.signal);
    time.clear();
    vi.advanceTimersByTime(5000);
    parent.abort();
    expect(time.signal.aborted).toBe(false);
  });
});

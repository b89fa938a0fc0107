import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS } from '@/config/timings';
import { useDrawnAfterLoad } from '@/lib/use-drawn-after-load';

/** A block skipped during page load (the footer) is drawn once the browser is first idle. */
describe('useDrawnAfterLoad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws nothing before the browser is idle, then draws the block', () => {
    const idle: { callback: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const block = renderHook(() => useDrawnAfterLoad());
    expect(block.result.current).toBe(false);
    expect(idle.map((i) => i.timeout)).toEqual([DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS]);
    act(() => idle[0]?.callback());
    expect(block.result.current).toBe(true);
    block.unmount();
  });

  it('cancels its idle callback when the block goes away first', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    renderHook(() => useDrawnAfterLoad()).unmount();
    expect(cancelled).toEqual([7]);
  });
});

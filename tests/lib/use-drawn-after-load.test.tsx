import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnAfterLoad } from '@/lib/use-drawn-after-load';

/** Blocks skipped during page load are drawn one per idle period, in the order they mounted. */
describe('useDrawnAfterLoad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws nothing before the browser is idle, then one block per idle callback', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const first = renderHook(() => useDrawnAfterLoad());
    const second = renderHook(() => useDrawnAfterLoad());
    expect([first.result.current, second.result.current]).toEqual([false, false]);
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.());
    expect([first.result.current, second.result.current]).toEqual([true, false]);
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.());
    expect([first.result.current, second.result.current]).toEqual([true, true]);
    expect(idle).toHaveLength(0);
  });

  it('forgets a block that unmounted before its turn', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const gone = renderHook(() => useDrawnAfterLoad());
    const kept = renderHook(() => useDrawnAfterLoad());
    gone.unmount();
    act(() => idle.shift()?.());
    expect(kept.result.current).toBe(true);
  });
});

/**
 * The index an arrow, Home or End key moves to in a row of controls (WAI-ARIA
 * tabs and accordion headers): wrapping at both ends; null for any other key.
 */
export function nextIndexForKey(key: string, current: number, count: number, axis: 'horizontal' | 'vertical'): number | null {
  const last = count - 1;
  const [back, forward] = axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return current === last ? 0 : current + 1;
  if (key === back) return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

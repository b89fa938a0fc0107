import { describe, expect, it } from 'vitest';
import { visibleShare } from '@/lib/use-reveal';

describe('visibleShare (how much of an element is in view, for the scroll reveals)', () => {
  const screen = 800;

  it('is 0 below or above the screen, 1 when wholly in view', () => {
    expect(visibleShare(900, 1000, screen)).toBe(0);
    expect(visibleShare(-300, -100, screen)).toBe(0);
    expect(visibleShare(100, 300, screen)).toBe(1);
  });

  it('is the share of the element itself when it is shorter than the screen', () => {
    expect(visibleShare(700, 900, screen)).toBeCloseTo(0.5);
  });

  it('is the share of the screen a tall element fills, so 20 % can be reached', () => {
    // A list five screens tall whose top is 160 px above the bottom edge: a fifth of the screen.
    expect(visibleShare(640, 640 + 5 * screen, screen)).toBeCloseTo(0.2);
    expect(visibleShare(-1000, 3000, screen)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { HINDI_LABEL } from '@/features/site-frame/hindi-label';
import { drawLabel } from '../../scripts/assets/hindi-label';

describe('the drawn "हिन्दी" of the language control', () => {
  it('is the word as HarfBuzz shapes it from the committed Devanagari cut (npx tsx scripts/assets/hindi-label.ts rewrites it)', async () => {
    const drawn = await drawLabel();
    expect(HINDI_LABEL).toEqual(drawn);
    // Four glyph runs at least: the i-matra before ह, the conjunct न्द, the ii-matra; one outline each.
    expect(drawn.path.match(/M/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(drawn.viewBox).toMatch(/^0 0 \d+ \d+$/);
  });
});

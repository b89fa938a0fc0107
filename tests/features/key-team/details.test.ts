import { describe, expect, it } from 'vitest';
import { cleanDetails, toBullets, toParagraphs } from '@/features/key-team/details';

const raw = '  Narayan has 32 years in insurance.\r\nHe is the Principal Officer. He built a desk for 2.6 million claims.\r\n\r\nHe mentors managers.  ';

describe('member details', () => {
  it('are cleaned of stray line-break characters, blank lines and spaces, and trimmed', () => {
    expect(cleanDetails(raw)).toBe(
      'Narayan has 32 years in insurance.\nHe is the Principal Officer. He built a desk for 2.6 million claims.\nHe mentors managers.',
    );
  });

  it('split into bullet sentences at full stops and line breaks, keeping decimals whole', () => {
    expect(toBullets(raw)).toEqual([
      'Narayan has 32 years in insurance.',
      'He is the Principal Officer.',
      'He built a desk for 2.6 million claims.',
      'He mentors managers.',
    ]);
  });

  it('split into one paragraph per line', () => {
    expect(toParagraphs(raw)).toEqual([
      'Narayan has 32 years in insurance.',
      'He is the Principal Officer. He built a desk for 2.6 million claims.',
      'He mentors managers.',
    ]);
    expect(toParagraphs('  \r\n ')).toEqual([]);
  });
});

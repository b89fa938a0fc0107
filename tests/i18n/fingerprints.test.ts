import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Namespace } from '@/content/catalog';
import { englishCopy, translations } from '../../scripts/i18n/copy';
import { CONTENT_DIR, markReviewed, readFingerprints, reviewState, staleReport } from '../../scripts/i18n/fingerprints';

/**
 * Translations that know when they are stale: each namespace of each locale records the
 * fingerprint of the English every key was reviewed against. A failure names the keys whose
 * English changed (or is new, or gone) since; `npm run i18n:review -- --locale <l>` lists them and
 * `--mark <namespace>[:<key>]` records the review (docs/i18n/README.md).
 */
describe('every translation was reviewed against the English of now', () => {
  for (const [locale, loaders] of Object.entries(translations)) {
    for (const ns of Object.keys(loaders) as Namespace[]) {
      it(`${locale}: ${ns}`, () => {
        expect(staleReport(locale, ns, reviewState(englishCopy[ns], readFingerprints(locale, ns)))).toBe('');
      });
    }
  }
});

describe('a change to the English (planted)', () => {
  /** The recorded fingerprints, copied where a test may mark keys without touching the repository's. */
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fingerprints-'));
    cpSync(join(CONTENT_DIR, 'hi', 'fingerprints'), join(dir, 'hi', 'fingerprints'), { recursive: true });
    return dir;
  };
  const changedClaims = () => {
    const { claimsText } = englishCopy.claims;
    return { ...englishCopy.claims, claimsText: { ...claimsText, helpline: { ...claimsText.helpline, hours: 'Monday to Saturday, 09:00 AM to 7:00 PM' } } };
  };

  it('makes its key stale, by name, until it is marked reviewed', () => {
    const dir = scratch();
    const claims = changedClaims();
    const stale = reviewState(claims, readFingerprints('hi', 'claims', dir));
    expect(stale).toEqual({ changed: ['claimsText.helpline.hours'], unreviewed: [], orphaned: [] });
    // The failure names the key and the command that shows it for review.
    const report = staleReport('hi', 'claims', stale);
    expect(report).toContain('English changed since the translation was reviewed: claimsText.helpline.hours');
    expect(report).toContain('npm run i18n:review -- --locale hi --namespace claims');
    expect(markReviewed('hi', 'claims', claims, ['claimsText.helpline.hours'], dir)).toEqual(['claimsText.helpline.hours']);
    expect(reviewState(claims, readFingerprints('hi', 'claims', dir))).toEqual({ changed: [], unreviewed: [], orphaned: [] });
    // The repository's record is untouched: the real English still matches it.
    expect(reviewState(englishCopy.claims, readFingerprints('hi', 'claims')).changed).toEqual([]);
  });

  it('names a new key as never reviewed and a removed one as orphaned', () => {
    const dir = scratch();
    const { helpline, ...rest } = englishCopy.claims.claimsText;
    const claims = { ...englishCopy.claims, claimsText: { ...rest, helpline: { ...helpline, holidays: 'Closed on public holidays' } } };
    expect(reviewState(claims, readFingerprints('hi', 'claims', dir)).unreviewed).toEqual(['claimsText.helpline.holidays']);
    const withoutLead: Record<string, unknown> = { ...englishCopy.claims.claimsText };
    delete withoutLead.lead;
    expect(reviewState({ ...englishCopy.claims, claimsText: withoutLead }, readFingerprints('hi', 'claims', dir)).orphaned).toEqual(['claimsText.lead']);
  });

  it('sees a change in what a text function says', () => {
    const dir = scratch();
    const frame = { ...englishCopy.siteFrame, homeLink: (siteName: string) => `${siteName} home page` };
    expect(reviewState(frame, readFingerprints('hi', 'siteFrame', dir)).changed).toEqual(['homeLink()']);
  });
});

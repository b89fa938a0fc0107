/**
 * Only published privacy-notice versions are accepted (Consent.notice_version is an enum of them,
 * oldest first), and the one the site's forms send is the newest: publishing a notice means adding its
 * date to the contract and to the site together, or this fails.
 */
import { describe, expect, it } from 'vitest';
import { zConsent } from '@generated/zod/send-contact-message.gen';
import { PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { buildConsent } from '@/features/consent/consent';

const published = zConsent.shape.notice_version.options;

describe('the privacy notice version the forms send', () => {
  it('is the last published version in the contract', () => {
    expect(published.at(-1)).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('lists the published versions oldest first, each once, as dates', () => {
    expect([...published].sort()).toEqual([...published]);
    expect(new Set(published).size).toBe(published.length);
    for (const version of published) expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is what a consent built by a form carries, and the contract accepts it', () => {
    const consent = buildConsent({ contact: true, marketing: false });
    expect(consent.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(zConsent.safeParse(consent).success).toBe(true);
    expect(zConsent.safeParse({ ...consent, notice_version: '2026-11-23' }).success).toBe(false);
  });
});

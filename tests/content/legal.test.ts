import { describe, expect, it } from 'vitest';
import { PRIVACY_CALL_CONSENT_DAYS } from '@/config/timings';
import { disclaimer, privacyPolicy, COOKIE_PREFERENCE_KEY } from '@/content/legal';
import { CONSENT_KEY } from '@/features/cookie-consent/consent';

const text = (doc: typeof privacyPolicy) => [...doc.intro, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])])].join(' ');

describe('legal content', () => {
  it('privacy has the spec sections and names the cookie preference the banner stores', () => {
    const headings = privacyPolicy.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Sharing and Disclosure', 'Legal', 'Other Sites', 'Policy Changes', 'Cookies']));
    expect(COOKIE_PREFERENCE_KEY).toBe(CONSENT_KEY);
    expect(text(privacyPolicy)).toContain(`${PRIVACY_CALL_CONSENT_DAYS} days from the date of your registration`);
  });

  it('section anchors are unique within each document', () => {
    for (const doc of [disclaimer, privacyPolicy]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('the disclaimer names Indian law and the courts at Bangalore, Karnataka', () => {
    expect(text(disclaimer)).toContain('governed by the laws of India');
    expect(text(disclaimer)).toContain('courts at Bangalore, Karnataka');
  });
});

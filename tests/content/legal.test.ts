import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { PRIVACY_CALL_CONSENT_DAYS } from '@/config/timings';
import { accessibilityStatement } from '@/content/accessibility';
import { disclaimer, privacyPolicy, COOKIE_PREFERENCE_KEY, PRIVACY_NOTICE_VERSION } from '@/content/legal';
import { CONSENT_KEY } from '@/features/cookie-consent/consent';

const text = (doc: typeof privacyPolicy) => [...doc.intro, ...doc.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])])].join(' ');

describe('legal content', () => {
  it('privacy has the spec sections and names the cookie preference the banner stores', () => {
    const headings = privacyPolicy.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Sharing and Disclosure', 'Legal', 'Other Sites', 'Policy Changes', 'Cookies']));
    expect(COOKIE_PREFERENCE_KEY).toBe(CONSENT_KEY);
  });

  it('privacy is consent-based: no calls despite do-not-disturb lists, no 45-day authorisation (docs/spec-deviations.md)', () => {
    expect(text(privacyPolicy)).not.toMatch(/even if|NCPR|authori[sz]e/i);
    // The only mention of do-not-disturb is that nothing overrides it (TRAI; docs/spec-deviations.md).
    expect(text(privacyPolicy).match(/do-not-disturb|DND/gi)).toEqual(['do-not-disturb', 'DND']);
    expect(text(privacyPolicy)).toContain('it never overrides a do-not-disturb (DND) preference you have registered with your telecom operator');
    expect(text(privacyPolicy)).not.toContain(`${PRIVACY_CALL_CONSENT_DAYS} days`);
    expect(text(privacyPolicy)).toContain('We contact you only as you agreed.');
  });

  it('privacy keeps the spec’s facts: registration details, alerts, sharing for placing insurance, affiliates', () => {
    expect(privacyPolicy.sections.flatMap((s) => s.points ?? [])).toEqual(
      expect.arrayContaining(['First name', 'Last name', 'State', 'City', 'Email address', 'Birth date', 'Gender']),
    );
    expect(text(privacyPolicy)).toContain('mobile number and email address');
    expect(text(privacyPolicy)).toContain('only for the purpose of placing your insurance');
    expect(text(privacyPolicy)).toContain('affiliates, business partners and successors');
  });

  it('privacy is a DPDP notice: itemised data, purposes, keeping, withdrawal, rights, the Board, languages, version', () => {
    const headings = privacyPolicy.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Information We Collect',
        'How We Use Your Information',
        'How Long We Keep It',
        'Withdrawing Your Consent',
        'Your Rights',
        'Complaints and the Data Protection Board',
      ]),
    );
    expect(text(privacyPolicy)).toContain('Data Protection Board of India');
    expect(text(privacyPolicy)).toContain('Eighth Schedule');
    expect(text(privacyPolicy)).toContain(site.email.privacy);
    expect(privacyPolicy.version).toContain(PRIVACY_NOTICE_VERSION);
    expect(privacyPolicy.sections.flatMap((s) => s.links ?? []).map((l) => l.href)).toContain('/privacy/your-data');
  });

  it('section anchors are unique within each document', () => {
    for (const doc of [disclaimer, privacyPolicy, accessibilityStatement]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('the accessibility statement gives the target, the tests, the captcha among the limitations and where to report', () => {
    expect(text(accessibilityStatement)).toContain('WCAG) 2.1 at level AA');
    expect(text(accessibilityStatement)).toContain('axe');
    expect(text(accessibilityStatement)).toContain('keyboard scenarios');
    expect(text(accessibilityStatement)).toMatch(/captcha/);
    expect(text(accessibilityStatement)).toContain(site.email.accessibility);
  });

  it('the disclaimer names Indian law and the courts at Bangalore, Karnataka', () => {
    expect(text(disclaimer)).toContain('governed by the laws of India');
    expect(text(disclaimer)).toContain('courts at Bangalore, Karnataka');
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import type { Namespace } from '@/content/catalog';
import { englishCopy, translations } from '../../scripts/i18n/copy';
import { flatten } from '../../scripts/i18n/flatten';
import { apiExampleTexts, scanEntries, scanText } from '../../scripts/i18n/scan';
import { renderTermbase, TERMBASE_DOC } from '../../scripts/i18n/termbase-doc';

/**
 * The termbase and style sheet (src/content/termbase.ts) hold for every translated text: every
 * namespace of every locale (both glossaries included) and the `hi` examples of openapi.yaml. A
 * failure names the namespace, the key, the rule and the text.
 */
describe('every translated text follows the termbase', () => {
  for (const [locale, loaders] of Object.entries(translations)) {
    for (const [ns, load] of Object.entries(loaders)) {
      it(`${locale}: ${ns}`, async () => {
        const entries = flatten(englishCopy[ns as Namespace], await (load as () => Promise<unknown>)());
        expect(scanEntries(entries, locale as 'hi' | 'ja')).toEqual([]);
      });
    }
  }

  it('hi: the Hindi examples of openapi.yaml', () => {
    const entries = apiExampleTexts();
    expect(entries.length).toBeGreaterThan(100);
    expect(scanEntries(entries, 'hi')).toEqual([]);
  });
});

describe('the scan refuses what the style sheet forbids (planted strings)', () => {
  const rules = (text: string, locale: 'hi' | 'ja' = 'hi', en?: string) => scanText(text, locale, en).map((f) => f.rule);

  it.each([
    ['an AM/PM time', 'सोमवार से शुक्रवार, 09:00 AM से 7:00 PM तक', 'time'],
    ['"Rs."', 'कुल मूल्य Rs. 5 करोड़ से अधिक', 'currency'],
    ['an "M" million', 'जारी की गई पॉलिसियाँ: 9.6M', 'numbers'],
    ['मिलियन', '96 मिलियन पॉलिसियाँ', 'numbers'],
    ['"creative" for constructive', 'रचनात्मक पूर्ण हानि', 'term'],
    ['business indemnity', 'व्यावसायिक क्षतिपूर्ति बीमा', 'term'],
    ['a business loan for trade credit', 'व्यापार ऋण बीमा', 'term'],
    ['देयता, inflected', 'सभी देयताओं का कवर', 'term'],
    ['a drifted surveyor', 'सर्वेयर की हर विज़िट', 'term'],
    ['priority for preference', 'यह एक अनिवार्य प्राथमिकता है', 'term'],
    ['an English word', 'सेवाएँ Loading हो रही हैं', 'english'],
    ['a Latin full stop', 'आपको ऑफ़र नहीं भेजे जाएँगे.', 'full-stop'],
    ['a missing nukta', 'फंड मूल्य', 'spelling'],
    ['a title no officer has', 'शिकायत निवारण अधिकारी: अर्जुन मेहता', 'officer'],
  ])('Hindi: %s', (_what, text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it.each([
    ['クレーム for a claim', '保険金のクレーム', 'term'],
    ['an AM/PM time', '9:00 AM～7:00 PM', 'time'],
    ['an "M" million', '9.6M件', 'numbers'],
    ['an English word', 'サービスをLoading中', 'english'],
  ])('Japanese: %s', (_what, text, rule) => {
    expect(rules(text, 'ja')).toContain(rule);
  });

  it('Japanese passes the acronyms of calls and identity', () => {
    expect(scanText('TRAIの規則：OTP、PIN、SMS、DND、KYC', 'ja')).toEqual([]);
  });

  it('asks for the chosen rendering where the English says the term', () => {
    expect(scanText('बीमाकर्ता पूरी बीमा राशि देता है', 'hi', 'The insurer pays the full sum insured.').map((f) => f.detail)).toEqual([
      'the English says “sum insured”: write “बीमित राशि”',
    ]);
    expect(scanText('बीमाकर्ता पूरी बीमित राशि देता है', 'hi', 'The insurer pays the full sum insured.')).toEqual([]);
  });

  it.each([
    ['पृष्ठांकन is not पृष्ठ', 'पॉलिसी और उसके पृष्ठांकन'],
    ['a survey number in an address', 'सर्वे नं. 115/1, नानकरामगुडा'],
    ['an abbreviation', 'लाइसेंस सं. 381'],
    ['a gloss in brackets', 'जोखिमांकन (अंडरराइटिंग) की प्रक्रिया'],
    ['नो क्लेम बोनस', 'नो क्लेम बोनस बचा'],
    ['an acronym and a brand', 'IRDAI में पंजीकृत Kizuna Bharat'],
    ['the acronyms of calls and identity', 'TRAI के नियम: OTP, PIN, SMS, DND और KYC'],
    ['an English term in brackets', 'औसत खंड (average clause) लागू'],
  ])('Hindi passes: %s', (_what, text) => {
    expect(scanText(text, 'hi')).toEqual([]);
  });

  it('names the namespace key of a planted string', async () => {
    const hi = await translations.hi.claims();
    const planted = { ...hi, claimsText: { ...hi.claimsText, helpline: { ...hi.claimsText.helpline, hours: 'सोमवार से शुक्रवार, 09:00 AM से 7:00 PM तक' } } };
    const found = scanEntries(flatten(englishCopy.claims, planted), 'hi');
    expect(found.some((f) => f.startsWith('claimsText.helpline.hours: time: “AM”'))).toBe(true);
  });

  it('reads the Hindi examples of openapi.yaml: a planted "Rs." is found', () => {
    const dir = mkdtempSync(join(tmpdir(), 'termbase-'));
    const yaml = readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8');
    const planted = yaml.replace('label: सहायता वाले दावों में निपटान', 'label: सहायता वाले दावों में निपटान Rs. 5');
    expect(planted).not.toBe(yaml);
    writeFileSync(join(dir, 'openapi.yaml'), planted);
    expect(scanEntries(apiExampleTexts(dir), 'hi').some((f) => f.includes('currency: “Rs.”'))).toBe(true);
  });
});

describe('cities and addresses our copy builds from the English config', () => {
  it('hi: the head office and its map name the city and the address in Devanagari', async () => {
    const { contactPageText } = await translations.hi.contact();
    expect(contactPageText.mapLabel(site.shortName, site.headOffice.city)).toBe(`${site.shortName} प्रधान कार्यालय, बेंगलुरु`);
    expect(contactPageText.headOfficeAddress).toContain('बेंगलुरु, कर्नाटक');
    expect(scanText(contactPageText.headOfficeAddress, 'hi')).toEqual([]);
  });
});

describe('docs/i18n/termbase.md', () => {
  it('is generated from src/content/termbase.ts (npm run i18n:termbase)', () => {
    expect(readFileSync(TERMBASE_DOC, 'utf8')).toBe(renderTermbase());
  });
});

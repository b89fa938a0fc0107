/**
 * Lists the translations that need review, and marks keys reviewed (docs/i18n/README.md).
 *
 *   npm run i18n:review                                   every locale: what changed, what is new
 *   npm run i18n:review -- --locale hi                    one locale
 *   npm run i18n:review -- --locale hi --namespace claims one namespace, with the English and the translation
 *   npm run i18n:review -- --locale hi --mark claims:claimsText.helpline.hours
 *                                                         after reviewing (and fixing) that translation
 *   npm run i18n:review -- --locale hi --mark claims      every key of the namespace (after reviewing them all)
 *
 * Exits with 1 when something needs review and nothing was marked (so CI or a hook can use it).
 */
import { parseArgs } from 'node:util';
import type { CopyLoaders, Namespace } from '@/content/catalog';
import { englishCopy, translations, type TranslatedLocale } from './copy';
import { flatten } from './flatten';
import { markReviewed, needsReview, readFingerprints, reviewState } from './fingerprints';

const { values } = parseArgs({
  options: {
    locale: { type: 'string' },
    namespace: { type: 'string' },
    mark: { type: 'string', multiple: true },
  },
});

const locales = (values.locale ? [values.locale] : Object.keys(translations)) as TranslatedLocale[];
for (const locale of locales) {
  if (!(locale in translations)) throw new Error(`No translation "${locale}": one of ${Object.keys(translations).join(', ')}`);
}

const namespacesOf = (locale: TranslatedLocale) => Object.keys(translations[locale]) as Namespace[];
const english = (ns: Namespace): unknown => englishCopy[ns];

if (values.mark?.length) {
  for (const locale of locales) {
    for (const spec of values.mark) {
      const [ns, ...rest] = spec.split(':');
      const key = rest.join(':');
      if (!namespacesOf(locale).includes(ns as Namespace)) throw new Error(`${locale} has no namespace "${ns}"`);
      const marked = markReviewed(locale, ns as Namespace, english(ns as Namespace), [key === '' ? '*' : key]);
      console.log(`${locale} ${ns}: ${marked.length} key${marked.length === 1 ? '' : 's'} marked reviewed${marked.length ? `: ${marked.join(', ')}` : ''}`);
    }
  }
  process.exit(0);
}

let pending = 0;
for (const locale of locales) {
  for (const ns of namespacesOf(locale)) {
    if (values.namespace && values.namespace !== ns) continue;
    const state = reviewState(english(ns), readFingerprints(locale, ns));
    if (!needsReview(state)) continue;
    const load = (translations[locale] as Partial<CopyLoaders>)[ns];
    const texts = values.namespace && load ? new Map(flatten(english(ns), await load()).map((e) => [e.key, e])) : undefined;
    console.log(`\n${locale} ${ns}`);
    for (const [label, keys] of [
      ['English changed', state.changed],
      ['never reviewed', state.unreviewed],
      ['no longer in English', state.orphaned],
    ] as const) {
      for (const key of keys) {
        pending += 1;
        console.log(`  ${label}: ${key}`);
        const entry = texts?.get(key);
        if (entry)
          console.log(`      en: ${entry.en.filter((t) => t !== '✗')[0] ?? ''}\n      ${locale}: ${entry.text.filter((t) => t !== '✗')[0] ?? '(none)'}`);
      }
    }
  }
}
if (pending === 0) console.log(`Nothing to review (${locales.join(', ')}).`);
else console.log(`\n${pending} key${pending === 1 ? '' : 's'} to review. After reviewing: npm run i18n:review -- --locale <locale> --mark <namespace>[:<key>]`);
process.exit(pending === 0 ? 0 : 1);

/**
 * Writes docs/i18n/termbase.md from src/content/termbase.ts (the one source): `npm run i18n:termbase`.
 * tests/i18n/termbase.test.ts fails when the document is not what this writes.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CHOICE_RULE,
  CONVENTIONS,
  FORBIDDEN_OFFICER_TITLES,
  HINDI_SPELLING,
  LATIN_ALLOWED,
  LATIN_NAMES,
  OFFICER_TITLES,
  TERMS,
  type Rendering,
} from '@/content/termbase';

export const TERMBASE_DOC = resolve(import.meta.dirname, '../../docs/i18n/termbase.md');

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const variant = (v: string | RegExp) => (typeof v === 'string' ? v : `\`/${v.source}/\``);

function rendering(r: Rendering): string {
  const gloss = r.gloss?.length ? ` (gloss: ${r.gloss.map((g) => `(${g})`).join(', ')})` : '';
  return cell(`**${r.use}**${r.also?.length ? `; also ${r.also.join(', ')}` : ''}${gloss}`);
}

export function renderTermbase(): string {
  const lines = [
    '# Termbase and style sheet (Hindi, Japanese)',
    '',
    '<!-- Generated from src/content/termbase.ts by `npm run i18n:termbase`: edit that file, not this one. -->',
    '',
    'How the site writes every recurring term, and the conventions every translation follows. The',
    'tests scan every translated string, both glossaries and the `hi` examples of `openapi.yaml`',
    'against this (`tests/i18n/termbase.test.ts`); how to translate and review is in [README.md](README.md).',
    '',
    `**Choosing a term.** ${CHOICE_RULE}`,
    '',
    '## Terms',
    '',
    'A forbidden variant is refused anywhere in a translation (a Hindi word with its endings). Where',
    'the English says the term, the translation must contain the chosen rendering (or an *also* form).',
    '',
    '| English | Hindi | Hindi, never | Japanese | Japanese, never | Why |',
    '|---|---|---|---|---|---|',
    ...TERMS.map((t) =>
      [
        '',
        cell(t.en),
        rendering(t.hi),
        cell((t.hi.forbid ?? []).map(variant).join(', ')),
        rendering(t.ja),
        cell((t.ja.forbid ?? []).map(variant).join(', ')),
        cell([t.hi.note, t.ja.note].filter(Boolean).join(' ')),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    '## Conventions',
    '',
    ...CONVENTIONS.flatMap((c) => [
      `### ${c.title}`,
      '',
      c.rule,
      '',
      c.refuses ? `The scan refuses \`/${c.refuses.source}/\` (${c.locales.join(', ')}).` : 'Checked by the review, not by the scan.',
      '',
    ]),
    '## Hindi spelling',
    '',
    '| Not | But |',
    '|---|---|',
    ...HINDI_SPELLING.map(([wrong, right]) => `| ${wrong} | ${right} |`),
    '',
    '## Latin script allowed outside brackets',
    '',
    `- Hindi: ${LATIN_ALLOWED.hi.join(', ')}`,
    `- Japanese: ${LATIN_ALLOWED.ja.join(', ')}`,
    `- Both: the company's registered name, insurers' names (src/content/insurer-forms.ts), product names (src/content/home.ts), and ${LATIN_NAMES.join(', ')}; Japanese pages also people's names.`,
    '',
    '## Officers’ titles',
    '',
    'The same title wherever an officer is named (footer, escalation matrix, privacy notice, your-data page, API examples).',
    '',
    '| English | Hindi | Japanese |',
    '|---|---|---|',
    ...OFFICER_TITLES.map((o) => `| ${o.en} | ${o.hi} | ${o.ja} |`),
    '',
    `Never: ${FORBIDDEN_OFFICER_TITLES.hi.join(', ')} (Hindi); ${FORBIDDEN_OFFICER_TITLES.ja.join(', ')} (Japanese). The titles and names come from src/config/statutory.ts.`,
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(TERMBASE_DOC, renderTermbase());
  console.log(`Wrote ${TERMBASE_DOC}`);
}

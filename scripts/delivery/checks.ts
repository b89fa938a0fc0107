/** Build checks the CSP relies on: no page carries an inline script (but the build's own, allowed by hash) or an inline event handler. */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { htmlFiles } from './files';

const DATA_TYPES = /type="application\/(ld\+)?json"/;

export function inlineScriptProblems(dist: string, allowed: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attrs = match[1] ?? '';
      if (/\ssrc=/.test(attrs) || DATA_TYPES.test(attrs) || allowed.includes(match[2] ?? '')) continue;
      problems.push(`${relative(dist, file)}: inline script ${(match[2] ?? '').slice(0, 60)}…`);
    }
    for (const match of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=\s*["'][^>]*>/gi)) {
      problems.push(`${relative(dist, file)}: inline event handler ${match[0].slice(0, 80)}`);
    }
  }
  return problems;
}

import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository holds no issue tracker, so "issue 13" in a comment points nowhere: a comment says
 * why, or cites a page of docs/, an ADR or a clause of features/clauses.md (ADD-13.consent-block).
 * Feature files may carry tags such as @issue-15; the code and the steps may not name issues.
 */
const root = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'scripts', 'features/steps', 'features/support'];
const TEXT = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.html', '.json', '.md', '.yaml', '.yml']);
/** "issue 12", "Issue #13", "issues 14 and 15", "issue14". */
const ISSUE_REFERENCE = /\bissues? ?#?\d+/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

describe('no comment names an issue number', () => {
  it('recognises the ways an issue is named, and leaves clause names and other numbers alone', () => {
    for (const text of ['(issue 13)', 'Issue 14 adds', 'issues 14 and 15', 'issue #7', 'since issue12']) expect(text).toMatch(ISSUE_REFERENCE);
    for (const text of ['ADD-13.consent-block', '@issue-15', 'tissue 3', 'the issue is 3 days old', 'issued 12 policies'])
      expect(text).not.toMatch(ISSUE_REFERENCE);
  });

  it(`finds none in ${FOLDERS.join(', ')}`, () => {
    const files = FOLDERS.flatMap((folder) => filesUnder(join(root, folder)));
    expect(files.length, 'files read').toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (ISSUE_REFERENCE.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found, 'say why, or cite docs/, an ADR or a clause (features/clauses.md) instead').toEqual([]);
  });
});

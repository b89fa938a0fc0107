import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README is the door and docs/ the house: README stays short, and no link leads out of the repository except to a public site. */
const root = resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;

function markdownUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The targets of a page's Markdown links that are neither a public address nor a fragment, and lead nowhere in the repository. */
function brokenLinks(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .filter((target) => {
      const path = resolve(dirname(file), target.split('#')[0] ?? '');
      return !path.startsWith(root + '/') || !existsSync(path);
    });
}

describe('README and docs/', () => {
  it(`README has at most ${README_MAX_LINES} lines`, () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every relative link of README, CONTRIBUTING and docs/ leads to a file of the repository', () => {
    const pages = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...markdownUnder(join(root, 'docs'))];
    expect(pages.length).toBeGreaterThan(8);
    const broken = pages.flatMap((page) => brokenLinks(page).map((target) => `${relative(root, page)}: ${target}`));
    expect(broken).toEqual([]);
  });

  it('finds a link that leaves the repository or leads nowhere, and lets public sites and fragments be', () => {
    const planted =
      '[a](../shared/guides/architecture.md) [b](docs/no-such-page.md) [c](https://example.org) [d](#here) [e](docs/testing.md#the-step-vocabulary)';
    expect(brokenLinks(join(root, 'README.md'), planted)).toEqual(['../shared/guides/architecture.md', 'docs/no-such-page.md']);
  });
});

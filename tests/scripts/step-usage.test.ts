import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SINGLE_USE_PERCENT } from '../../scripts/step-usage';

const root = resolve(import.meta.dirname, '../..');

/** The gate as `npm test` runs it, in a fixture project of its own (features, steps, cucumber.mjs). */
function gate(fixture: string, ...options: string[]) {
  const done = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/step-usage.ts'), '--list', ...options], {
    cwd: resolve(import.meta.dirname, 'step-usage', fixture),
    encoding: 'utf8',
  });
  return { status: done.status, stdout: done.stdout, stderr: done.stderr };
}

describe('the step-usage gate', () => {
  it('passes a project whose every definition is used, counting an outline and its examples as one line', () => {
    const run = gate('clean');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // "I buy" is written on one line (an outline with two examples): single-use; the other two are on two lines each.
    expect(run.stdout).toContain(`Step definitions: 3; used by one step line only: 1 (33.3 %, at most ${MAX_SINGLE_USE_PERCENT} %); unused: 0`);
    expect(run.stdout).toMatch(/single-use {2}steps\/shop\.steps\.mjs:4 {2}I buy \{int\} apples/);
  });

  it('fails on a definition no scenario uses, and on a step no definition matches, and names them', () => {
    const run = gate('unused');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('unused: 1');
    expect(run.stderr).toContain('unused step definition steps/shop.steps.mjs:6: the shop is closed');
    expect(run.stderr).toContain('no step definition matches features/retired.feature:5: I hold 3 apples');
  });

  it('fails when the share of single-use definitions is above the limit, and says the figure', () => {
    const run = gate('clean', '--max-single-use', '30');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('(33.3 %, at most 30 %)');
    expect(run.stderr).toContain('33.3 % of the step definitions are used by one step line only, above 30 %');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClauses } from '../../scripts/traceability/clauses';
import { evaluate, scenariosFromCucumberJson, type ScenarioRun } from '../../scripts/traceability/report';

const root = resolve(import.meta.dirname, '../..');
const fixtures = resolve(import.meta.dirname, 'fixtures');
const fixtureClauses = readFileSync(join(fixtures, 'clauses.md'), 'utf8');
const fixtureRuns = () => scenariosFromCucumberJson(JSON.parse(readFileSync(join(fixtures, 'acceptance.json'), 'utf8')));

const run = (tags: string[], status: ScenarioRun['status'] = 'passed', name = 'a scenario'): ScenarioRun => ({
  uri: 'features/x.feature',
  line: 1,
  name,
  tags,
  status,
});

/** The checker as `npm run test:acceptance` runs it, on files of the test's choosing. */
function checker(clauses: string, results: string) {
  const dir = mkdtempSync(join(tmpdir(), 'traceability-'));
  writeFileSync(join(dir, 'clauses.md'), clauses);
  const done = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/traceability.ts'), '--clauses', join(dir, 'clauses.md'), '--results', results, '--out', dir],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: done.status, output: `${done.stdout}${done.stderr}`, html: () => readFileSync(join(dir, 'traceability.html'), 'utf8') };
}

describe('the clause list', () => {
  it('reads ids, words, sections and the not-testable and deviation marks', () => {
    const clauses = parseClauses(fixtureClauses);
    expect(clauses.map((c) => c.id)).toEqual(['P1-2.1-header-fixed', 'P1-2.1-logo-home', 'P1-7-api-port-3000', 'ADD-12.callback']);
    expect(clauses[0]).toMatchObject({ text: 'The header is fixed at the top.', section: 'P1 §2.1 Site frame', kind: 'spec' });
    expect(clauses[2]?.notTestable).toBe('needs port 3000');
    expect(clauses[3]?.kind).toBe('addition');
    expect(parseClauses('- `P2-2-x` Words. [deviation: we redirect]')[0]?.deviation).toBe('we redirect');
  });

  it('refuses a duplicate or malformed id', () => {
    expect(() => parseClauses('- `P1-2.1-a` One.\n- `P1-2.1-a` Two.')).toThrow(/used twice/);
    expect(() => parseClauses('- `header fixed` One.')).toThrow(/not P<part>/);
    expect(() => parseClauses('- P1-2.1-a without backticks')).not.toThrow();
  });

  it('is the repository list: every line well formed, ids unique', () => {
    const clauses = parseClauses(readFileSync(join(root, 'features/clauses.md'), 'utf8'));
    expect(clauses.length).toBeGreaterThan(400);
  });
});

describe('the traceability gate', () => {
  it('passes when every testable clause has a passing scenario', () => {
    const report = evaluate(parseClauses(fixtureClauses), fixtureRuns());
    expect(report.ok).toBe(true);
    expect(report.coveredCount).toBe(3);
    expect(report.coverage).toBeCloseTo(75);
    expect(report.uncovered).toEqual([]);
  });

  it('fails on a clause that no scenario names', () => {
    const clauses = parseClauses(`${fixtureClauses}- \`ADD-12.quote-entry\` A quote entry point on every product.\n`);
    const report = evaluate(clauses, fixtureRuns());
    expect(report.ok).toBe(false);
    expect(report.uncovered.map((r) => r.clause.id)).toEqual(['ADD-12.quote-entry']);
  });

  it('counts a clause named only by a failing or skipped scenario as uncovered', () => {
    const clauses = parseClauses('- `P1-2.1-a` One.\n- `P1-2.1-b` Two.');
    const report = evaluate(clauses, [run(['@P1-2.1-a'], 'failed'), run(['@P1-2.1-b'], 'not run')]);
    expect(report.uncovered.map((r) => r.clause.id)).toEqual(['P1-2.1-a', 'P1-2.1-b']);
    expect(report.coverage).toBe(0);
    // …while a static check of the tags (dry run) accepts the skipped one.
    expect(evaluate(clauses, [run(['@P1-2.1-b'], 'not run')], { countNotRun: true }).uncovered.map((r) => r.clause.id)).toEqual(['P1-2.1-a']);
  });

  it('fails on a tag that names no clause, and reports @issue-N scenarios as additions, not errors', () => {
    const clauses = parseClauses('- `P1-2.1-a` One.');
    const report = evaluate(clauses, [run(['@P1-2.1-a']), run(['@P1-2.1-typo'], 'passed', 'typo'), run(['@issue-12'], 'passed', 'wip')]);
    expect(report.unknownTags.map((u) => u.tag)).toEqual(['@P1-2.1-typo']);
    expect(report.ok).toBe(false);
    expect(report.awaitingClauses.get('@issue-12')?.map((r) => r.name)).toEqual(['wip']);
    expect(evaluate(clauses, [run(['@P1-2.1-a']), run(['@issue-12'])]).ok).toBe(true);
  });

  it('reads scenario results from a Cucumber JSON report', () => {
    const runs = fixtureRuns();
    expect(runs.map((r) => r.status)).toEqual(['passed', 'passed', 'passed']);
    const failing = scenariosFromCucumberJson([
      {
        uri: 'f',
        elements: [
          {
            type: 'scenario',
            name: 'x',
            tags: [],
            steps: [{ result: { status: 'passed' } }, { result: { status: 'failed' } }, { result: { status: 'skipped' } }],
          },
        ],
      },
    ]);
    expect(failing[0]?.status).toBe('failed');
  });

  // Two child processes: give them room on a busy machine.
  it('makes the acceptance run fail on an untraced clause, and writes the page with coverage at the top', { timeout: 60_000 }, () => {
    const results = join(fixtures, 'acceptance.json');
    const green = checker(fixtureClauses, results);
    expect(green.output).toContain('3 of 4 clauses (75.0 %)');
    expect(green.status).toBe(0);
    expect(green.html()).toMatch(/<p class="big">75\.0 %<\/p>/);

    const red = checker(`${fixtureClauses}- \`ADD-12.quote-entry\` A quote entry point on every product.\n`, results);
    expect(red.status).toBe(1);
    expect(red.output).toContain('UNTRACED ADD-12.quote-entry');
    expect(red.html()).toContain('ADD-12.quote-entry');
  });
});

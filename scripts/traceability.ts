/**
 * `tsx scripts/traceability.ts`: after the acceptance run, writes
 * reports/traceability.html (clause → scenarios, the gaps, coverage at the top)
 * and reports/traceability.json, and exits 1 when a testable clause of
 * features/clauses.md has no passing scenario or a tag names no clause.
 *
 * Options: --clauses <file> (default features/clauses.md), --results <file>
 * (default reports/acceptance.json), --out <dir> (default reports),
 * --dry-run (the results come from `cucumber-js --dry-run`: a tagged scenario
 * counts even though it did not run; checks the tags only).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseClauses } from './traceability/clauses';
import { evaluate, renderHtml, scenariosFromCucumberJson, summary } from './traceability/report';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    clauses: { type: 'string', default: join(root, 'features/clauses.md') },
    results: { type: 'string', default: join(root, 'reports/acceptance.json') },
    out: { type: 'string', default: join(root, 'reports') },
    'dry-run': { type: 'boolean', default: false },
  },
});

const clauses = parseClauses(await readFile(values.clauses, 'utf8'));
const resultsText = await readFile(values.results, 'utf8').catch(() => '');
if (resultsText.trim() === '') {
  console.error(`Traceability: no acceptance results in ${values.results}; run the acceptance suite first.`);
  process.exit(1);
}
const runs = scenariosFromCucumberJson(JSON.parse(resultsText));
const report = evaluate(clauses, runs, { countNotRun: values['dry-run'] });

await mkdir(values.out, { recursive: true });
await writeFile(join(values.out, 'traceability.html'), renderHtml(report, new Date(), { dryRun: values['dry-run'] }));
await writeFile(
  join(values.out, 'traceability.json'),
  JSON.stringify(
    {
      coverage: Number(report.coverage.toFixed(2)),
      total: report.total,
      covered: report.coveredCount,
      notTestable: report.notTestableCount,
      uncovered: report.uncovered.map((r) => r.clause.id),
      unknownTags: report.unknownTags.map((u) => `${u.tag} ${u.scenario.uri}:${u.scenario.line}`),
      clauses: report.clauses.map((r) => ({
        id: r.clause.id,
        covered: r.covered,
        scenarios: r.scenarios.map((s) => ({ name: s.name, at: `${s.uri}:${s.line}`, status: s.status })),
      })),
    },
    null,
    2,
  ),
);
console.log(summary(report));
console.log(`Written ${join(values.out, 'traceability.html')}`);
process.exit(report.ok ? 0 : 1);

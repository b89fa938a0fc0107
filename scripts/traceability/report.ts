import { CLAUSE_TAG, type Clause } from './clauses';

/** One scenario (one example row of an outline) as the acceptance run saw it. */
export interface ScenarioRun {
  uri: string;
  line: number;
  name: string;
  tags: string[];
  status: 'passed' | 'failed' | 'not run';
}

interface JsonStep {
  result?: { status?: string };
}
interface JsonElement {
  type?: string;
  name?: string;
  line?: number;
  tags?: { name: string }[];
  steps?: JsonStep[];
  before?: JsonStep[];
  after?: JsonStep[];
}
interface JsonFeature {
  uri?: string;
  elements?: JsonElement[];
}

/**
 * The scenarios of Cucumber's JSON report (reports/acceptance.json). A scenario
 * passed only when every step and hook passed; with `dryRun` (a
 * `cucumber-js --dry-run` report) skipped steps count as "not run".
 */
export function scenariosFromCucumberJson(json: unknown): ScenarioRun[] {
  if (!Array.isArray(json)) throw new Error('not a Cucumber JSON report (expected an array of features)');
  return (json as JsonFeature[]).flatMap((feature) =>
    (feature.elements ?? [])
      .filter((element) => (element.type ?? 'scenario') === 'scenario')
      .map((element) => {
        const statuses = [...(element.before ?? []), ...(element.steps ?? []), ...(element.after ?? [])].map((s) => s.result?.status ?? 'unknown');
        const status: ScenarioRun['status'] = statuses.every((s) => s === 'passed')
          ? 'passed'
          : statuses.some((s) => s === 'failed' || s === 'undefined' || s === 'ambiguous' || s === 'pending')
            ? 'failed'
            : 'not run';
        return {
          uri: feature.uri ?? '',
          line: element.line ?? 0,
          name: element.name ?? '',
          tags: (element.tags ?? []).map((t) => t.name),
          status,
        };
      }),
  );
}

export interface ClauseResult {
  clause: Clause;
  scenarios: ScenarioRun[];
  /** At least one scenario naming it passed. */
  covered: boolean;
}

export interface Report {
  clauses: ClauseResult[];
  /** Testable clauses without a passing scenario: each one fails the gate. */
  uncovered: ClauseResult[];
  /** Tags that look like clause ids but name no clause (a typo or a removed clause): each one fails the gate. */
  unknownTags: { tag: string; scenario: ScenarioRun }[];
  /** Scenarios tagged @issue-N (work in progress) that name no clause yet, by issue. */
  awaitingClauses: Map<string, ScenarioRun[]>;
  /** Scenarios that name no clause and no issue. */
  untraced: ScenarioRun[];
  total: number;
  coveredCount: number;
  notTestableCount: number;
  /** Share of all clauses with at least one passing scenario, in per cent. */
  coverage: number;
  ok: boolean;
}

/**
 * Clause → scenarios. A clause counts as covered only through a scenario that
 * passed: one named only by failing or skipped scenarios is uncovered.
 */
export function evaluate(clauses: Clause[], runs: ScenarioRun[], options: { countNotRun?: boolean } = {}): Report {
  const known = new Set(clauses.map((c) => c.id));
  const byClause = new Map<string, ScenarioRun[]>(clauses.map((c) => [c.id, []]));
  const unknownTags: Report['unknownTags'] = [];
  const awaitingClauses = new Map<string, ScenarioRun[]>();
  const untraced: ScenarioRun[] = [];
  for (const run of runs) {
    const clauseTags = run.tags.filter((t) => CLAUSE_TAG.test(t));
    for (const tag of clauseTags) {
      const id = tag.slice(1);
      if (known.has(id)) byClause.get(id)?.push(run);
      else unknownTags.push({ tag, scenario: run });
    }
    if (clauseTags.length > 0) continue;
    const issue = run.tags.find((t) => /^@issue-\d+$/.test(t));
    if (issue) awaitingClauses.set(issue, [...(awaitingClauses.get(issue) ?? []), run]);
    else untraced.push(run);
  }
  const counts = (run: ScenarioRun) => run.status === 'passed' || (options.countNotRun === true && run.status === 'not run');
  const results = clauses.map((clause) => {
    const scenarios = byClause.get(clause.id) ?? [];
    return { clause, scenarios, covered: scenarios.some(counts) };
  });
  const uncovered = results.filter((r) => !r.covered && !r.clause.notTestable);
  const coveredCount = results.filter((r) => r.covered).length;
  return {
    clauses: results,
    uncovered,
    unknownTags,
    awaitingClauses,
    untraced,
    total: clauses.length,
    coveredCount,
    notTestableCount: clauses.filter((c) => c.notTestable).length,
    coverage: clauses.length === 0 ? 0 : (100 * coveredCount) / clauses.length,
    ok: uncovered.length === 0 && unknownTags.length === 0 && runs.length > 0,
  };
}

const where = (run: ScenarioRun) => `${run.uri}:${run.line}`;

/** What the terminal shows after the acceptance run. */
export function summary(report: Report): string {
  const lines = [
    `Traceability: ${report.coveredCount} of ${report.total} clauses (${report.coverage.toFixed(1)} %) have a passing scenario; ` +
      `${report.notTestableCount} marked not testable.`,
  ];
  for (const { clause, scenarios } of report.uncovered) {
    const why = scenarios.length === 0 ? 'no scenario names it' : `its scenarios did not pass: ${scenarios.map(where).join(', ')}`;
    lines.push(`  UNTRACED ${clause.id} (features/clauses.md:${clause.line}): ${why}`);
  }
  for (const { tag, scenario } of report.unknownTags) lines.push(`  UNKNOWN CLAUSE ${tag} on ${where(scenario)} "${scenario.name}"`);
  for (const [issue, runs] of report.awaitingClauses) lines.push(`  ${runs.length} scenario(s) tagged ${issue} await their clauses (reported as additions).`);
  if (report.untraced.length > 0) lines.push(`  ${report.untraced.length} scenario(s) name no clause (listed in reports/traceability.html).`);
  return lines.join('\n');
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function scenarioList(runs: ScenarioRun[]): string {
  if (runs.length === 0) return '<span class="none">no scenario</span>';
  return `<ul>${runs
    .map((r) => `<li><span class="badge ${r.status.replace(' ', '-')}">${r.status}</span> ${esc(r.name)} <code>${esc(where(r))}</code></li>`)
    .join('')}</ul>`;
}

/** The living-documentation page: coverage at the top, the gaps, then every clause with its scenarios. */
export function renderHtml(report: Report, generatedAt: Date, options: { dryRun?: boolean } = {}): string {
  const passing = options.dryRun ? 'tagged (tags checked without running: a dry run)' : 'passing';
  const sections = new Map<string, ClauseResult[]>();
  for (const r of report.clauses) sections.set(r.clause.section, [...(sections.get(r.clause.section) ?? []), r]);
  const row = (r: ClauseResult) => {
    const mark = r.clause.notTestable
      ? `<p class="note">Not testable: ${esc(r.clause.notTestable)}</p>`
      : r.clause.deviation
        ? `<p class="note">Deviation: ${esc(r.clause.deviation)}</p>`
        : '';
    const state = r.covered ? 'covered' : r.clause.notTestable ? 'not-testable' : 'uncovered';
    return `<tr class="${state}" id="${esc(r.clause.id)}"><td><code>${esc(r.clause.id)}</code></td><td>${esc(r.clause.text)}${mark}</td><td>${scenarioList(r.scenarios)}</td></tr>`;
  };
  const gaps =
    report.uncovered.length === 0
      ? '<p>Every testable clause has a passing scenario.</p>'
      : `<ul>${report.uncovered.map((r) => `<li><a href="#${esc(r.clause.id)}"><code>${esc(r.clause.id)}</code></a> ${esc(r.clause.text)}</li>`).join('')}</ul>`;
  const unknown =
    report.unknownTags.length === 0
      ? ''
      : `<h2>Tags that name no clause</h2><ul>${report.unknownTags.map((u) => `<li><code>${esc(u.tag)}</code> on ${esc(u.scenario.name)} <code>${esc(where(u.scenario))}</code></li>`).join('')}</ul>`;
  const awaiting = [...report.awaitingClauses].map(([issue, runs]) => `<h3>${esc(issue)}</h3>${scenarioList(runs)}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Traceability: spec clauses and their scenarios</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1e293b;line-height:1.45}
h1{margin-bottom:0}.lead{font-size:1.1rem}.big{font-size:2.6rem;font-weight:700;color:${report.ok ? '#166534' : '#991b1b'}}
table{border-collapse:collapse;width:100%;margin:8px 0 32px;table-layout:fixed}td{border-top:1px solid #e2e8f0;padding:6px 8px;vertical-align:top;overflow-wrap:anywhere}
td:first-child{width:22%}td:nth-child(2){width:36%}ul{margin:0;padding-left:18px}code{font-size:.85em}
tr.uncovered{background:#fef2f2}tr.not-testable{background:#f8fafc;color:#475569}.note{margin:4px 0 0;font-size:.9em;color:#475569}
.badge{display:inline-block;border-radius:4px;padding:0 6px;font-size:.8em;font-weight:600}.passed{background:#dcfce7;color:#166534}
.failed{background:#fee2e2;color:#991b1b}.not-run{background:#fef9c3;color:#854d0e}.none{color:#991b1b;font-weight:600}
</style></head><body>
<h1>Traceability: spec clauses and their scenarios</h1>
<p class="big">${report.coverage.toFixed(1)} %</p>
<p class="lead">${report.coveredCount} of ${report.total} clauses have at least one ${passing} scenario.
${report.notTestableCount} are marked not testable, with the reason. ${report.uncovered.length} testable clause(s) have none.
The clause list is <code>features/clauses.md</code>; the scenarios are in the <a href="acceptance.html">acceptance report</a>.
Written ${esc(generatedAt.toISOString())}.</p>
<h2>Testable clauses without a passing scenario</h2>${gaps}${unknown}
${[...sections].map(([section, rows]) => `<h2>${esc(section)}</h2><table><tbody>${rows.map(row).join('')}</tbody></table>`).join('\n')}
<h2>Scenarios awaiting their clauses</h2>
<p>Work in progress tagged with its issue (<code>@issue-N</code>): reported here as additions until the lead maps them to clauses.</p>
${awaiting || '<p>None.</p>'}
<h2>Scenarios that name no clause</h2>
${report.untraced.length === 0 ? '<p>None.</p>' : scenarioList(report.untraced)}
</body></html>
`;
}

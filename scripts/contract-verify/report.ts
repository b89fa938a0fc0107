/** The printed table and the JSON / JUnit report files. */
import type { Check } from './derive';
import type { CheckResult, Write } from './run';

export interface RunInfo {
  baseUrl: string;
  mode: 'full' | 'read-only';
  origins: string[];
  timeoutMs: number;
  /** Why the run stopped before its checks, if it did. */
  aborted?: string;
  /** Why the run stopped before its last check: its time budget, or an interruption (Ctrl-C). */
  stopped?: string;
  budgetMs?: number;
  /** Requests sent, by method. */
  sent?: Record<string, number>;
}

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

const label = (c: Check) => `${c.method} ${c.path}`;

export function checkTable(checks: Check[]): string {
  const rows = checks.map((c) => `${pad(label(c), 44)} ${c.kind.padEnd(18)} ${c.title}${c.writes ? '  [writes]' : ''}`);
  return [`${'endpoint'.padEnd(44)} ${'check'.padEnd(18)} what`, ...rows].join('\n');
}

const WORD = { pass: 'pass', fail: 'FAIL', inconclusive: 'INCONCLUSIVE', 'not-checked': 'NOT CHECKED' } as const;

export function counts(results: CheckResult[]) {
  return {
    passed: results.filter((r) => r.status === 'pass').length,
    failed: results.filter((r) => r.status === 'fail').length,
    inconclusive: results.filter((r) => r.status === 'inconclusive').length,
    notChecked: results.filter((r) => r.status === 'not-checked').length,
    warnings: results.reduce((n, r) => n + r.warnings.length, 0),
  };
}

export function resultTable(results: CheckResult[], writes: Write[]): string {
  const rows: string[] = [];
  for (const r of results.filter((x) => x.status !== 'not-checked')) {
    rows.push(`${pad(label(r.check), 44)} ${pad(r.check.title, 52)} ${WORD[r.status]}${r.detail ? `  ${r.detail}` : ''}`);
    for (const w of r.warnings) rows.push(`${' '.repeat(45)}warning: ${w}`);
  }
  const c = counts(results);
  return [
    `${'endpoint'.padEnd(44)} ${'check'.padEnd(52)} result`,
    ...rows,
    '',
    `${c.passed} passed, ${c.failed} failed, ${c.inconclusive} inconclusive, ${c.notChecked} not checked, ${c.warnings} warnings`,
    `${writes.length} valid test submission(s) sent (header X-Conformance-Test: true, name "Conformance Test")${writes.length ? `: ${writes.map((w) => w.path).join(', ')}` : ''}`,
  ].join('\n');
}

export function jsonReport(info: RunInfo, results: CheckResult[], writes: Write[]): string {
  return `${JSON.stringify(
    {
      ...info,
      aborted: info.aborted ?? null,
      stopped: info.stopped ?? null,
      ...counts(results),
      /** What could not be checked, and why (the budget ran out, Ctrl-C). */
      notCheckedIds: results.filter((r) => r.status === 'not-checked').map((r) => r.check.id),
      writes,
      results: results.map((r) => ({
        id: r.check.id,
        kind: r.check.kind,
        method: r.check.method,
        path: r.check.path,
        check: r.check.title,
        status: r.status,
        ok: r.status === 'pass',
        rules: r.check.rules,
        detail: r.detail,
        warnings: r.warnings,
        ms: r.ms,
      })),
    },
    null,
    2,
  )}\n`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junitReport(info: RunInfo, results: CheckResult[]): string {
  const c = counts(results);
  const cases = results
    .map((r) => {
      const inner =
        r.status === 'fail'
          ? `<failure message="${xml(r.detail)}"/>`
          : r.status === 'inconclusive' || r.status === 'not-checked'
            ? `<skipped message="${xml(r.detail)}"/>`
            : '';
      const out = r.warnings.length ? `<system-out>${xml(r.warnings.map((w) => `warning: ${w}`).join('\n'))}</system-out>` : '';
      return `    <testcase classname="${xml(label(r.check))}" name="${xml(r.check.title)}" time="${(r.ms / 1000).toFixed(3)}">${inner}${out}</testcase>`;
    })
    .join('\n');
  const aborted = info.aborted
    ? `    <testcase classname="contract-verify" name="the server can be reached"><error message="${xml(info.aborted)}"/></testcase>\n`
    : '';
  const errors = info.aborted ? 1 : 0;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-verify ${xml(info.baseUrl)} (${info.mode})" tests="${results.length + errors}" failures="${c.failed}" errors="${errors}" skipped="${c.inconclusive + c.notChecked}">\n${aborted}${cases}\n  </testsuite>\n</testsuites>\n`;
}

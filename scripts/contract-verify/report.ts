/** The printed table and the JSON / JUnit report files. */
import type { Check } from './derive';
import type { CheckResult } from './run';

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

export function checkTable(checks: Check[]): string {
  const rows = checks.map((c) => `${pad(`${c.method} ${c.path}`, 44)} ${c.kind.padEnd(18)} ${c.title}`);
  return [`${'endpoint'.padEnd(44)} ${'check'.padEnd(18)} what`, ...rows].join('\n');
}

export function resultTable(results: CheckResult[]): string {
  const rows = results.map(
    (r) =>
      `${pad(`${r.check.method} ${r.check.path}`, 44)} ${pad(r.check.title, 46)} ${r.ok ? 'pass' : 'FAIL'}${r.ok ? '' : `  ${r.detail}`}`,
  );
  const failed = results.filter((r) => !r.ok).length;
  return [
    `${'endpoint'.padEnd(44)} ${'check'.padEnd(46)} result`,
    ...rows,
    '',
    `${results.length - failed} passed, ${failed} failed`,
  ].join('\n');
}

export function jsonReport(baseUrl: string, results: CheckResult[]): string {
  return `${JSON.stringify(
    {
      baseUrl,
      passed: results.filter((r) => r.ok).length,
      failed: results.filter((r) => !r.ok).length,
      results: results.map((r) => ({ id: r.check.id, kind: r.check.kind, method: r.check.method, path: r.check.path, check: r.check.title, ok: r.ok, detail: r.detail })),
    },
    null,
    2,
  )}\n`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junitReport(results: CheckResult[]): string {
  const failures = results.filter((r) => !r.ok).length;
  const cases = results
    .map(
      (r) =>
        `    <testcase classname="${xml(`${r.check.method} ${r.check.path}`)}" name="${xml(r.check.title)}">${
          r.ok ? '' : `<failure message="${xml(r.detail)}"/>`
        }</testcase>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-verify" tests="${results.length}" failures="${failures}">\n${cases}\n  </testsuite>\n</testsuites>\n`;
}

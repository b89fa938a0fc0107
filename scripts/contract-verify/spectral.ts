/**
 * Spectral's `spectral:oas` ruleset on openapi.yaml (ruleset in .spectral.yaml), as part of
 * `npm run lint:contract`. The only findings allowed are the deliberate trailing-slash warnings
 * (`path-keys-no-trailing-slash` on a path that ends in '/'); anything else fails the check.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

interface Finding {
  code: string;
  path: string[];
  message: string;
  severity: number;
  range: { start: { line: number } };
}

const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** A finding we accept on purpose. */
export function isDeliberate(finding: Finding): boolean {
  return finding.code === 'path-keys-no-trailing-slash' && finding.path[0] === 'paths' && (finding.path[1] ?? '').endsWith('/');
}

function spectral(spec: string): Promise<Finding[]> {
  return new Promise((ok, fail) => {
    execFile(
      resolve(root, 'node_modules/.bin/spectral'),
      ['lint', spec, '--ruleset', resolve(root, '.spectral.yaml'), '--format', 'json', '--quiet', '--fail-severity', 'error'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          ok(stdout.trim() ? (JSON.parse(stdout) as Finding[]) : []);
        } catch {
          fail(new Error(`spectral gave no JSON (${error?.message ?? 'no error'}):\n${stderr}${stdout}`));
        }
      },
    );
  });
}

export async function main(spec = resolve(root, 'openapi.yaml')): Promise<number> {
  const findings = await spectral(spec);
  const deliberate = findings.filter(isDeliberate);
  const others = findings.filter((f) => !isDeliberate(f));
  for (const f of deliberate) console.log(`${spec}:${f.range.start.line + 1}  warning  ${f.code}  ${f.path.join('.')}  (deliberate)`);
  for (const f of others) {
    console.error(`${spec}:${f.range.start.line + 1}  ${SEVERITY[f.severity] ?? f.severity}  ${f.code}  ${f.message}  ${f.path.join('.')}`);
  }
  console.log(`spectral:oas: ${others.length} problem(s); ${deliberate.length} deliberate trailing-slash warning(s) (paths end in '/', see .spectral.yaml)`);
  return others.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv[2]);
}

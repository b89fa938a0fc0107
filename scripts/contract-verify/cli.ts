/**
 * `npm run contract:verify -- --base-url http://their-host:8000`
 * Checks a live server against openapi.yaml. Exit codes: 0 all passed,
 * 1 some check failed, 2 server unreachable or bad usage.
 * Options: --spec FILE (default openapi.yaml), --report FILE.json, --junit FILE.xml, --dry-run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContract } from './contract';
import { deriveChecks } from './derive';
import { checkTable, jsonReport, junitReport, resultTable } from './report';
import { runChecks, UnreachableError } from './run';

async function write(file: string, text: string) {
  await mkdir(dirname(resolve(file)), { recursive: true });
  await writeFile(file, text);
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      spec: { type: 'string', default: resolve(import.meta.dirname, '../../openapi.yaml') },
      report: { type: 'string' },
      junit: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: npm run contract:verify -- --base-url URL [--report out.json] [--junit out.xml] [--spec openapi.yaml] [--dry-run]');
    return 0;
  }
  const checks = deriveChecks(await loadContract(values.spec));
  if (values['dry-run']) {
    console.log(checkTable(checks));
    console.log(`\n${checks.length} checks derived from ${values.spec}; nothing was called (--dry-run).`);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error('--base-url is required (e.g. --base-url http://localhost:8000), or use --dry-run');
    return 2;
  }
  try {
    const results = await runChecks(baseUrl, checks);
    console.log(resultTable(results));
    if (values.report) await write(values.report, jsonReport(baseUrl, results));
    if (values.junit) await write(values.junit, junitReport(results));
    return results.every((r) => r.ok) ? 0 : 1;
  } catch (error) {
    if (error instanceof UnreachableError) {
      console.error(`Cannot reach the server: ${error.message}\nIs it running, and is --base-url right?`);
      return 2;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('contract-verify/cli.ts')) {
  process.exitCode = await main(process.argv.slice(2));
}

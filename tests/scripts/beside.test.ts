// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const beside = resolve('scripts/beside.sh');

/** Runs scripts/beside.sh in a scratch package whose scripts print a marker and end with the given code. */
async function besideIn(dir: string, first: string, second: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('sh', [beside, first, second], { cwd: dir });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm test runs two scripts beside each other (scripts/beside.sh)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'beside-'));
    const scripts = {
      'main-fails': 'echo scenario-failed-here; exit 3',
      'main-passes': 'echo main-passed',
      'side-passes': 'echo side-report',
      'side-fails': 'echo side-report; exit 4',
    };
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'beside-test', private: true, scripts }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('repeats the end of a failing first script after the second one’s report, so a log that keeps only its end still names the failure', async () => {
    const { code, out } = await besideIn(dir, 'main-fails', 'side-passes');
    expect(code).toBe(3);
    const repeat = out.lastIndexOf('npm run main-fails failed with exit code 3');
    expect(repeat, 'the repeat heading').toBeGreaterThan(out.indexOf('side-report'));
    expect(out.slice(repeat)).toContain('scenario-failed-here');
  });

  it('prints the second script’s report after the first and fails with its code when only it failed', async () => {
    const { code, out } = await besideIn(dir, 'main-passes', 'side-fails');
    expect(code).toBe(4);
    expect(out.indexOf('side-report')).toBeGreaterThan(out.indexOf('main-passed'));
    expect(out).toContain('npm run side-fails (run beside npm run main-passes) failed with exit code 4');
    expect(out).not.toContain('the last 120 lines');
  });

  it('passes when both pass, and repeats nothing', async () => {
    const { code, out } = await besideIn(dir, 'main-passes', 'side-passes');
    expect(code).toBe(0);
    expect(out.match(/^main-passed$/gm), 'the script’s own line, printed once').toHaveLength(1);
  });
});

// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preflight } from '../../scripts/preflight';
import { installCommand, SYSTEM_DEPS, type SystemDep } from '../../scripts/system-deps';

const root = resolve(import.meta.dirname, '../..');

describe('the preflight of npm test (scripts/preflight.ts)', () => {
  it('stops within seconds, naming the variable and the package, when CHROMIUM_PATH names a missing binary', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      timeout: 60_000,
    });
    const seconds = (Date.now() - started) / 1000;
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium: no such executable');
    expect(run.stderr).toContain('chromium-headless-shell');
    // Nothing else ran: no build, no browser (the run is one Node start; generous for a loaded machine).
    expect(seconds).toBeLessThan(30);
  });

  it('names the exact install command for what is missing, with sudo when not root', () => {
    const missing: SystemDep = { purpose: 'a planted binary', packages: ['planted-package'], present: () => false };
    const present: SystemDep = { purpose: 'there', packages: ['other'], present: () => true };
    const asUser = preflight({}, false, [missing, present]);
    expect(asUser.ok).toBe(false);
    expect(asUser.install).toEqual(['planted-package']);
    expect(asUser.message).toContain('  sudo apt-get install -y planted-package\n');
    expect(preflight({}, true, [missing]).message).toContain('  apt-get install -y planted-package\n');
  });

  it('says what to run once the packages are there (the SQLite binding is installed again after its toolchain)', () => {
    const sqlite = SYSTEM_DEPS.find((d) => d.packages.includes('g++'));
    expect(sqlite?.then).toEqual(['npm', 'install', '--no-save', '--no-audit', '--no-fund', 'better-sqlite3@12.9.0']);
    // Present on this machine: npm test's reference backend scenarios need it.
    expect(sqlite?.present({})).toBe(true);
    const unbuilt: SystemDep = { ...(sqlite as SystemDep), present: () => false };
    expect(preflight({}, false, [unbuilt]).message).toMatch(
      /sudo apt-get install -y g\+\+ make python3\n {2}then: npm install --no-save --no-audit --no-fund better-sqlite3@12\.9\.0\n/,
    );
  });

  it('lists every system dependency of the suite once: Chromium, nginx and its brotli modules, openssl, the CJK font, Java, Firefox ESR, a C++ toolchain', () => {
    const packages = SYSTEM_DEPS.flatMap((d) => d.packages);
    expect(new Set(packages).size).toBe(packages.length);
    expect(packages).toEqual(
      expect.arrayContaining([
        'chromium',
        'chromium-headless-shell',
        'nginx',
        'libnginx-mod-http-brotli-static',
        'libnginx-mod-http-brotli-filter',
        'openssl',
        'fonts-noto-cjk',
        'default-jre-headless',
        'firefox-esr',
        'g++',
      ]),
    );
    expect(installCommand(['a', 'b'], false)).toBe('sudo apt-get install -y a b');
  });
});

/**
 * The first step of `npm test` (and of `.ci/run`): within seconds, is everything the suite needs from
 * the machine there (scripts/system-deps.ts)? As root with apt-get, what is missing is installed
 * (Debian's packages; never a downloaded browser). Otherwise it stops at once with the exact command
 * to run, instead of a build and hundreds of scenarios failing at browser launch.
 *
 * A binary named by an environment variable (CHROMIUM_PATH, NGINX_PATH, JAVA_PATH, FIREFOX_PATH)
 * must exist: installing a package cannot fix a variable that points elsewhere, so that stops at once
 * too. PREFLIGHT_INSTALL=never checks only, even as root.
 */
import { spawnSync } from 'node:child_process';
import { installCommand, isExecutable, onPath, SYSTEM_DEPS, type SystemDep } from './system-deps';

export interface PreflightResult {
  ok: boolean;
  /** Lines for the terminal (stderr when not ok). */
  message: string;
  /** Packages to install, when installing can fix what is missing. */
  install: string[];
  /** Commands to run once they are installed (a missing dependency's `then`). */
  then: (readonly string[])[];
}

/** What is wrong and what would fix it, without changing anything. */
export function preflight(env: NodeJS.ProcessEnv, root: boolean, deps: readonly SystemDep[] = SYSTEM_DEPS): PreflightResult {
  const badOverrides = deps.flatMap((dep) => {
    const value = dep.override ? env[dep.override] : undefined;
    if (!value || isExecutable(value)) return [];
    return [
      `  ${dep.override}=${value}: no such executable. It names ${dep.purpose}. Unset ${dep.override} to use Debian's ${dep.packages.join(' / ')}, or point it at an installed binary.`,
    ];
  });
  if (badOverrides.length > 0) {
    return { ok: false, install: [], then: [], message: ['npm test cannot start: a binary named in the environment is missing.', ...badOverrides].join('\n') };
  }
  const missing = deps.filter((dep) => !(dep.override && env[dep.override]) && !dep.present(env));
  if (missing.length === 0) return { ok: true, install: [], then: [], message: `preflight: ${deps.length} system dependencies present` };
  const install = [...new Set(missing.flatMap((dep) => dep.packages))];
  const then = missing.flatMap((dep) => (dep.then ? [dep.then] : []));
  return {
    ok: false,
    install,
    then,
    message: [
      'npm test needs these Debian packages, missing on this machine:',
      ...missing.map((dep) => `  ${dep.packages.join(', ')}: ${dep.purpose}`),
      'Install them with:',
      `  ${installCommand(install, root)}`,
      ...then.map((command) => `  then: ${command.join(' ')}`),
      '(.ci/run does this as root; npm install && npm start need none of them.)',
    ].join('\n'),
  };
}

function aptInstall(packages: readonly string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  console.log(`preflight: installing ${packages.join(' ')} (Debian packages)`);
  if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', ...packages])) return false;
  if (packages.includes('nginx')) {
    // The package may start the system service; the suite runs its own nginx on a free port.
    spawnSync('sh', ['-c', '(command -v systemctl >/dev/null && systemctl disable --now nginx) || service nginx stop'], { stdio: 'ignore' });
  }
  return true;
}

function main(): number {
  const root = process.getuid?.() === 0;
  const first = preflight(process.env, root);
  if (first.ok) {
    console.log(first.message);
    return 0;
  }
  const canInstall = root && first.install.length > 0 && process.env.PREFLIGHT_INSTALL !== 'never' && onPath('apt-get');
  if (!canInstall || !aptInstall(first.install)) {
    console.error(first.message);
    return 1;
  }
  for (const [command = '', ...args] of first.then) {
    console.log(`preflight: ${[command, ...args].join(' ')}`);
    spawnSync(command, args, { stdio: 'inherit' });
  }
  const again = preflight(process.env, root);
  (again.ok ? console.log : console.error)(again.message);
  return again.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();

/**
 * The one list of what `npm test` needs from the machine (Debian packages), read by the preflight
 * (scripts/preflight.ts, the first step of `npm test`) and so by `.ci/run`, which runs it. `npm install
 * && npm run build` needs none of them; `npm start` serves the build with nginx, as production does.
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SystemDep {
  /** What it is for, in the failure message. */
  purpose: string;
  /** The Debian packages that provide it (installed together when it is missing). */
  packages: readonly string[];
  /** An environment variable that names the binary instead (then it must exist; nothing is installed for it). */
  override?: string;
  /** Whether it is there (the override, when set, is checked by the preflight itself). */
  present: (env: NodeJS.ProcessEnv) => boolean;
  /** A command to run, in the project and as the user, once its packages are there. */
  then?: readonly string[];
}

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A command on the PATH (like `command -v`). */
export function onPath(command: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, command)));
}

/** Whether fontconfig knows a family (fc-list comes with fontconfig, which Chromium depends on). */
function hasFont(family: string): boolean {
  try {
    return execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', timeout: 10_000 }).toLowerCase().includes(family.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Whether the reference backend's SQLite binding loads. better-sqlite3 is an optional dependency:
 * npm downloads its prebuilt binary, or compiles it when it cannot (no network but the npm
 * registry), which needs a C++ toolchain; without one, `npm install` goes on without it (the site
 * needs none of it) and the preflight installs the toolchain, then the package.
 */
const SQLITE_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { optionalDependencies: Record<string, string> })
  .optionalDependencies['better-sqlite3'];

function sqliteLoads(): boolean {
  // In a child process: this one would remember that the package was missing before it was installed.
  const load = "new (require('better-sqlite3'))(':memory:').close()";
  return spawnSync(process.execPath, ['-e', load], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'ignore', timeout: 30_000 }).status === 0;
}

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';
export const NGINX = '/usr/sbin/nginx';
/** Debian's brotli modules for nginx, by the name of the deploy/brotli-<name>.conf that turns each on: scripts/nginx.ts loads those that are there. */
export const NGINX_BROTLI = {
  static: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  filter: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
};
export const FIREFOX_ESR = '/usr/bin/firefox-esr';

export const SYSTEM_DEPS: readonly SystemDep[] = [
  {
    purpose: "the acceptance suite's browser: Debian's Chromium headless shell (or CHROMIUM_PATH); screenshots and the bench use chromium",
    packages: ['chromium', 'chromium-headless-shell', 'fonts-dejavu-core'],
    override: 'CHROMIUM_PATH',
    present: () => isExecutable(HEADLESS_SHELL) || isExecutable(CHROMIUM),
  },
  {
    purpose: 'the web server that serves the build (npm start, the acceptance suite, the bench: a foreground process, never the system service)',
    packages: ['nginx'],
    override: 'NGINX_PATH',
    present: () => isExecutable(NGINX),
  },
  {
    purpose:
      "nginx's brotli modules: the build's .br files (brotli_static), which a phone gets about 15 % smaller than gzip, and pages brotli-compressed as sent (brotli filter), small enough for a new connection's first window (docs/performance.md; the bench measures that shape)",
    packages: ['libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'],
    present: () => isExecutable(NGINX) && Object.values(NGINX_BROTLI).every((module) => existsSync(module)),
  },
  {
    purpose: "openssl, for the self-signed certificate of the bench's TLS front (`npm run bench -- --tls`, scripts/tls-front.ts) and its test",
    packages: ['openssl'],
    present: (env) => onPath('openssl', env),
  },
  {
    purpose: 'a Japanese font for the Japanese pages (none is self-hosted): without it the layout checks measure empty boxes',
    packages: ['fonts-noto-cjk'],
    present: () => hasFont('Noto Sans CJK'),
  },
  {
    purpose: 'Java for the Nu HTML Checker (npm vnu-jar) run over every pre-rendered page',
    packages: ['default-jre-headless'],
    override: 'JAVA_PATH',
    present: (env) => onPath('java', env),
  },
  {
    purpose: 'Firefox ESR for the smoke run over every route in every language (driven over WebDriver BiDi)',
    packages: ['firefox-esr'],
    override: 'FIREFOX_PATH',
    present: () => isExecutable(FIREFOX_ESR),
  },
  {
    purpose: "a C++ toolchain to compile the reference backend's SQLite binding (npm better-sqlite3) when npm could not download its prebuilt binary",
    packages: ['g++', 'make', 'python3'],
    present: sqliteLoads,
    // npm dropped the optional package that failed to build: install it again, as package.json pins it.
    then: ['npm', 'install', '--no-save', '--no-audit', '--no-fund', `better-sqlite3@${SQLITE_VERSION}`],
  },
];

/** The command that installs `packages` (what the preflight runs as root, or asks for). */
export function installCommand(packages: readonly string[], root: boolean): string {
  return `${root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
}

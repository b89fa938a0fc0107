/**
 * The Nu HTML Checker (the W3C validator's engine: npm vnu-jar, run by Debian's Java) over every page
 * the pre-render wrote: each route in each language, the 404 pages and the pages a form posts to
 * without JavaScript. One JVM for all files. Fails on any error not on the allow-list below, and on
 * an allow-list entry that no longer matches anything (so it cannot hide a new error for long).
 * Warnings are printed, not failed on.
 *
 * Not checked: /api-docs/, which is Redoc's own markup (its menu puts <div> in <ul> and <li> in
 * <a>); what we change there is checked by features/delivery.feature (ADD-26.api-docs-head).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative, resolve, sep } from 'node:path';
import { htmlFiles } from './delivery/files';

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Errors the checker's CSS parser reports on CSS that browsers support; each with its reason. */
export const ALLOWED: readonly { message: RegExp; reason: string }[] = [
  {
    message: /^CSS: Unrecognized at-rule “@property”\.?$/,
    reason:
      'CSS Properties and Values API (@property), in every current browser; Tailwind 4 registers its custom properties with it. The checker’s CSS parser predates it.',
  },
  {
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
    reason:
      'Named only inside a feature query Tailwind writes, @supports (… not (margin-trim:inline)): a feature query exists to ask about properties a browser may not know.',
  },
  {
    message: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
    reason:
      'A custom property is a valid transition-property value (CSS Transitions: any property name, custom ones included); the checker’s grammar refuses dashed names.',
  },
];

export interface Verdict {
  errors: VnuMessage[];
  warnings: VnuMessage[];
  allowed: Map<string, number>;
  staleAllowances: string[];
}

export function judge(messages: readonly VnuMessage[], allowed = ALLOWED): Verdict {
  const counts = new Map(allowed.map((a) => [a.message.source, 0]));
  const errors: VnuMessage[] = [];
  const warnings: VnuMessage[] = [];
  for (const message of messages) {
    if (message.type === 'info') {
      if (message.subType === 'warning') warnings.push(message);
      continue;
    }
    const allowance = message.type === 'error' ? allowed.find((a) => a.message.test(message.message)) : undefined;
    if (allowance) counts.set(allowance.message.source, (counts.get(allowance.message.source) ?? 0) + 1);
    else errors.push(message);
  }
  return { errors, warnings, allowed: counts, staleAllowances: [...counts].filter(([, n]) => n === 0).map(([source]) => source) };
}

/** vnu.jar inside the vnu-jar package (its own postinstall, which would download Java, never runs). */
export function vnuJar(): string {
  return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
}

/** Runs the checker once over `files` and gives back its messages. */
export function runVnu(files: readonly string[], java = process.env.JAVA_PATH ?? 'java'): Promise<VnuMessage[]> {
  return new Promise((ok, fail) => {
    const child = spawn(java, ['-Xss4m', '-jar', vnuJar(), '--stdout', '--format', 'json', '--exit-zero-always', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      try {
        ok((JSON.parse(out) as { messages: VnuMessage[] }).messages);
      } catch {
        fail(new Error(`the Nu HTML Checker gave no report (exit ${code}):\n${err}${out}`));
      }
    });
  });
}

/** The pages the checker reads: every HTML file of the build but Redoc's. */
export function pagesToCheck(dist: string): string[] {
  return htmlFiles(dist).filter((file) => !relative(dist, file).split(sep).includes('api-docs'));
}

export async function checkHtml(dist: string): Promise<{ ok: boolean; report: string; pages: number; ms: number }> {
  const started = performance.now();
  const files = pagesToCheck(dist);
  const verdict = judge(await runVnu(files));
  const where = (m: VnuMessage) => `${m.url ? relative(dist, m.url.replace(/^file:/, '')) : '?'}:${m.lastLine ?? '?'}`;
  const lines = [
    `Nu HTML Checker: ${files.length} pages, ${verdict.errors.length} errors, ${verdict.warnings.length} warnings; allowed: ${[...verdict.allowed].map(([s, n]) => `${n} × /${s}/`).join(', ')}`,
    ...verdict.errors.map((m) => `  error ${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`),
    ...verdict.warnings.map((m) => `  warning ${where(m)}: ${m.message}`),
    ...verdict.staleAllowances.map((s) => `  allow-list entry /${s}/ matched nothing: remove it from scripts/check-html.ts`),
  ];
  const ms = Math.round(performance.now() - started);
  return { ok: verdict.errors.length === 0 && verdict.staleAllowances.length === 0, report: lines.join('\n'), pages: files.length, ms };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const result = await checkHtml(dist);
  (result.ok ? console.log : console.error)(`${result.report}\n(${(result.ms / 1000).toFixed(1)} s)`);
  process.exitCode = result.ok ? 0 : 1;
}

/**
 * The scripts inlined into the pages (`*.inline.ts` anywhere under src/): real modules, typed and
 * linted like the rest, compiled here one by one into a minified script that imports nothing (the
 * rules they use, such as the API base rule, come from their own modules), so each page carries their
 * text and the Content-Security-Policy allows exactly that text by its hash.
 */
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/**
 * Every inline module, by its name without `.inline.ts` (consent-flag, boot, early-reads).
 * @internal A test seam (tests/scripts/delivery/boot-early-submit.test.ts).
 */
export function inlineModules(): Record<string, string> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.inline.ts'));
  return Object.fromEntries(files.map((file) => [basename(file, '.inline.ts'), join(src, file)]));
}

/**
 * One inline module compiled for the page: one expression statement, nothing exported.
 * @internal A test seam (tests/scripts/delivery/boot-early-submit.test.ts).
 */
export async function compileInline(file: string): Promise<string> {
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@/': `${src}/` } },
    build: { write: false, minify: true, target: 'es2020', lib: { entry: file, formats: ['iife'], name: 'inline' } },
  })) as Rolldown.RolldownOutput[];
  const code = result[0]?.output[0].code.trim();
  if (!code) throw new Error(`${file} compiled to nothing`);
  return code;
}

/** Every inline script of the site, compiled (`{ boot: "…", … }`). */
export async function compileInlineScripts(): Promise<Record<string, string>> {
  const modules = Object.entries(inlineModules());
  return Object.fromEntries(await Promise.all(modules.map(async ([name, file]) => [name, await compileInline(file)] as const)));
}

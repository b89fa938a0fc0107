/**
 * Every generated file comes from openapi.yaml, and only from it:
 *
 *   generated/api.d.ts        openapi-typescript: `paths` and `components` types of the one openapi-fetch client
 *   generated/zod/zod.gen.ts  @hey-api/openapi-ts with its zod plugin (zod/mini): the validators of answers and forms
 *
 * `npm run generate` writes them; `npm run generate:check` generates into a temporary folder and fails,
 * naming each file, when anything under generated/ differs (changed, missing or extra). CI runs the check.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';

const root = resolve(import.meta.dirname, '..');
const contract = join(root, 'openapi.yaml');
const committed = join(root, 'generated');

/** Writes the whole generated tree into `dir`. */
export async function generateInto(dir: string, spec = contract): Promise<void> {
  await promisify(execFile)(join(root, 'node_modules/.bin/openapi-typescript'), [spec, '-o', join(dir, 'api.d.ts')], { cwd: root });
  await createClient({
    input: spec,
    output: { path: join(dir, 'zod'), entryFile: false },
    logs: { level: 'silent' },
    plugins: [{ name: 'zod', compatibilityVersion: 'mini' }],
  });
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** The generated files that differ between two trees, each with what is wrong. */
export async function drift(expectedDir: string, actualDir: string): Promise<string[]> {
  const expected = await files(expectedDir);
  const actual = await files(actualDir);
  const problems: string[] = [];
  for (const file of expected) {
    if (!actual.includes(file)) problems.push(`generated/${file} is missing`);
    else if ((await readFile(join(expectedDir, file), 'utf8')) !== (await readFile(join(actualDir, file), 'utf8'))) problems.push(`generated/${file} is stale`);
  }
  for (const file of actual) if (!expected.includes(file)) problems.push(`generated/${file} is not generated from the contract`);
  return problems;
}

async function main(check: boolean): Promise<number> {
  if (!check) {
    await rm(join(committed, 'zod'), { recursive: true, force: true });
    await generateInto(committed);
    console.log(`generated/ written from openapi.yaml: ${(await files(committed)).join(', ')}`);
    return 0;
  }
  const scratch = await mkdtemp(join(tmpdir(), 'generate-check-'));
  try {
    await generateInto(scratch);
    const problems = await drift(scratch, committed);
    if (problems.length === 0) {
      console.log(`generated/ matches openapi.yaml (${(await files(scratch)).length} files)`);
      return 0;
    }
    console.error(`${problems.join('\n')}\nRun \`npm run generate\` and commit the result.`);
    return 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.includes('--check'));
}

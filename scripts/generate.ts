/**
 * Every generated file comes from openapi.yaml, and only from it:
 *
 *   generated/api.d.ts              openapi-typescript: `paths` and `components` types of the one openapi-fetch client
 *   generated/zod/<operation>.gen.ts  @hey-api/openapi-ts, zod plugin (zod/mini): one module per operation
 *                                   (list-services.gen.ts, submit-insurance-enquiry.gen.ts…) with the validators
 *                                   of its answer and request body and the component schemas they use
 *
 * One zod module per operation, named after its operationId: a module is never split between
 * chunks, so each page loads the schemas of its own calls only (a single module would put every
 * schema, and the zod features they need, on every page: about 2 KB of gzip JS each). A new
 * operation in the contract gets its module on the next `npm run generate`.
 *
 * `npm run generate` writes them; `npm run generate:check` generates into a temporary folder and fails,
 * naming each file, when anything under generated/ differs (changed, missing or extra). CI runs the check.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient, type UserConfig } from '@hey-api/openapi-ts';
import YAML from 'yaml';

const root = resolve(import.meta.dirname, '..');
const contract = join(root, 'openapi.yaml');
const committed = join(root, 'generated');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `listServices` → `list-services`. */
export const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every operation of the contract as hey-api's filter names it (`GET /api/services/`), with its operationId. */
export async function operationsOf(spec: string): Promise<{ filter: string; id: string }[]> {
  const doc = YAML.parse(await readFile(spec, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const id = item[m]?.operationId;
      if (!id) throw new Error(`${m.toUpperCase()} ${path} has no operationId; every operation needs one (it names its generated module)`);
      return { filter: `${m.toUpperCase()} ${path}`, id };
    }),
  );
}

/** Writes the whole generated tree into `dir`. */
export async function generateInto(dir: string, spec = contract): Promise<void> {
  await promisify(execFile)(join(root, 'node_modules/.bin/openapi-typescript'), [spec, '-o', join(dir, 'api.d.ts')], { cwd: root });
  await rm(join(dir, 'zod'), { recursive: true, force: true });
  const jobs: UserConfig[] = (await operationsOf(spec)).map(({ filter, id }) => ({
    input: spec,
    parser: { filters: { operations: { include: [filter] } } },
    output: { path: join(dir, 'zod'), entryFile: false, clean: false, fileName: { name: () => kebab(id) } },
    logs: { level: 'silent' },
    plugins: [{ name: 'zod', compatibilityVersion: 'mini' }],
  }));
  // @hey-api/shared prints "unsupported type: headers" with console.warn whatever `logs.level` says, for
  // each operation and each of the contract's shared response headers (components/headers) that
  // it reaches: about 3,000 lines per run, hiding the lines that matter in CI's log. The headers are not
  // in the validators (openapi-typescript types them). Only that line is dropped.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!(args.length === 1 && args[0] === UNSUPPORTED_HEADERS)) warn(...args);
  };
  try {
    await createClient(jobs);
  } finally {
    console.warn = warn;
  }
}

/** What hey-api says of a `$ref` to components/headers (see generateInto). */
export const UNSUPPORTED_HEADERS = 'unsupported type: headers';

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
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

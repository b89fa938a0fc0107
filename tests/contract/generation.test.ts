// @vitest-environment node
/**
 * What is generated from openapi.yaml: the validators the forms use follow the contract
 * (change a pattern, regenerate, and the form accepts something else), the drift check sees
 * a stale file, and a second generator (hey-api's TypeScript SDK) produces a client that
 * type-checks under strict settings.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { drift, generateInto, UNSUPPORTED_HEADERS } from '../../scripts/generate';

const root = resolve(import.meta.dirname, '../..');
let scratch: string;

beforeAll(async () => {
  // Inside the repository (.cache/ is ignored by git) so that generated code resolves zod from node_modules.
  await mkdir(join(root, '.cache'), { recursive: true });
  scratch = await mkdtemp(join(root, '.cache', 'generation-test-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the validators are generated from the contract', () => {
  it('a changed pattern in openapi.yaml, regenerated, changes what the enquiry form accepts', async () => {
    const phoneRule = async () => {
      const { ENQUIRY_FIELDS } = await import('@/features/enquiry/EnquiryModal');
      return ENQUIRY_FIELDS.find((f) => f.name === 'phone_num')?.rules[0];
    };
    const before = await phoneRule();
    expect(before?.('1234567890')).toBeUndefined();

    // Indian mobile numbers start with 6, 7, 8 or 9.
    const contract = YAML.parse(await readFile(join(root, 'openapi.yaml'), 'utf8'));
    contract.components.schemas.PhoneNumber.pattern = '^[6-9][0-9]{9}$';
    const spec = join(scratch, 'openapi.yaml');
    await writeFile(spec, YAML.stringify(contract));
    const out = join(scratch, 'generated');
    const warn = vi.spyOn(console, 'warn');
    try {
      await generateInto(out, spec);
      // hey-api's line for each shared response header it reaches is not printed (thousands of lines).
      expect(warn.mock.calls.filter((args) => args[0] === UNSUPPORTED_HEADERS)).toEqual([]);
    } finally {
      warn.mockRestore();
    }

    // PhoneNumber is used by the call-back, enquiry, POSP, data-request and grievance forms, so exactly their modules change.
    expect(await drift(out, join(root, 'generated'))).toEqual([
      'generated/zod/create-data-request.gen.ts is stale',
      'generated/zod/file-grievance.gen.ts is stale',
      'generated/zod/request-callback.gen.ts is stale',
      'generated/zod/submit-insurance-enquiry.gen.ts is stale',
      'generated/zod/submit-posp-application.gen.ts is stale',
    ]);
    const regenerated = join(out, 'zod/submit-insurance-enquiry.gen.ts');
    vi.resetModules();
    vi.doMock('@generated/zod/submit-insurance-enquiry.gen', () => import(regenerated));
    try {
      const after = await phoneRule();
      expect(after?.('1234567890')).toBe('Please enter a valid 10-digit phone number');
      expect(after?.('9876543210')).toBeUndefined();
    } finally {
      vi.doUnmock('@generated/zod/submit-insurance-enquiry.gen');
      vi.resetModules();
    }
  }, 60_000);

  it('the drift check names a file that is missing or was not generated', async () => {
    const a = join(scratch, 'a');
    const b = join(scratch, 'b');
    await mkdir(join(a, 'zod'), { recursive: true });
    await mkdir(b, { recursive: true });
    await writeFile(join(a, 'zod/zod.gen.ts'), 'x');
    await writeFile(join(b, 'extra.ts'), 'y');
    expect(await drift(a, b)).toEqual(['generated/zod/zod.gen.ts is missing', 'generated/extra.ts is not generated from the contract']);
  });
});

describe('a second generator', () => {
  it("hey-api's TypeScript SDK generates from the contract and type-checks strictly", async () => {
    const out = join(scratch, 'sdk');
    await createClient({
      input: join(root, 'openapi.yaml'),
      output: { path: out },
      logs: { level: 'silent' },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    });
    await writeFile(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['sdk'],
      }),
    );
    const tsc = join(root, 'node_modules/.bin/tsc');
    await expect(promisify(execFile)(tsc, ['-p', join(scratch, 'tsconfig.json')], { cwd: scratch })).resolves.toBeDefined();

    const types = await readFile(join(out, 'types.gen.ts'), 'utf8');
    // The alternatives of a client record are a union of two object types, not `unknown & {…}`.
    expect(types).not.toMatch(/unknown &/);
    expect(types).toMatch(/export type ClientRecord = ClientRecordById \| ClientRecordByLegacyId;/);
    expect(types).toMatch(/export type Testimonial = TextTestimonial \| VideoTestimonial;/);
    // PDFs are binary (format: binary), so clients read them as bytes, not text.
    expect(types).toMatch(/GetComplianceFileResponses = \{[^}]*200: Blob \| File;/s);
  }, 120_000);
});

// @vitest-environment node
/**
 * The mutation table is complete (backend/defects.ts): every rule derived from openapi.yaml and
 * every prose rule has a defect (or a stated reason it needs none), every rule a check names is a
 * rule of the table, and every defect of the reference backend is used. No HTTP here: the mutation
 * tests (mutation-derived, mutation-prose) run the rows.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import YAML from 'yaml';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { NAMED_DEFECTS, type NamedDefect } from '../../backend/defect';
import { CONFORMANT_VARIANTS, incomplete, LIMIT_DEFECTS, mutationTable, PROSE_ROWS, WIRE_DEFECTS } from '../../backend/defects';
import { parseContract, type Json, type JsonObject } from '../../scripts/contract-verify/contract';
import { rulesOf } from '../../scripts/contract-verify/derive';
import { derivedRules, PROSE_RULES } from '../../scripts/contract-verify/rules';
import { checksFor, loadSpec, specFile } from './harness';

describe('the mutation table', () => {
  it('gives every derived rule and every prose rule a defect, or a reason it needs none', async () => {
    const doc = await loadSpec();
    const rows = mutationTable(doc);
    expect(incomplete(rows)).toEqual([]);
    const ruled = new Set(rows.map((r) => r.rule));
    expect(
      derivedRules(doc)
        .map((r) => r.id)
        .filter((id) => !ruled.has(id)),
    ).toEqual([]);
    expect(Object.keys(PROSE_RULES).filter((rule) => !rows.some((r) => r.rule === rule && r.defect))).toEqual([]);
    // What the issue asks for by name is among the rows.
    const ids = rows.filter((r) => r.defect).map((r) => r.rule);
    for (const expected of [
      /^GET \/api\/testimonials\/ files named in videoUrl$/,
      /^GET \/api\/testimonials\/ files named in thumbnail$/,
      /^GET \/api\/services\/ files named in img$/,
      /405 header Allow$/,
      /429 header Access-Control-Expose-Headers$/,
      /accepts product="Two-wheeler"$/,
      /accepts request_type="withdraw_consent"$/,
      /^x-limits\.maxBodyBytes$/,
    ]) {
      expect(
        ids.some((id) => expected.test(id)),
        String(expected),
      ).toBe(true);
    }
  });

  it('fails when the contract gains a requirement the table has no defect for', async () => {
    const raw = YAML.parse(await readFile(specFile, 'utf8')) as JsonObject;
    raw['x-limits'] = { ...(raw['x-limits'] as JsonObject), maxHeaderBytes: 8192 };
    const rows = mutationTable(parseContract(YAML.stringify(raw)));
    expect(incomplete(rows)).toEqual(['x-limits.maxHeaderBytes']);
    // A new constraint of a request schema gets its defect by itself.
    const schemas = (raw.components as JsonObject).schemas as JsonObject;
    const name = (((schemas.GrievanceRequest as JsonObject).properties as JsonObject).insurer ?? {}) as JsonObject;
    name.maxLength = 99;
    expect(mutationTable(parseContract(YAML.stringify(raw))).find((r) => r.rule === 'POST /api/grievances/ insurer maxLength')?.defect).toEqual({
      relax: { path: '/api/grievances/', field: 'insurer', keyword: 'maxLength' },
    });
  });

  it('names only rules of the table in the checks, and verifies every rule that has a defect with some check', async () => {
    const doc = await loadSpec();
    const known = new Set([...derivedRules(doc).map((r) => r.id), ...Object.keys(PROSE_RULES)]);
    const checks = [...(await checksFor()), ...(await checksFor({ readOnly: true }))];
    const named = new Set(checks.flatMap(rulesOf));
    expect([...named].filter((rule) => !known.has(rule))).toEqual([]);
    // Rules of the files a list names are verified by the downloads its files check starts.
    const unverified = mutationTable(doc)
      .filter((r) => r.defect && !r.setup?.readOnly)
      .map((r) => r.rule)
      .filter((rule) => !named.has(rule));
    expect([...new Set(unverified)]).toEqual([]);
  });

  it('uses every defect the reference backend has', () => {
    const used = new Set<string>([
      ...Object.values(PROSE_ROWS).flatMap((rows) => rows.map((r) => r.defect)),
      ...Object.values(LIMIT_DEFECTS).flatMap((rows) => rows.map((r) => r.defect)),
      ...CONFORMANT_VARIANTS,
      ...WIRE_DEFECTS,
    ]);
    expect((Object.keys(NAMED_DEFECTS) as NamedDefect[]).filter((d) => !used.has(d))).toEqual([]);
  });

  it('calls a constraint equivalent only when no value tells it apart (sampled against the schema)', async () => {
    const doc = await loadSpec();
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    const equivalent = mutationTable(doc).filter((r) => r.without?.startsWith('equivalent'));
    expect(equivalent.length).toBeGreaterThan(0);
    for (const row of equivalent) {
      const [, path = '', field = '', keyword = ''] = /^POST (\S+) (\S+) (\S+)$/.exec(row.rule) ?? [];
      let prop = doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema as Json;
      for (const name of field.split('.')) prop = ((prop as JsonObject).properties as JsonObject)[name] as Json;
      const original = ajv.compile(prop as JsonObject);
      const mutant = ajv.compile(Object.fromEntries(Object.entries(prop as JsonObject).filter(([k]) => k !== keyword)));
      const items = ((prop as JsonObject).items ?? {}) as JsonObject;
      const pattern = typeof (prop as JsonObject).pattern === 'string' ? new RegExp(String((prop as JsonObject).pattern), 'u') : undefined;
      const values: fc.Arbitrary<Json> = fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom('', ' ', 'x', '  y  '),
        ...(pattern ? [fc.stringMatching(pattern)] : []),
        fc.array(fc.oneof(fc.constantFrom(...((items.enum as Json[] | undefined) ?? ['a'])), fc.string({ maxLength: 3 })), { maxLength: 4 }),
      );
      fc.assert(
        fc.property(values, (value) => original(value) === mutant(value)),
        { numRuns: 300, seed: 24 },
      );
    }
  });
});

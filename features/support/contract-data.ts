/**
 * Answers the contract allows but none of its named examples holds (a client
 * record under its alternative field names, an untitled compliance document…).
 * A step hands the body it needs; it is checked against the 200 response schema
 * of openapi.yaml first, so a scenario can never rely on data a real backend
 * could not send. The request itself still goes to Prism and is validated there.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

const contract = YAML.parse(readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...contract, $id: 'openapi' }, 'openapi');

const pointer = (path: string) => path.replace(/~/g, '~0').replace(/\//g, '~1');

/** Throws unless `body` is a valid 200 answer of `GET apiPath` according to the contract. */
export function assertContractAnswer(apiPath: string, body: unknown): void {
  const validate = ajv.compile({ $ref: `openapi#/paths/${pointer(apiPath)}/get/responses/200/content/application~1json/schema` });
  if (!validate(body)) {
    throw new Error(`The contract does not allow this answer of GET ${apiPath}: ${ajv.errorsText(validate.errors)}`);
  }
}

interface ResponseSpec {
  content?: Record<string, { examples?: Record<string, { value?: unknown }> }>;
}

/**
 * The reference number the contract's first example answer of `POST apiPath` gives (Prism answers with
 * it), so that a step expects the figure the mock sends instead of retyping it.
 */
export function contractReference(apiPath: string): string {
  const operation = (contract.paths as Record<string, { post?: { responses?: Record<string, ResponseSpec> } }>)[apiPath]?.post;
  for (const [status, response] of Object.entries(operation?.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
      const reference = (example.value as { reference?: unknown } | undefined)?.reference;
      if (typeof reference === 'string') return reference;
    }
  }
  throw new Error(`The contract has no example reference for POST ${apiPath}`);
}

/** The value of the named example of the 200 answer of `GET apiPath` in the contract (what Prism answers by default). */
export function contractExample(apiPath: string, name: string): unknown {
  const operation = (contract.paths as Record<string, { get?: { responses?: Record<string, ResponseSpec> } }>)[apiPath]?.get;
  const example = operation?.responses?.['200']?.content?.['application/json']?.examples?.[name];
  if (!example || !('value' in example)) throw new Error(`The contract has no example "${name}" for GET ${apiPath}`);
  return example.value;
}

interface SchemaSpec {
  $ref?: string;
  maxLength?: number;
  properties?: Record<string, SchemaSpec>;
}

/** The `maxLength` the contract gives `field` of the body of `POST apiPath`. */
export function requestMaxLength(apiPath: string, field: string): number {
  const resolveRef = (schema: SchemaSpec | undefined): SchemaSpec | undefined => {
    const name = schema?.$ref?.replace('#/components/schemas/', '');
    return name ? resolveRef((contract.components as { schemas: Record<string, SchemaSpec> }).schemas[name]) : schema;
  };
  const operation = (contract.paths as Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: SchemaSpec }> } } }>)[apiPath]?.post;
  const body = resolveRef(operation?.requestBody?.content?.['application/json']?.schema);
  const max = resolveRef(body?.properties?.[field])?.maxLength;
  if (typeof max !== 'number') throw new Error(`The contract gives "${field}" of POST ${apiPath} no maxLength`);
  return max;
}

/** Running the derived checks against a live server. */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json, JsonObject } from './contract';
import { SITE_ORIGIN, type Check } from './derive';

export interface CheckResult {
  check: Check;
  ok: boolean;
  /** What differed, for a failure. */
  detail: string;
}

export class UnreachableError extends Error {}

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function validator(schema: JsonObject): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** Ajv errors in a backend developer's words: missing field, wrong type, pattern… */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => {
      const at = e.instancePath || '/';
      const p = e.params as Record<string, unknown>;
      switch (e.keyword) {
        case 'required':
          return `missing field "${String(p.missingProperty)}" at ${at}`;
        case 'type':
          return `wrong type at ${at}: expected ${String(p.type)}`;
        case 'pattern':
          return `pattern mismatch at ${at}: must match ${String(p.pattern)}`;
        case 'format':
          return `format mismatch at ${at}: must be ${String(p.format)}`;
        case 'enum':
          return `value at ${at} not in ${JSON.stringify(p.allowedValues)}`;
        case 'additionalProperties':
          return `unexpected field "${String(p.additionalProperty)}" at ${at}`;
        default:
          return `${at} ${e.message ?? e.keyword}`;
      }
    })
    .join('; ');
}

async function call(base: string, check: Check, init: RequestInit, path = check.path): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  } catch (cause) {
    const reason = (cause as { cause?: { code?: string } }).cause?.code ?? (cause as Error).message;
    throw new UnreachableError(`${base}${path}: ${reason}`);
  }
}

async function jsonBody(response: Response): Promise<{ body?: Json; problem?: string }> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { problem: `content type ${type || '(none)'} instead of application/json` };
  try {
    return { body: (await response.json()) as Json };
  } catch {
    return { problem: 'body is not valid JSON' };
  }
}

function schemaProblem(schema: JsonObject | undefined, body: Json | undefined): string | undefined {
  if (!schema) return undefined;
  const validate = validator(schema);
  return validate(body) ? undefined : describeErrors(validate.errors);
}

function statusProblem(check: Check, status: number): string | undefined {
  return check.expectStatus.includes(status) ? undefined : `status ${status}, contract says ${check.expectStatus.join(' or ')}`;
}

function* strings(value: Json | undefined): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

const jsonHeaders = { accept: 'application/json', origin: SITE_ORIGIN };

async function runOne(base: string, check: Check): Promise<string | undefined> {
  switch (check.kind) {
    case 'response-schema': {
      const response = await call(base, check, { headers: jsonHeaders });
      const bad = statusProblem(check, response.status);
      if (bad) return bad;
      const { body, problem } = await jsonBody(response);
      return problem ?? schemaProblem(check.responseSchema, body);
    }
    case 'accepts-valid':
    case 'rejects-invalid': {
      const response = await call(base, check, {
        method: 'POST',
        headers: { ...jsonHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(check.body),
      });
      const bad = statusProblem(check, response.status);
      if (bad) return bad;
      if (!check.responseSchema) return undefined;
      const { body, problem } = await jsonBody(response);
      return problem ?? schemaProblem(check.responseSchema, body);
    }
    case 'file-download': {
      const response = await call(base, check, {});
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200) return `status ${response.status}, contract says 200`;
      return type.startsWith(check.contentType ?? '') ? undefined : `content type ${type || '(none)'} instead of ${check.contentType}`;
    }
    case 'files-downloadable': {
      const list = await call(base, check, { headers: jsonHeaders });
      const { body, problem } = await jsonBody(list);
      if (problem) return problem;
      const routes = check.mediaRoutes ?? [];
      const files = [...new Set([...strings(body)].filter((s) => s.startsWith('/media/')))];
      const problems: string[] = [];
      for (const file of files) {
        const route = routes.find((r) => new RegExp(r.pattern).test(file));
        if (!route) {
          problems.push(`${file}: no such file path in the contract`);
          continue;
        }
        const response = await call(base, check, {}, file);
        const type = response.headers.get('content-type') ?? '';
        if (response.status !== 200) problems.push(`${file}: status ${response.status}`);
        else if (!type.startsWith(route.contentType)) problems.push(`${file}: content type ${type || '(none)'} instead of ${route.contentType}`);
        await response.body?.cancel();
      }
      return problems.length ? problems.join('; ') : undefined;
    }
    case 'cors-response': {
      const init: RequestInit =
        check.method === 'POST'
          ? { method: 'POST', headers: { ...jsonHeaders, 'content-type': 'application/json' }, body: JSON.stringify(check.body) }
          : { headers: jsonHeaders };
      const response = await call(base, check, init);
      await response.body?.cancel();
      const allow = response.headers.get('access-control-allow-origin');
      return allow === '*' || allow === SITE_ORIGIN ? undefined : `CORS: Access-Control-Allow-Origin is ${allow ?? 'missing'}`;
    }
    case 'cors-preflight': {
      const headers: Record<string, string> = { origin: SITE_ORIGIN, 'access-control-request-method': check.preflight?.method ?? 'GET' };
      if (check.preflight?.headers) headers['access-control-request-headers'] = check.preflight.headers;
      const response = await call(base, check, { method: 'OPTIONS', headers });
      await response.body?.cancel();
      const problems: string[] = [];
      if (response.status < 200 || response.status >= 300) problems.push(`CORS: preflight status ${response.status}`);
      const allow = response.headers.get('access-control-allow-origin');
      if (allow !== '*' && allow !== SITE_ORIGIN) problems.push(`CORS: Access-Control-Allow-Origin is ${allow ?? 'missing'}`);
      const methods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
      if (check.preflight?.method === 'POST' && methods && !methods.includes('*') && !methods.includes('POST')) {
        problems.push(`CORS: POST not in Access-Control-Allow-Methods (${methods})`);
      }
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      if (check.preflight?.headers && !allowed.includes('*') && !allowed.includes(check.preflight.headers)) {
        problems.push(`CORS: ${check.preflight.headers} not in Access-Control-Allow-Headers (${allowed || 'missing'})`);
      }
      return problems.length ? problems.join('; ') : undefined;
    }
  }
}

/** Runs every check; an unreachable server stops the run with UnreachableError. */
export async function runChecks(baseUrl: string, checks: Check[]): Promise<CheckResult[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const results: CheckResult[] = [];
  for (const check of checks) {
    const problem = await runOne(base, check);
    results.push({ check, ok: problem === undefined, detail: problem ?? '' });
  }
  return results;
}

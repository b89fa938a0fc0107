import { z } from 'zod/mini';
import { withApiUrls, type KeysOfUnion } from './api-url';
import { apiBase } from './api-client';
import type { Locale } from '@/config/locales';
import { SUBMISSION_BODY_WAIT_MS } from '@/config/timings';
import { isAbort, isTimeout } from './deadline';

/** @internal A test seam (tests/lib/api-boundary.test.ts). */
export class ApiError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type ItemOf<T> = T extends readonly (infer Item)[] ? Item : T;

export interface BoundaryOptions<T> {
  /** Fields of each item that hold URLs (`format: uri-reference` in the contract). */
  urls?: readonly KeysOfUnion<ItemOf<T>>[];
}

/** The language each validated answer says it is in (its Content-Language), by the answer's data. */
const answerLanguages = new WeakMap<object, string>();

/**
 * The language an answer says its texts are in (`Content-Language`: `en` when a backend has no
 * Hindi, or for a page whose language the backend has not, such as Japanese), when it said one.
 * @internal A test seam (tests/lib/api-boundary.test.ts).
 */
export function answerLanguageOf(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' ? answerLanguages.get(data) : undefined;
}

/** `derived` (data made from an answer: sorted, cleaned) with the language of the answer it was made from. */
export function sameAnswer<T extends object>(answer: object, derived: T): T {
  const language = answerLanguages.get(answer);
  if (language) answerLanguages.set(derived, language);
  return derived;
}

/**
 * The `lang` the API texts of `data` need on a page in `locale` (screen readers read them in the
 * right voice): the answer's language when it is not the page's (English texts on a Japanese page,
 * or on a Hindi page when the backend has no Hindi), undefined when it is the page's or unknown.
 */
export function apiTextLang(data: unknown, locale: Locale): string | undefined {
  const language = answerLanguageOf(data)?.toLowerCase();
  if (!language || !/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(language)) return undefined;
  return language.split('-')[0] === locale ? undefined : language;
}

/**
 * Validates a response at the boundary with the schema generated from the contract
 * (generated/zod): a non-2xx answer or a body that does not match becomes an ApiError,
 * never bad data in a component. URL fields are resolved against the API base (a path in an
 * answer is on the API host, openapi.yaml "Paths in answers"); one holding anything but an
 * http(s) URL or a path is emptied, so the page shows its fallback. The answer's
 * Content-Language is kept beside the data (answerLanguageOf).
 */
export async function validated<T>(call: Promise<FetchResult>, schema: z.ZodMiniType<T>, what: string, options: BoundaryOptions<T> = {}): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) {
    throw new ApiError(`${what}: HTTP ${response.status}`, response.status);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(`${what}: response does not match the contract\n${z.prettifyError(parsed.error)}`, response.status);
  }
  const urls = options.urls ?? [];
  const base = urls.length > 0 ? apiBase() : '';
  const resolve = (item: unknown) => (item !== null && typeof item === 'object' ? withApiUrls(item, urls as never, base) : item);
  const result = (urls.length === 0 ? parsed.data : Array.isArray(parsed.data) ? parsed.data.map(resolve) : resolve(parsed.data)) as T;
  const language = response.headers.get('Content-Language')?.trim();
  if (language && result !== null && typeof result === 'object') answerLanguages.set(result, language);
  return result;
}

/** How a submission asks openapi-fetch to leave the success body alone (it may be empty, text or cut off). */
export const UNPARSED = { parseAs: 'stream' } as const;

/** What became of a submission. Only `ok` decides success (part 1 §7); the rest lets a form say more. */
export type SubmitOutcome =
  | { ok: true; /** The backend's reference number, when its body gave one. */ reference?: string }
  | {
      ok: false;
      failure: 'rejected';
      status: number;
      /** Seconds to wait, from a 429's Retry-After. */
      retryAfterS?: number;
      /**
       * Per field of a 400 (the contract's Error.fields, keyed by dotted path), the reasons it was refused:
       * the contract's FieldReason, or a reason of a later contract this build does not know. The
       * backend's `message`s stop here: the form shows its own text for each field and reason.
       */
      fields?: FieldReasons;
    }
  | { ok: false; failure: 'timeout' | 'network' | 'aborted' };

/** Why each field of a submission was refused, by its dotted path (`email`, `consent.notice_version`, `""` for the body). */
export type FieldReasons = Readonly<Record<string, readonly string[]>>;

/** The contract's schemas of a submission's answers (from the operation's generated module). */
export interface SubmissionSchemas {
  /** The optional body of a 2XX (SubmissionAccepted): only its `reference` is used, when it has the contract's format. */
  accepted: z.ZodMiniType<{ reference?: string }>;
  /** The error body (Error): only the reasons of its `fields` are used. */
  error: z.ZodMiniType<{ fields?: Record<string, { reason: string }[]> }>;
}

/**
 * The reasons of a 400's `fields`. By the contract's Error schema when the body matches it; otherwise,
 * when the body only differs by a reason this build does not know (the contract says a later version
 * may add some, and that clients treat them like a reason they have no text for), by the same shape
 * read leniently, so that the field is still pointed out. Anything else gives no fields.
 */
function fieldReasonsOf(body: unknown, error: SubmissionSchemas['error']): FieldReasons | undefined {
  const parsed = error.safeParse(body);
  const fields = parsed.success ? parsed.data.fields : lenientFields(body);
  if (!fields) return undefined;
  const reasons = Object.fromEntries(Object.entries(fields).map(([field, problems]) => [field, problems.map((p) => p.reason)]));
  return Object.keys(reasons).length > 0 ? reasons : undefined;
}

function lenientFields(body: unknown): Record<string, { reason: string }[]> | undefined {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields as Record<string, unknown>);
  const wellFormed = entries.every(
    ([, problems]) => Array.isArray(problems) && problems.every((p: unknown) => typeof (p as { reason?: unknown } | null)?.reason === 'string'),
  );
  return wellFormed ? (fields as Record<string, { reason: string }[]>) : undefined;
}

/**
 * For submissions where only ok / not ok matters (part 1 §7): ok on any 2xx, whatever
 * its body (none, JSON, text/plain, a truncated JSON); not ok on an error answer, a
 * network failure, a timeout (the client's deadline) or an abort. The call must pass
 * UNPARSED so that no body is parsed before the verdict. A 2xx body is then read for a
 * reference number (waiting at most SUBMISSION_BODY_WAIT_MS) and logged; it can never turn
 * success into failure.
 */
export async function submitted(call: () => Promise<FetchResult>, what: string, schemas?: SubmissionSchemas): Promise<SubmitOutcome> {
  let result: FetchResult;
  try {
    result = await call();
  } catch (cause) {
    const failure = isTimeout(cause) ? 'timeout' : isAbort(cause) ? 'aborted' : 'network';
    console.error(`${what}: ${failure === 'network' ? 'network error' : failure}`, cause);
    return { ok: false, failure };
  }
  const { data, error, response } = result;
  if (!response.ok) {
    console.error(`${what}: HTTP ${response.status}`, error);
    const retryAfter = Number(response.headers.get('Retry-After'));
    const fields = schemas ? fieldReasonsOf(error, schemas.error) : undefined;
    return {
      ok: false,
      failure: 'rejected',
      status: response.status,
      ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  const body = bodyText(data).then((text) => {
    console.info(`${what}: accepted`, text ?? '(body unreadable)');
    return text;
  });
  // The verdict is already success; a body slow to arrive is logged later, without its reference.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, SUBMISSION_BODY_WAIT_MS, undefined);
  });
  const text = await Promise.race([body, late]);
  clearTimeout(timer);
  const reference = schemas && text ? referenceIn(text, schemas.accepted) : undefined;
  return reference ? { ok: true, reference } : { ok: true };
}

async function bodyText(data: unknown): Promise<string | undefined> {
  if (data === undefined) return '';
  if (!(data instanceof ReadableStream)) return typeof data === 'string' ? data : JSON.stringify(data);
  try {
    return await new Response(data).text();
  } catch {
    return undefined;
  }
}

function referenceIn(text: string, accepted: SubmissionSchemas['accepted']): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  // The contract's format (SubmissionAccepted.reference) decides what is shown; any other body still counts as success.
  return accepted.safeParse(json).data?.reference;
}

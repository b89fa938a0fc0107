import { z } from 'zod/mini';
import { withSafeUrls, type KeysOfUnion } from './api-url';
import { SUBMISSION_BODY_WAIT_MS } from '@/config/timings';
import { isAbort, isTimeout } from './deadline';

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

/**
 * Validates a response at the boundary with the schema generated from the contract
 * (generated/zod): a non-2xx answer or a body that does not match becomes an ApiError,
 * never bad data in a component. URL fields holding anything but an http(s) URL or a
 * relative path are emptied, so the page shows its fallback.
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
  if (urls.length === 0) return parsed.data;
  const clean = (item: unknown) => (item !== null && typeof item === 'object' ? withSafeUrls(item, urls as never) : item);
  return (Array.isArray(parsed.data) ? parsed.data.map(clean) : clean(parsed.data)) as T;
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
      /** Per-field messages of a 400 (the contract's Error.fields). */
      fields?: Record<string, string[]>;
    }
  | { ok: false; failure: 'timeout' | 'network' | 'aborted' };

/** The contract's schemas of a submission's answers (from the operation's generated module). */
export interface SubmissionSchemas {
  /** The optional body of a 2XX (SubmissionAccepted or the like): only its `reference` is used. */
  accepted: z.ZodMiniType<{ reference?: string }>;
  /** The error body (Error): only its `fields` are used. */
  error: z.ZodMiniType<{ fields?: Record<string, string[]> }>;
}

/** A reference we show: short and plain (it is rendered as text either way). */
const SHOWABLE_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/;

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
    const fields = schemas ? schemas.error.safeParse(error).data?.fields : undefined;
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
  const reference = accepted.safeParse(json).data?.reference?.trim();
  return reference && SHOWABLE_REFERENCE.test(reference) ? reference : undefined;
}

import { z } from 'zod/mini';
import { withSafeUrls, type KeysOfUnion } from './api-url';

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

/**
 * For submissions where only ok / not ok matters (part 1 §7): resolves true on any
 * 2xx, whatever its body (none, JSON, text/plain, a truncated JSON), false on an error
 * answer or a network failure. The call must pass UNPARSED so that no body is parsed
 * before the verdict; the body is logged afterwards without being waited for.
 */
export async function submitted(call: () => Promise<FetchResult>, what: string): Promise<boolean> {
  let result: FetchResult;
  try {
    result = await call();
  } catch (cause) {
    console.error(`${what}: network error`, cause);
    return false;
  }
  const { data, error, response } = result;
  if (!response.ok) {
    console.error(`${what}: HTTP ${response.status}`, error);
    return false;
  }
  logBody(data, what);
  return true;
}

function logBody(data: unknown, what: string): void {
  if (data instanceof ReadableStream) {
    new Response(data).text().then(
      (text) => console.info(`${what}: accepted`, text),
      () => console.info(`${what}: accepted (body unreadable)`),
    );
  } else {
    console.info(`${what}: accepted`, data);
  }
}

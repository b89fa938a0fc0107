import { z } from 'zod/mini';

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

/**
 * Validates a response at the boundary: a non-2xx answer or a body that does
 * not match the contract becomes an ApiError, never bad data in a component.
 */
export async function validated<T>(call: Promise<FetchResult>, schema: z.ZodMiniType<T>, what: string): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) {
    throw new ApiError(`${what}: HTTP ${response.status}`, response.status);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(`${what}: response does not match the contract\n${z.prettifyError(parsed.error)}`, response.status);
  }
  return parsed.data;
}

/**
 * For submissions where only ok / not ok matters (part 1 §7): resolves true on
 * any 2xx, false on an error answer or a network failure. The body is logged.
 */
export async function submitted(call: () => Promise<FetchResult>, what: string): Promise<boolean> {
  try {
    const { data, error, response } = await call();
    if (response.ok) {
      console.info(`${what}: accepted`, data);
      return true;
    }
    console.error(`${what}: HTTP ${response.status}`, error);
    return false;
  } catch (cause) {
    console.error(`${what}: network error`, cause);
    return false;
  }
}

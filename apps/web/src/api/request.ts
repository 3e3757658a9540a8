import { T } from '../shared/locale';

/** A field-level problem the server reported, in the API's `details` shape. */
export interface FieldProblem {
  path: string;
  msg: string;
}

/**
 * A failed call. `sentence` is what the server said (its `error`), or for a call that never reached it (status 0)
 * why not; null when the server answered without one. The screen adds its own fallback through {@link errorMessage}.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly sentence: string | null,
    readonly details: FieldProblem[] = [],
  ) {
    super(sentence ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

interface CallResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The one request-error handler: resolves to the answer, or throws an ApiError carrying the server's `error` and
 * per-field `details`; a call that never reached the server says so.
 */
export async function call<D>(pending: Promise<CallResult<D>>): Promise<D> {
  let result: CallResult<D>;
  try {
    result = await pending;
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(0, timedOut ? T.timeoutError : T.networkError);
  }
  if (result.response.ok) return result.data as D;
  const body = (typeof result.error === 'object' && result.error) as { error?: unknown; details?: unknown } | false;
  const serverText = body && typeof body.error === 'string' ? body.error : null;
  const details = body && Array.isArray(body.details) ? (body.details as FieldProblem[]) : [];
  throw new ApiError(result.response.status, serverText, details);
}

/**
 * The sentence to show for any error a call threw: the server's own, else the screen's `fallback` (the spec's text
 * for that failure), which also leads the reason when the server could not be reached.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.sentence === null) return fallback;
  return error.status === 0 ? `${fallback}: ${error.sentence}` : error.sentence;
}

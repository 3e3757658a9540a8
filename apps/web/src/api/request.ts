import { T } from '../shared/locale';

/** A field-level problem the server reported, in the API's `details` shape. */
export interface FieldProblem {
  path: string;
  msg: string;
}

/** A failed call, carrying the sentence to show a person and the server's per-field problems. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface CallResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * The one request-error handler: resolves to the answer, or throws an ApiError whose message is the server's
 * `error`, else the screen's `fallback`; a call that never reached the server says so.
 */
export async function call<D>(pending: Promise<CallResult<D>>, fallback: string): Promise<D> {
  let result: CallResult<D>;
  try {
    result = await pending;
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(`${fallback}: ${timedOut ? T.timeoutError : T.networkError}`, 0);
  }
  if (result.response.ok) return result.data as D;
  const body = (typeof result.error === 'object' && result.error) as { error?: unknown; details?: unknown } | false;
  const serverText = body && typeof body.error === 'string' ? body.error : null;
  const details = body && Array.isArray(body.details) ? (body.details as FieldProblem[]) : [];
  throw new ApiError(serverText ?? fallback, result.response.status, details);
}

/** The sentence to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldError } from '#common';

/** The one error body of the API: an Arabic sentence for a person, and per-field details for bad input. */
export interface ErrorBody {
  error: string;
  details?: FieldError[];
}

/**
 * An error the services throw on purpose. The message is the Arabic sentence the person reads; the global filter
 * turns it into `{ error, details }` with the given status.
 */
export class ApiError extends HttpException {
  /** A 429's wait in whole seconds, sent as its Retry-After header. */
  retryAfterSeconds?: number;

  constructor(status: HttpStatus, message: string, details?: FieldError[]) {
    super(details ? { error: message, details } : { error: message }, status);
  }

  static badRequest(message: string, details?: FieldError[]): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, message, details);
  }
  /**
   * A refusal of one field's value (400 unless `status` says otherwise, as a 409 for a taken e-mail): its sentence
   * is the `error` a person reads and the field's message in `details`, so a form can show it beside the field.
   */
  static field(path: string, message: string, status: HttpStatus = HttpStatus.BAD_REQUEST): ApiError {
    return new ApiError(status, message, [{ path, msg: message }]);
  }
  static unauthorized(message: string): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, message);
  }
  static forbidden(message: string): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, message);
  }
  static notFound(message: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, message);
  }
  static conflict(message: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, message);
  }
  /** A 429 after a throttle's wait (in ms): the sentence names the minutes, the Retry-After header the seconds. */
  static tooManyRequests(sentence: (minutes: number) => string, waitMs: number): ApiError {
    const error = new ApiError(HttpStatus.TOO_MANY_REQUESTS, sentence(Math.ceil(waitMs / 60_000)));
    error.retryAfterSeconds = Math.ceil(waitMs / 1000);
    return error;
  }
}

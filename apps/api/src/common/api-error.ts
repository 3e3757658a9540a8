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
  constructor(status: HttpStatus, message: string, details?: FieldError[]) {
    super(details ? { error: message, details } : { error: message }, status);
  }

  static badRequest(message: string, details?: FieldError[]): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, message, details);
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
  static tooManyRequests(message: string): ApiError {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}

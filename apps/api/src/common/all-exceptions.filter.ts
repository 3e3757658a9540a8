import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { MESSAGES } from '#common';
import { isUniqueViolation } from '../database/errors.js';
import { ApiError, type ErrorBody } from './api-error.js';

/** The wait a 429 without one of its own names: its fallback sentence's minutes. */
const FALLBACK_RETRY_MINUTES = 15;

/** Arabic sentences for statuses that reach the filter without one of ours (framework or library errors). */
const FALLBACK: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: MESSAGES.validation.invalidBody,
  [HttpStatus.UNAUTHORIZED]: MESSAGES.auth.unauthenticated,
  [HttpStatus.FORBIDDEN]: MESSAGES.errors.forbidden,
  [HttpStatus.NOT_FOUND]: MESSAGES.errors.routeNotFound,
  [HttpStatus.CONFLICT]: MESSAGES.errors.conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: MESSAGES.errors.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: MESSAGES.errors.unsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: MESSAGES.auth.tooManyAttempts(FALLBACK_RETRY_MINUTES),
};

/**
 * The single exception filter: every failure leaves the API as `{ error, details? }` with an Arabic `error`.
 * Our own {@link ApiError} bodies pass through; anything else keeps its status but gets an Arabic sentence, and
 * unexpected errors are logged and answered 500 without a stack or SQL text.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    // Every 429 says when to come back, in seconds (RFC 9110), so clients need not guess from the Arabic sentence.
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      const seconds = exception instanceof ApiError && exception.retryAfterSeconds ? exception.retryAfterSeconds : FALLBACK_RETRY_MINUTES * 60;
      response.setHeader('Retry-After', String(seconds));
    }
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null && typeof (payload as ErrorBody).error === 'string' && isArabic((payload as ErrorBody).error)) {
        return { status, body: payload as ErrorBody };
      }
      return { status, body: { error: FALLBACK[status] ?? (status >= 500 ? MESSAGES.errors.internal : MESSAGES.validation.invalidBody) } };
    }
    if (isUniqueViolation(exception)) return { status: HttpStatus.CONFLICT, body: { error: MESSAGES.errors.conflict } };
    // body-parser and similar express errors carry a numeric status of their own.
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: { error: FALLBACK[status] ?? MESSAGES.validation.invalidBody } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: MESSAGES.errors.internal } };
  }
}

function isArabic(text: string): boolean {
  return /[\u0600-\u06FF]/.test(text);
}

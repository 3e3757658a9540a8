import type { PipeTransform } from '@nestjs/common';
import { isCalendarDate, MESSAGES, NATIONAL_ID_PATTERN } from '#common';
import { ApiError } from './api-error.js';

/** The largest id a table holds (a signed 32-bit INT column). */
export const MAX_ID = 2_147_483_647;

/** A canonical decimal id: no sign, no leading zero, no space, no exponent, no hexadecimal. */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

/**
 * Parses a numeric path id. Only the canonical decimal form of 1..{@link MAX_ID} is an id ('0x10', '+1', ' 1' and
 * '1e0' are not); anything else is a 404, as an id that names nothing.
 */
class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = CANONICAL_ID.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw ApiError.notFound(MESSAGES.errors.notFound);
    return id;
  }
}

export const idPipe = new IdPipe();

/**
 * A user's key in a path: a 10-digit national ID, exactly. Anything else names no user: 404 with the users'
 * not-found sentence, the same answer as an ID outside the caller's scope.
 */
class NationalIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!NATIONAL_ID_PATTERN.test(value)) throw ApiError.notFound(MESSAGES.users.notFound);
    return value;
  }
}

export const nationalIdPipe = new NationalIdPipe();

/** A calendar day in a path, YYYY-MM-DD: anything else is a 400 with the invalid-date sentence. */
class DatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isCalendarDate(value)) throw ApiError.field('date', MESSAGES.validation.invalidDate);
    return value;
  }
}

export const datePipe = new DatePipe();

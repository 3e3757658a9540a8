import { ParseIntPipe } from '@nestjs/common';
import { MESSAGES } from '#common';
import { ApiError } from './api-error.js';

/** Parses a numeric path id; anything else is a 404, as an id that names nothing. */
export const idPipe = new ParseIntPipe({ exceptionFactory: () => ApiError.notFound(MESSAGES.errors.notFound) });

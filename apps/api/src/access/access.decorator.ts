import { applyDecorators, HttpStatus, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { PRIVILEGE_ACTION_LABELS, PRIVILEGE_CATEGORY_LABELS, type AccessRule } from '#common';
import { ErrorResponseDto } from '../common/error-response.dto.js';

export const ACCESS_RULE = 'access:rule';

/** Error answers an endpoint may document besides the 401 and 403 every protected one has. */
type ErrorStatus =
  HttpStatus.BAD_REQUEST | HttpStatus.UNAUTHORIZED | HttpStatus.NOT_FOUND | HttpStatus.CONFLICT | HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  [HttpStatus.BAD_REQUEST]: 'Bad input: an Arabic error with details per field',
  [HttpStatus.UNAUTHORIZED]: 'Wrong credentials',
  [HttpStatus.NOT_FOUND]: "Not found, or outside the caller's scope (the two answer the same)",
  [HttpStatus.CONFLICT]: 'Conflicts with existing data',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many attempts; try again later',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'A service the call needs is down',
};

export interface AccessOptions {
  /** More words for the Swagger description: scoping, side effects. */
  notes?: string;
  /** The error answers this endpoint gives, each with the default description or its own. */
  errors?: readonly (ErrorStatus | readonly [ErrorStatus, string])[];
}

function describe(rule: AccessRule): string {
  if (rule.public) return 'Access: public, no token.';
  const parts: string[] = [];
  if (rule.roles?.length) parts.push(`roles ${rule.roles.join(', ')}`);
  if (rule.privilege) {
    const { category, action } = rule.privilege;
    parts.push(`privilege ${category}.${action} (${PRIVILEGE_CATEGORY_LABELS[category]}: ${PRIVILEGE_ACTION_LABELS[action]})`);
  }
  const who = parts.length ? parts.join(', or ') : 'any signed-in user';
  return `Access: ${who}${rule.allowLimited ? '; also accounts pending approval' : ''}.`;
}

/**
 * Sets an endpoint's access rule (one of libs/common's `RULES`) together with its Swagger summary, the bearer
 * requirement and every documented error answer in the one error body, so the rule and its documentation cannot
 * drift apart. The access guard refuses a handler without it.
 */
export function Access(summary: string, rule: AccessRule, options: AccessOptions = {}): MethodDecorator {
  const description = [describe(rule), options.notes].filter(Boolean).join('\n\n');
  const errors = new Map<number, string>();
  if (!rule.public) {
    errors.set(HttpStatus.UNAUTHORIZED, 'No token, or an expired one');
    errors.set(HttpStatus.FORBIDDEN, 'The role or privilege does not allow this');
  }
  for (const entry of options.errors ?? []) {
    const [status, text] = typeof entry === 'number' ? [entry, ERROR_DESCRIPTIONS[entry]] : entry;
    errors.set(status, text);
  }
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    ApiOperation({ summary, description }),
    ...(rule.public ? [] : [ApiBearerAuth()]),
    ...[...errors].map(([status, text]) => ApiResponse({ status, description: text, type: ErrorResponseDto })),
  );
}

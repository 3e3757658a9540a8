import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PRIVILEGE_ACTION_LABELS, PRIVILEGE_CATEGORY_LABELS, type PrivilegeRequirement, type Role } from '#common';
import { ErrorResponseDto } from '../common/error-response.dto.js';

/** The access rule of one endpoint. Every handler states one; the access guard refuses handlers without it. */
export type AccessRule =
  | { public: true }
  | {
      public?: false;
      /** Roles admitted outright. Empty or absent with no privilege: any signed-in user. */
      roles?: readonly Role[];
      /** Admits a user outside `roles` whose privileges allow this (libs/common `can`). */
      privilege?: PrivilegeRequirement;
      /** Also admits accounts with limited access (pending or inactive). */
      allowLimited?: boolean;
    };

export const ACCESS_RULE = 'access:rule';

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
 * Sets an endpoint's access rule together with its Swagger summary, the bearer requirement and the documented
 * 401/403 answers, so the rule and its documentation cannot drift apart.
 */
export function Access(summary: string, rule: AccessRule, notes?: string): MethodDecorator {
  const description = [describe(rule), notes].filter(Boolean).join('\n\n');
  const decorators = [SetMetadata(ACCESS_RULE, rule), ApiOperation({ summary, description })];
  if (!rule.public) {
    decorators.push(
      ApiBearerAuth(),
      ApiUnauthorizedResponse({ description: 'No token, or an expired one', type: ErrorResponseDto }),
      ApiForbiddenResponse({ description: 'The role or privilege does not allow this', type: ErrorResponseDto }),
    );
  }
  return applyDecorators(...decorators);
}

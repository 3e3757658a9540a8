import { MESSAGES, ROLE_LEVELS, type Role } from '#common';
import { ApiError } from './api-error.js';

/**
 * The ceiling of every path that creates an account or sets a role: nobody makes or promotes an account to a role
 * above their own (levels: admin 5 down to student 0), whatever privileges they were granted. A grant such as
 * users.manage widens what a person may do, never whom they may make. Refused with 403 and an Arabic sentence.
 */
export function refuseRoleAboveOwn(caller: { role: Role }, role: Role): void {
  if (ROLE_LEVELS[role] > ROLE_LEVELS[caller.role]) throw ApiError.forbidden(MESSAGES.users.roleAboveOwn);
}

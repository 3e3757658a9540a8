import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccountStatus, Permissions, Role } from '#common';

/** The signed-in caller, loaded fresh from the database on every request. */
export interface AuthUser {
  id: string;
  role: Role;
  is_active: boolean;
  account_status: AccountStatus;
  school_id: number | null;
  /** The user's own grants; loaded only when a rule needs them. */
  permissions?: Permissions;
}

/** Injects the signed-in caller into a handler parameter. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest().user;
});

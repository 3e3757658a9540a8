import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES, type AccessRule } from '#common';
import { ApiError } from '../common/api-error.js';
import { ACCESS_RULE } from './access.decorator.js';
import { AccessService } from './access.service.js';
import type { AuthUser } from './auth-user.js';

/**
 * The one access guard. It reads the handler's {@link AccessRule}: a handler without one is refused (and the
 * route-inventory test fails); otherwise {@link AccessService.requireRule} answers: a limited account passes only
 * rules that allow it, then the role list admits, or else the privilege with the caller's stored grants.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<AccessRule | undefined>(ACCESS_RULE, context.getHandler());
    if (!rule) throw ApiError.forbidden(MESSAGES.errors.forbidden);
    if (rule.public) return true;

    const user: AuthUser = context.switchToHttp().getRequest().user;
    await this.access.requireRule(user, rule);
    return true;
  }
}

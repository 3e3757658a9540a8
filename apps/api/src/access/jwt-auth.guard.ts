import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES, type AccessRule } from '#common';
import { ApiError } from '../common/api-error.js';
import { ACCESS_RULE } from './access.decorator.js';

/**
 * Deny by default: every request needs a valid bearer token unless its handler's rule is public; a public rule that
 * reads the session checks the token when one is sent.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const rule = this.reflector.get<AccessRule | undefined>(ACCESS_RULE, context.getHandler());
    // A public call that reads the session (staff registration) authenticates only when a token is sent.
    if (rule?.public && !(rule.readsSession && context.switchToHttp().getRequest().headers.authorization)) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error) throw error;
    if (!user) {
      const noToken = info instanceof Error && /No auth token/i.test(info.message);
      throw ApiError.unauthorized(noToken ? MESSAGES.auth.unauthenticated : MESSAGES.auth.sessionExpired);
    }
    return user;
  }
}

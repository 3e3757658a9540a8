import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { MESSAGES, type AccessRule } from '#common';
import { ApiError } from '../common/api-error.js';
import { ACCESS_RULE } from './access.decorator.js';
import type { AuthUser } from './auth-user.js';
import { bearerToken, SessionTokens } from './session-token.js';

/**
 * Deny by default: every request needs a valid bearer token unless its handler's rule is public; a public rule that
 * reads the session checks the token when one is sent. The caller is put on the request as `user`.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<AccessRule | undefined>(ACCESS_RULE, context.getHandler());
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const header = request.headers.authorization;
    // A public call that reads the session (staff registration) authenticates only when a token is sent.
    if (rule?.public && !(rule.readsSession && header)) return true;
    const token = bearerToken(header);
    if (!token) throw ApiError.unauthorized(MESSAGES.auth.unauthenticated);
    request.user = await this.sessions.caller(token);
    return true;
  }
}

import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { AccessService } from './access.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { SessionJwtModule, SessionTokens } from './session-token.js';

/**
 * Deny-by-default access: the JWT guard, then the access guard, on every route; the row-level access service; and the
 * session tokens' signer, which sign-in uses too.
 */
@Global()
@Module({
  imports: [SessionJwtModule],
  providers: [AccessService, SessionTokens, { provide: APP_GUARD, useClass: JwtAuthGuard }, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessService, SessionJwtModule],
})
export class AccessModule {}

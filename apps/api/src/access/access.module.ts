import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { AccessService } from './access.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

/** Deny-by-default access: the JWT guard, then the access guard, on every route; and the row-level access service. */
@Global()
@Module({
  providers: [AccessService, { provide: APP_GUARD, useClass: JwtAuthGuard }, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessService],
})
export class AccessModule {}

import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';

/** Sign-in and the signed-in user; the token signer comes from the global access module. */
@Module({
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle],
  exports: [AuthService],
})
export class AuthModule {}

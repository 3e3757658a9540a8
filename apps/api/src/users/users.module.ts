import { Module } from '@nestjs/common';
import { RegistrationService } from './registration.service.js';
import { UserReader } from './user.reader.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersService, RegistrationService, UserReader],
  exports: [UsersService, RegistrationService, UserReader],
})
export class UsersModule {}

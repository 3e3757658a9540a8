import { Module } from '@nestjs/common';
import { RegistrationService } from './registration.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({ controllers: [UsersController], providers: [UsersService, RegistrationService], exports: [UsersService, RegistrationService] })
export class UsersModule {}

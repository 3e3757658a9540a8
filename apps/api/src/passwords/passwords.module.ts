import { Module } from '@nestjs/common';
import { PasswordsController } from './passwords.controller.js';
import { PasswordsService } from './passwords.service.js';

@Module({ controllers: [PasswordsController], providers: [PasswordsService] })
export class PasswordsModule {}

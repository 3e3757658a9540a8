import { Module } from '@nestjs/common';
import { PrivilegesController } from './privileges.controller.js';
import { PrivilegesService } from './privileges.service.js';

@Module({ controllers: [PrivilegesController], providers: [PrivilegesService], exports: [PrivilegesService] })
export class PrivilegesModule {}

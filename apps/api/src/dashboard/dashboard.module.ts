import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { SchoolsModule } from '../schools/schools.module.js';
import { UsersModule } from '../users/users.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** /dashboard's figures and recent activity, and the top bar's bell: reads only, through the owning modules' readers. */
@Module({ imports: [UsersModule, ClassesModule, SchoolsModule, AuditModule], controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}

import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** /dashboard's figures and recent activity, and the top bar's bell: reads only, scoped by the access rules. */
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}

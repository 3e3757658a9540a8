import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module.js';
import { GradingModule } from '../grading/grading.module.js';
import { PointsModule } from '../points/points.module.js';
import { SyncController } from './sync.controller.js';
import { SyncService } from './sync.service.js';

/** POST /api/sync: writes through the attendance, points and grading services, which those modules export for it. */
@Module({ imports: [AttendanceModule, PointsModule, GradingModule], controllers: [SyncController], providers: [SyncService] })
export class SyncModule {}

import { Module } from '@nestjs/common';
import { AttendanceController } from './attendance.controller.js';
import { AttendanceService } from './attendance.service.js';

@Module({ controllers: [AttendanceController], providers: [AttendanceService] })
export class AttendanceModule {}

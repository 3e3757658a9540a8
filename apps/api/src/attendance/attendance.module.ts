import { Module } from '@nestjs/common';
import { AttendanceController } from './attendance.controller.js';
import { AttendanceReader } from './attendance.reader.js';
import { AttendanceService } from './attendance.service.js';

@Module({ controllers: [AttendanceController], providers: [AttendanceService, AttendanceReader], exports: [AttendanceReader, AttendanceService] })
export class AttendanceModule {}

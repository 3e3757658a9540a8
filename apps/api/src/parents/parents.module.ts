import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { GradingModule } from '../grading/grading.module.js';
import { PointsModule } from '../points/points.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChildrenController } from './children.controller.js';
import { ChildrenService } from './children.service.js';
import { ParentStudentsController } from './parent-students.controller.js';
import { ParentStudentsService } from './parent-students.service.js';
import { ParentsController } from './parents.controller.js';

@Module({
  imports: [UsersModule, GradingModule, AttendanceModule, PointsModule, AuditModule],
  controllers: [ParentsController, ChildrenController, ParentStudentsController],
  providers: [ChildrenService, ParentStudentsService],
})
export class ParentsModule {}

import { Module } from '@nestjs/common';
import { GoalReader } from './goal.reader.js';
import { GradeReader } from './grade.reader.js';
import { GradingController } from './grading.controller.js';
import { GoalsService } from './goals.service.js';
import { GradesService } from './grades.service.js';
import { GradingTableService } from './grading-table.service.js';
import { StudentProgressService } from './student-progress.service.js';

@Module({
  controllers: [GradingController],
  providers: [GradesService, GradingTableService, StudentProgressService, GoalsService, GradeReader, GoalReader],
  // GradesService for the sync endpoint, which gives offline grades through it.
  exports: [GradeReader, GoalReader, GradesService],
})
export class GradingModule {}

import { Module } from '@nestjs/common';
import { GoalReader } from './goal.reader.js';
import { GradeReader } from './grade.reader.js';
import { GradingController } from './grading.controller.js';
import { GradingService } from './grading.service.js';

@Module({ controllers: [GradingController], providers: [GradingService, GradeReader, GoalReader], exports: [GradeReader, GoalReader] })
export class GradingModule {}

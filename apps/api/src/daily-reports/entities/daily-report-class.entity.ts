import { Column, Entity, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { SchoolClass } from '../../classes/entities/school-class.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { DailyReport } from './daily-report.entity.js';

/**
 * One circle's row of a daily report: its teacher that day, how many were enrolled, came and were absent (absent is
 * max(0, enrolled - present), computed by the API), pages taught, the lesson and notes. One row per circle of a
 * report; deleting the report or the circle deletes it.
 */
@Entity('daily_report_classes')
@Unique('uq_daily_report_class', ['report_id', 'class_id'])
export class DailyReportClass extends BaseRecord {
  @Column({ type: 'int' })
  report_id: number;

  @ManyToOne(() => DailyReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id' })
  report?: DailyReport;

  @Column({ type: 'int' })
  class_id: number;

  @ClassRelation()
  class?: SchoolClass;

  @NationalIdColumn({ nullable: true })
  teacher_id: string | null;

  @UserRelation('teacher_id', { onDelete: 'SET NULL', nullable: true })
  teacher?: User | null;

  @Column({ type: 'int', default: 0 })
  students_enrolled: number;

  @Column({ type: 'int', default: 0 })
  students_present: number;

  @Column({ type: 'int', default: 0 })
  students_absent: number;

  @Column({ type: 'int', default: 0 })
  pages_taught: number;

  @Column({ type: 'varchar', length: LIMITS.dailyReport.lessonTopic, nullable: true })
  lesson_topic: string | null;

  @Column({ type: 'varchar', length: LIMITS.dailyReport.classNotes, nullable: true })
  class_notes: string | null;
}

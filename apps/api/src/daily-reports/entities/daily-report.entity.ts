import { Column, Entity, Unique } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, SchoolIdColumn, SchoolRelation, UserRelation } from '../../database/columns.js';
import type { School } from '../../schools/entities/school.entity.js';
import type { User } from '../../users/entities/user.entity.js';

/**
 * A complex's report of one day (spec 03, daily reports): its notes, with a row per circle in daily_report_classes. One report per complex
 * and day; deleting the complex deletes it, deleting the reporter's account keeps it without a name.
 */
@Entity('daily_reports')
@Unique('uq_daily_report_school_date', ['school_id', 'report_date'])
export class DailyReport extends BaseRecord {
  @SchoolIdColumn()
  school_id: number;

  @SchoolRelation()
  school?: School;

  /** YYYY-MM-DD: the day reported on. */
  @Column({ type: 'varchar', length: 10 })
  report_date: string;

  @Column({ type: 'varchar', length: LIMITS.dailyReport.notes, nullable: true })
  report_notes: string | null;

  /** Who wrote the report (or last changed it). */
  @NationalIdColumn({ nullable: true })
  reporter_id: string | null;

  @UserRelation('reporter_id', { onDelete: 'SET NULL', nullable: true })
  reporter?: User | null;
}

import { Column, Entity, Unique } from 'typeorm';
import { LIMITS, type SemesterType } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { SchoolIdColumn, SchoolRelation } from '../../database/columns.js';
import type { School } from '../../schools/entities/school.entity.js';

/** A complex's term (فصل دراسي): its type and year, its dates, and the days nobody is taught. */
@Entity('semesters')
@Unique('uq_semester_school_type_year', ['school_id', 'type', 'year'])
export class Semester extends BaseRecord {
  @SchoolIdColumn()
  school_id: number;

  @SchoolRelation()
  school?: School;

  @Column({ type: 'varchar', length: 10 })
  type: SemesterType;

  @Column({ type: 'int' })
  year: number;

  /** YYYY-MM-DD, both ends taught. */
  @Column({ type: 'varchar', length: 10 })
  start_date: string;

  @Column({ type: 'varchar', length: 10 })
  end_date: string;

  /** 'Semester first 2024': the spec's stored display name, kept from type and year. */
  @Column({ type: 'varchar', length: LIMITS.semester.displayName })
  display_name: string;

  /** ISO weekdays off (1 = Monday ... 7 = Sunday). */
  @Column({ type: 'simple-json' })
  weekend_days: number[];

  /** Holidays, YYYY-MM-DD, ascending. */
  @Column({ type: 'simple-json' })
  vacation_days: string[];
}

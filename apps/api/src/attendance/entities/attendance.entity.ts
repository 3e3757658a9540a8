import { Column, Entity, Index } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, NationalIdColumn, SemesterRelation, UserRelation } from '../../database/columns.js';
import type { SchoolClass } from '../../classes/entities/school-class.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';

/**
 * One attendance mark: whether a student was present in their circle on one working day of the semester. One row
 * per student, circle, semester and day (the unique key, which also makes a mark an upsert that cannot duplicate).
 * Deleting the student, the circle or the semester deletes it.
 */
@Entity('attendance')
@Index('uq_attendance_student_class_semester_date', ['student_id', 'class_id', 'semester_id', 'attendance_date'], { unique: true })
// The grid reads a circle's semester, day by day.
@Index('idx_attendance_class_semester_date', ['class_id', 'semester_id', 'attendance_date'])
export class Attendance extends BaseRecord {
  @NationalIdColumn()
  student_id: string;

  @UserRelation('student_id', { onDelete: 'CASCADE' })
  student?: User;

  @Column({ type: 'int' })
  class_id: number;

  @ClassRelation()
  class?: SchoolClass;

  @Column({ type: 'int' })
  semester_id: number;

  @SemesterRelation()
  semester?: Semester;

  /** YYYY-MM-DD: a working day of the semester when it was marked. */
  @Column({ type: 'varchar', length: 10 })
  attendance_date: string;

  @Column({ type: 'boolean' })
  is_present: boolean;

  /**
   * True when a person marked it; false for a presence the platform inferred (the attendance-dates repair marks a
   * student present on a working day they were graded and had no mark).
   */
  @Column({ type: 'boolean', default: true })
  is_explicit: boolean;

  @Column({ type: 'varchar', length: LIMITS.attendance.notes, nullable: true })
  notes: string | null;

  /** Who marked it last; kept null when their account is deleted (and for an inferred mark). */
  @NationalIdColumn({ nullable: true })
  marked_by: string | null;

  @UserRelation('marked_by', { onDelete: 'SET NULL', nullable: true })
  marker?: User | null;
}

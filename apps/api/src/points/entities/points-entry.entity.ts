import { Column, Entity, Index } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, NationalIdColumn, SemesterRelation, UserRelation } from '../../database/columns.js';
import type { SchoolClass } from '../../classes/entities/school-class.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';

/** DECIMAL columns come back as text from MySQL; points are a number everywhere else. */
const decimalAsNumber = { to: (value: number) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) };

/**
 * Behaviour points a teacher gave a student in their circle on one day: 0 to 5 in steps of 0.5. One entry per
 * student, circle, semester and day (the points grid has one cell for it: add when empty, edit when filled).
 * Deleting the student, the circle or the semester deletes it.
 */
@Entity('points')
@Index('uq_points_student_class_semester_date', ['student_id', 'class_id', 'semester_id', 'points_date'], { unique: true })
// The grid reads a circle's semester; the reports read a span of days.
@Index('idx_points_class_semester_date', ['class_id', 'semester_id', 'points_date'])
@Index('idx_points_date', ['points_date'])
export class PointsEntry extends BaseRecord {
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

  /** YYYY-MM-DD: the day the points are for. */
  @Column({ type: 'varchar', length: 10 })
  points_date: string;

  @Column({ type: 'decimal', precision: 3, scale: 1, transformer: decimalAsNumber })
  points_given: number;

  @Column({ type: 'varchar', length: LIMITS.points.notes, nullable: true })
  notes: string | null;

  /** The teacher (or manager) who gave them; kept null when their account is deleted. */
  @NationalIdColumn({ nullable: true })
  teacher_id: string | null;

  @UserRelation('teacher_id', { onDelete: 'SET NULL', nullable: true })
  teacher?: User | null;
}

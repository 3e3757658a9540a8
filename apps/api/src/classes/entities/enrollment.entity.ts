import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../database/base.entity.js';
import { ClassRelation, NationalIdColumn, SemesterRelation, UserRelation } from '../../database/columns.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import type { SchoolClass } from './school-class.entity.js';

/**
 * A student's place in a circle for a semester. The student form writes them (people issue); a student has at most
 * one active enrolment, and moving to another circle deactivates the old one rather than deleting it.
 */
@Entity('enrollments')
@Index('idx_enrollment_class_active', ['class_id', 'is_active'])
export class Enrollment extends BaseRecord {
  @Index()
  @NationalIdColumn()
  student_id: string;

  @UserRelation('student_id', { onDelete: 'CASCADE' })
  student?: User;

  @Column({ type: 'int' })
  class_id: number;

  @ClassRelation()
  class?: SchoolClass;

  @Column({ type: 'int', nullable: true })
  semester_id: number | null;

  @SemesterRelation({ onDelete: 'SET NULL', nullable: true })
  semester?: Semester | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  enrollment_date: string;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;
}

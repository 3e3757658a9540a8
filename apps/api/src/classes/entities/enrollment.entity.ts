import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { SchoolClass } from './school-class.entity.js';

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

  @ManyToOne(() => SchoolClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'class_id' })
  class?: SchoolClass;

  @Column({ type: 'int', nullable: true })
  semester_id: number | null;

  @ManyToOne(() => Semester, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'semester_id' })
  semester?: Semester | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  enrollment_date: string;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;
}

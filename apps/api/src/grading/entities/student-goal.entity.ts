import { Column, Entity, Index } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';

/**
 * A memorisation goal of a student: the target surah and ayah, and (for the parent's children page) a title, a
 * description, a date and whether it is done. The newest open goal is the student's current target.
 */
@Entity('student_goals')
export class StudentGoal extends BaseRecord {
  @Index()
  @NationalIdColumn()
  student_id: string;

  @UserRelation('student_id', { onDelete: 'CASCADE' })
  student?: User;

  @Column({ type: 'int' })
  target_surah_id: number;

  @Column({ type: 'int' })
  target_ayah_number: number;

  @Column({ type: 'varchar', length: LIMITS.goal.title, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: LIMITS.goal.description, nullable: true })
  description: string | null;

  /** YYYY-MM-DD, when set. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  target_date: string | null;

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  /** Who set it; kept null when their account is deleted. */
  @NationalIdColumn({ nullable: true })
  set_by: string | null;

  @UserRelation('set_by', { onDelete: 'SET NULL', nullable: true })
  setter?: User | null;
}

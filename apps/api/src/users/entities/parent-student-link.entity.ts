import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { RelationshipType } from '#common';
import { Timestamped } from '../../database/timestamped.entity.js';
import { User } from './user.entity.js';

/** A parent (or guardian, relative) linked to a student; its id is the spec's `relationship_id`. */
@Entity('parent_student_links')
@Unique('uq_parent_student', ['parent_id', 'student_id'])
export class ParentStudentLink extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  parent_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  parent?: User;

  @Column({ type: 'varchar', length: 10 })
  student_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'student_id' })
  student?: User;

  @Column({ type: 'varchar', length: 20, default: 'parent' })
  relationship_type: RelationshipType;

  @Column({ type: 'boolean', default: false })
  is_primary: boolean;
}

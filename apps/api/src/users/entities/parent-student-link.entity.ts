import { Column, Entity, Unique } from 'typeorm';
import type { RelationshipType } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from './user.entity.js';

/**
 * Whether a link counts: `confirmed` links give the parent their child (and the child's complex the parent);
 * a `pending` one is a parent's request that the child's complex has not confirmed yet, and gives nothing.
 */
export const CHILD_LINK_STATUSES = ['pending', 'confirmed'] as const;
export type ChildLinkStatus = (typeof CHILD_LINK_STATUSES)[number];

/** A parent (or guardian, relative) linked to a student; its id is the spec's `relationship_id`. */
@Entity('parent_student_links')
@Unique('uq_parent_student', ['parent_id', 'student_id'])
export class ParentStudentLink extends BaseRecord {
  @NationalIdColumn()
  parent_id: string;

  @UserRelation('parent_id', { onDelete: 'CASCADE' })
  parent?: User;

  @NationalIdColumn()
  student_id: string;

  @UserRelation('student_id', { onDelete: 'CASCADE' })
  student?: User;

  @Column({ type: 'varchar', length: 20, default: 'parent' })
  relationship_type: RelationshipType;

  @Column({ type: 'boolean', default: false })
  is_primary: boolean;

  /** Links made by staff, or named by the child at registration, are confirmed at once; a parent's others wait. */
  @Column({ type: 'varchar', length: 20, default: 'confirmed' })
  status: ChildLinkStatus;
}

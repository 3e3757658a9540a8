import { Entity, Unique } from 'typeorm';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn } from '../../database/columns.js';

/**
 * A parent-child link named at registration before both people have accounts: a parent listing a child who has
 * not registered yet, or a student naming a parent who has not. Whoever registers second completes the link,
 * so the IDs are plain strings, not foreign keys.
 */
@Entity('pending_family_links')
@Unique('uq_pending_family', ['parent_id', 'student_id'])
export class PendingFamilyLink extends BaseRecord {
  @NationalIdColumn()
  parent_id: string;

  @NationalIdColumn()
  student_id: string;
}

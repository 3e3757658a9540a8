import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Timestamped } from '../../database/timestamped.entity.js';

/**
 * A parent-child link named at registration before both people have accounts: a parent listing a child who has
 * not registered yet, or a student naming a parent who has not. Whoever registers second completes the link,
 * so the IDs are plain strings, not foreign keys.
 */
@Entity('pending_family_links')
@Unique('uq_pending_family', ['parent_id', 'student_id'])
export class PendingFamilyLink extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  parent_id: string;

  @Column({ type: 'varchar', length: 10 })
  student_id: string;
}

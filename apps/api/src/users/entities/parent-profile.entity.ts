import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import type { SelfSchoolLevel } from '#common';
import { Timestamped } from '../../database/base.entity.js';
import { NationalIdColumn } from '../../database/columns.js';
import { User } from './user.entity.js';

/**
 * A parent's registration choices. `self_school_level` is set when the parent asked to study as a student too;
 * the administration acts on it when approving the account.
 */
@Entity('parent_profiles')
export class ParentProfile extends Timestamped {
  @NationalIdColumn({ primary: true })
  user_id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20, nullable: true })
  self_school_level: SelfSchoolLevel | null;
}

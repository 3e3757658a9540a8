import { Column, Entity } from 'typeorm';
import type { SelfSchoolLevel } from '#common';
import { UserProfile } from './user-profile.base.js';

/**
 * A parent's registration choices. `self_school_level` is set when the parent asked to study as a student too;
 * the administration acts on it when approving the account.
 */
@Entity('parent_profiles')
export class ParentProfile extends UserProfile {
  @Column({ type: 'varchar', length: 20, nullable: true })
  self_school_level: SelfSchoolLevel | null;
}

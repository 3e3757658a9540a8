import { LIMITS } from '#common';
import { Column, Entity } from 'typeorm';
import { UserProfile } from './user-profile.base.js';

/** What a staff member (teacher, supervisor, manager) states about their profession at registration. */
@Entity('staff_profiles')
export class StaffProfile extends UserProfile {
  @Column({ type: 'varchar', length: LIMITS.person.specialization, nullable: true })
  specialization: string | null;

  @Column({ type: 'text', nullable: true })
  qualifications: string | null;
}

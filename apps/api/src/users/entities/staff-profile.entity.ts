import { LIMITS } from '#common';
import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import { Timestamped } from '../../database/base.entity.js';
import { NationalIdColumn } from '../../database/columns.js';
import { User } from './user.entity.js';

/** What a staff member (teacher, supervisor, manager) states about their profession at registration. */
@Entity('staff_profiles')
export class StaffProfile extends Timestamped {
  @NationalIdColumn({ primary: true })
  user_id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: LIMITS.person.specialization, nullable: true })
  specialization: string | null;

  @Column({ type: 'text', nullable: true })
  qualifications: string | null;
}

import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../database/timestamped.entity.js';
import { User } from './user.entity.js';

/** What a staff member (teacher, supervisor, manager) states about their profession at registration. */
@Entity('staff_profiles')
export class StaffProfile extends Timestamped {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  user_id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100, nullable: true })
  specialization: string | null;

  @Column({ type: 'text', nullable: true })
  qualifications: string | null;
}

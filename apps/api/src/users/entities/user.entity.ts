import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LIMITS, type AccountStatus, type Role } from '#common';
import { Timestamped } from '../../database/base.entity.js';
import { NationalIdColumn, SearchTextColumn } from '../../database/columns.js';
import { School } from '../../schools/entities/school.entity.js';

/**
 * A person who signs in: keyed by the 10-digit national ID. The people of a complex in one role (the access rules'
 * "students of the complexes a manager runs") are found by (school_id, role), not by scanning a role across every complex.
 */
@Entity('users')
@Index('idx_users_school_role', ['school_id', 'role'])
export class User extends Timestamped {
  @NationalIdColumn({ primary: true })
  id: string;

  @Column({ type: 'varchar', length: LIMITS.person.name })
  first_name: string;

  @Column({ type: 'varchar', length: LIMITS.person.name, default: '' })
  second_name: string;

  @Column({ type: 'varchar', length: LIMITS.person.name, default: '' })
  third_name: string;

  @Column({ type: 'varchar', length: LIMITS.person.name })
  last_name: string;

  @Index()
  @Column({ type: 'varchar', length: LIMITS.person.email, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: LIMITS.person.phone, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255 })
  password_hash: string;

  /**
   * The generation of this user's sessions: each token carries the one it was issued under (claim `sv`), and only
   * tokens of the current one are accepted. Raised by a new password (own, set by staff, or by a reset link), a
   * deactivation and a role change, so every session opened before ends at its next request, however soon after.
   */
  @Column({ type: 'int', default: 0 })
  session_version: number;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Column({ type: 'boolean', default: false })
  is_active: boolean;

  @Column({ type: 'varchar', length: 30, default: 'pending_activation' })
  account_status: AccountStatus;

  @Index()
  @Column({ type: 'int', nullable: true })
  school_id: number | null;

  @ManyToOne(() => School, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'school_id' })
  school?: School | null;

  @Column({ type: 'varchar', length: LIMITS.person.address, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: LIMITS.person.neighborhood, nullable: true })
  neighborhood: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  date_of_birth: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  school_level: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** The four names, national ID, e-mail and phone, Arabic-normalised: what list searches match (not selected by default). */
  @SearchTextColumn<User>(['first_name', 'second_name', 'third_name', 'last_name', 'id', 'email', 'phone'])
  search_text: string;
}

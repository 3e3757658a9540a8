import { Column, Entity } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';

/** A complex (مجمع حلقات): the school that hosts circles. */
@Entity('schools')
export class School extends BaseRecord {
  @Column({ type: 'varchar', length: LIMITS.school.name })
  name: string;

  /** Neighbourhood, city and region joined by ', '. */
  @Column({ type: 'varchar', length: LIMITS.school.address })
  address: string;

  @Column({ type: 'varchar', length: LIMITS.person.phone, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: LIMITS.person.email, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  established_date: string | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @NationalIdColumn({ nullable: true })
  administrator_id: string | null;

  @UserRelation('administrator_id', { nullable: true, onDelete: 'SET NULL' })
  administrator?: User | null;
}

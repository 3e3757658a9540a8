import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { PrivilegeAction, PrivilegeCategory } from '#common';
import { Timestamped } from '../../database/timestamped.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** One privilege granted to one user on top of their role's defaults. Grants only add. */
@Entity('user_privileges')
@Unique('uq_user_privilege', ['user_id', 'category', 'action'])
export class UserPrivilege extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  category: PrivilegeCategory;

  @Column({ type: 'varchar', length: 20 })
  action: PrivilegeAction;

  @Column({ type: 'varchar', length: 10, nullable: true })
  granted_by: string | null;
}

import { Column, Entity, Unique } from 'typeorm';
import type { PrivilegeAction, PrivilegeCategory } from '#common';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';

/** One privilege granted to one user on top of their role's defaults. Grants only add. */
@Entity('user_privileges')
@Unique('uq_user_privilege', ['user_id', 'category', 'action'])
export class UserPrivilege extends BaseRecord {
  @NationalIdColumn()
  user_id: string;

  @UserRelation('user_id', { onDelete: 'CASCADE' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  category: PrivilegeCategory;

  @Column({ type: 'varchar', length: 20 })
  action: PrivilegeAction;

  @NationalIdColumn({ nullable: true })
  granted_by: string | null;
}

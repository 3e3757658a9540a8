import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { can, MESSAGES, ROLE_DEFAULT_PERMISSIONS, type Permissions, type PrivilegeAction, type PrivilegeCategory } from '#common';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { User } from '../users/entities/user.entity.js';
import type { PrivilegesResponseDto } from './dto/privileges.dto.js';
import { UserPrivilege } from './entities/user-privilege.entity.js';

/** Per-user privilege grants: stored rows that add to the role's defaults. */
@Injectable()
export class PrivilegesService {
  constructor(private readonly dataSource: DataSource) {}

  /** A user's own grants, grouped by category. */
  async grantsOf(userId: string): Promise<Permissions> {
    const rows = await this.dataSource.getRepository(UserPrivilege).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    const grouped: Partial<Record<PrivilegeCategory, PrivilegeAction[]>> = {};
    for (const row of rows) (grouped[row.category] ??= []).push(row.action);
    return grouped;
  }

  /** Self, or someone who manages the system; anybody else is told the user does not exist. */
  async read(caller: AuthUser, userId: string): Promise<PrivilegesResponseDto> {
    if (caller.id !== userId) {
      caller.permissions ??= await this.grantsOf(caller.id);
      if (!can(caller, 'system', 'manage')) throw ApiError.notFound(MESSAGES.userNotFound);
    }
    return this.view(userId);
  }

  /** Replaces the user's grants with exactly `permissions`, in one transaction; effective on the next request. */
  async replace(caller: AuthUser, userId: string, permissions: Permissions): Promise<PrivilegesResponseDto> {
    await this.dataSource.transaction(async (em) => {
      if (!(await em.existsBy(User, { id: userId }))) throw ApiError.notFound(MESSAGES.userNotFound);
      await em.delete(UserPrivilege, { user_id: userId });
      const rows = Object.entries(permissions).flatMap(([category, actions]) =>
        [...new Set(actions)].map((action) => ({ user_id: userId, category: category as PrivilegeCategory, action, granted_by: caller.id })),
      );
      if (rows.length) await em.insert(UserPrivilege, rows);
    });
    return this.view(userId);
  }

  private async view(userId: string): Promise<PrivilegesResponseDto> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { id: true, role: true } });
    if (!user) throw ApiError.notFound(MESSAGES.userNotFound);
    return { user_id: user.id, role: user.role, permissions: await this.grantsOf(user.id), role_permissions: ROLE_DEFAULT_PERMISSIONS[user.role] };
  }
}

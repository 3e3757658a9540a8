import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allows, MESSAGES, ROLE_DEFAULT_PERMISSIONS, RULES, type Permissions, type PrivilegeCategory } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import { findUserRole } from '../users/user.queries.js';
import type { PrivilegesResponseDto } from './dto/privileges.dto.js';
import { UserPrivilege } from './entities/user-privilege.entity.js';

/** Per-user privilege grants: stored rows that add to the role's defaults. */
@Injectable()
export class PrivilegesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /**
   * One's own grants always, whatever the account's state. Another user's only for a fully active caller who
   * manages the system, and only inside the accounts the caller may see; anybody else is told the user does not
   * exist.
   */
  async read(caller: AuthUser, userId: string): Promise<PrivilegesResponseDto> {
    if (caller.id !== userId) {
      await this.access.permissions(caller);
      if (!allows(RULES.privileges.readOthers, caller)) throw ApiError.notFound(MESSAGES.users.notFound);
      await this.access.require(caller, 'user', 'view', [userId]);
    }
    return this.view(userId);
  }

  /**
   * Replaces the user's grants with exactly `permissions`, in one transaction; effective on the next request. The
   * user must be one the caller may change, which is never the caller themselves unless they are the admin.
   */
  async replace(caller: AuthUser, userId: string, permissions: Permissions): Promise<PrivilegesResponseDto> {
    await this.access.require(caller, 'user', 'edit', [userId]);
    await this.dataSource.transaction(async (em) => {
      await em.delete(UserPrivilege, { user_id: userId });
      const rows = Object.entries(permissions).flatMap(([category, actions]) =>
        [...new Set(actions)].map((action) => ({ user_id: userId, category: category as PrivilegeCategory, action, granted_by: caller.id })),
      );
      if (rows.length) await em.insert(UserPrivilege, rows);
    });
    return this.view(userId);
  }

  private async view(userId: string): Promise<PrivilegesResponseDto> {
    const user = await findUserRole(this.dataSource.manager, userId);
    if (!user) throw ApiError.notFound(MESSAGES.users.notFound);
    return { user_id: user.id, role: user.role, permissions: await this.access.grantsOf(user.id), role_permissions: ROLE_DEFAULT_PERMISSIONS[user.role] };
  }
}

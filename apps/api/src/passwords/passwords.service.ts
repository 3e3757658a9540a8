import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fullName, MESSAGES } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { matchesSearch } from '../database/search.js';
import { toUserView } from '../users/dto/user-view.dto.js';
import { hashPassword } from '../users/password.js';
import { updateUser, usersWithSchool } from '../users/user.queries.js';
import type { PasswordResetUsersQueryDto, PasswordResetUsersResponseDto, ResetPasswordDto } from './dto/password.dto.js';

/** Password management: whose password the caller may set, and setting it (which ends that user's sessions). */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The accounts whose password the caller may set, in one query. */
  async list(caller: AuthUser, query: PasswordResetUsersQueryDto): Promise<PasswordResetUsersResponseDto> {
    const qb = usersWithSchool(this.dataSource.manager).orderBy('user.first_name', 'ASC').addOrderBy('user.id', 'ASC');
    if (query.role !== undefined) qb.andWhere('user.role = :role', { role: query.role });
    matchesSearch(qb, 'user', query.search);
    const users = await this.access.scope(qb, 'user', caller, 'passwordReset', 'edit').getMany();
    return { users: users.map(toUserView) };
  }

  /**
   * Sets a user's password. It raises the user's session version, so whoever signed in with the old password is
   * signed out at their next request.
   */
  async reset(caller: AuthUser, dto: ResetPasswordDto): Promise<MessageResponseDto> {
    const qb = usersWithSchool(this.dataSource.manager).where('user.id = :id', { id: dto.userId });
    const user = await this.access.scope(qb, 'user', caller, 'passwordReset', 'edit').getOne();
    if (!user) throw ApiError.notFound(MESSAGES.users.notFound);
    await updateUser(this.dataSource.manager, user.id, { password_hash: await hashPassword(dto.newPassword) });
    return { message: MESSAGES.passwords.changed(fullName(user)) };
  }
}

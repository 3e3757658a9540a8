import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { calendarToday, MESSAGES } from '#common';
import type { AuthUser } from '../access/auth-user.js';
import { AuthService } from '../auth/auth.service.js';
import { activeEnrollmentsOf, classesOfTeachers } from '../classes/class.queries.js';
import { ApiError } from '../common/api-error.js';
import { toUserView } from '../users/dto/user-view.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { findUserWithSchool, isEmailTaken, updateUser } from '../users/user.queries.js';
import type {
  ChangePasswordDto,
  ChangePasswordResponseDto,
  ProfileDto,
  ProfileMessageResponseDto,
  ProfileResponseDto,
  UpdateOwnProfileDto,
} from './dto/profile.dto.js';

/**
 * The signed-in person's own account (spec 03, profile): read it, keep phone, e-mail, address and date of birth up
 * to date, and change the password. Open to limited accounts too (pending or inactive), who keep /profile.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  async me(caller: AuthUser): Promise<ProfileResponseDto> {
    return { user: await this.profile(caller.id) };
  }

  async update(caller: AuthUser, dto: UpdateOwnProfileDto): Promise<ProfileMessageResponseDto> {
    if (dto.date_of_birth && dto.date_of_birth > calendarToday()) {
      throw ApiError.field('date_of_birth', MESSAGES.validation.invalidDate);
    }
    if (dto.email && (await isEmailTaken(this.dataSource.manager, dto.email, caller.id))) {
      throw ApiError.field('email', MESSAGES.profile.emailTaken, HttpStatus.CONFLICT);
    }
    const change: Partial<User> = {};
    for (const field of ['phone', 'email', 'address', 'date_of_birth'] as const) {
      if (dto[field] !== undefined) change[field] = dto[field] || null;
    }
    if (Object.keys(change).length > 0) await updateUser(this.dataSource.manager, caller.id, change);
    return { message: MESSAGES.profile.saved, user: await this.profile(caller.id) };
  }

  /**
   * Checks the current password, sets the new one and ends every session of the account; this one goes on with the
   * new token in the answer.
   */
  async changePassword(caller: AuthUser, dto: ChangePasswordDto): Promise<ChangePasswordResponseDto> {
    const user = await findUserWithSchool(this.dataSource.manager, caller.id);
    if (!user) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    if (!(await verifyPassword(user.password_hash, dto.currentPassword))) {
      throw ApiError.field('currentPassword', MESSAGES.passwords.currentWrong);
    }
    if (dto.newPassword === dto.currentPassword) throw ApiError.field('newPassword', MESSAGES.passwords.sameAsCurrent);
    // The new password raises the session version; this session goes on under the new one.
    const saved = await updateUser(this.dataSource.manager, caller.id, { password_hash: await hashPassword(dto.newPassword) });
    return { message: MESSAGES.passwords.ownChanged, token: await this.auth.issueToken(saved!) };
  }

  /** The account with its complex, and a student's circle or a teacher's circles, in at most three queries. */
  private async profile(userId: string): Promise<ProfileDto> {
    const user = await findUserWithSchool(this.dataSource.manager, userId);
    if (!user) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    const [enrolments, taught] = await Promise.all([
      user.role === 'student' ? activeEnrollmentsOf(this.dataSource.manager, [user.id]) : null,
      user.role === 'teacher' ? classesOfTeachers(this.dataSource.manager, [user.id]) : null,
    ]);
    return {
      ...toUserView(user),
      class_name: enrolments?.get(user.id)?.class?.name ?? null,
      classes: (taught?.get(user.id) ?? []).map(({ id, name }) => ({ id, name })),
    };
  }
}

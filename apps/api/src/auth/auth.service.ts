import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { hasLimitedAccess, MESSAGES } from '#common';
import type { TokenClaims } from '../access/session-token.js';
import { ApiError } from '../common/api-error.js';
import { toUserView, type UserResponseDto } from '../users/dto/user-view.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { verifyPassword } from '../users/password.js';
import { findUserWithSchool } from '../users/user.queries.js';
import type { LoginDto, LoginResponseDto } from './dto/login.dto.js';
import { LoginThrottle } from './login-throttle.js';

/** Sign-in. Pending and inactive accounts get a token too, marked `limited_access`, with a warning that says why. */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(dto: LoginDto, address: string): Promise<LoginResponseDto> {
    const wait = await this.throttle.waitMs(dto.id, address);
    if (wait > 0) throw ApiError.tooManyRequests(MESSAGES.auth.tooManyAttempts, wait);

    const user = await findUserWithSchool(this.dataSource.manager, dto.id);
    if (!(await verifyPassword(user?.password_hash, dto.password)) || !user) {
      await this.throttle.recordFailure(dto.id, address);
      throw ApiError.unauthorized(MESSAGES.auth.loginFailed);
    }
    await this.throttle.recordSuccess(dto.id, address);

    const limited = hasLimitedAccess(user);
    return {
      token: await this.issueToken(user),
      user: toUserView(user),
      account_status: user.account_status,
      limited_access: limited,
      warning: limited ? limitedWarning(user) : null,
    };
  }

  /** A new session's token for this user (sign-in, and the session that just changed its own password). */
  issueToken(user: Pick<User, 'id' | 'role' | 'session_version'>): Promise<string> {
    const claims: TokenClaims = { sub: user.id, role: user.role, sv: user.session_version };
    return this.jwt.signAsync(claims);
  }

  async me(userId: string): Promise<UserResponseDto> {
    const user = await findUserWithSchool(this.dataSource.manager, userId);
    if (!user) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    return { user: toUserView(user) };
  }
}

/**
 * Why a limited account is limited, in its own words: a registration waiting for review or refused, or an account
 * the administration switched off (deactivation keeps the approved status and clears is_active) or suspended.
 */
function limitedWarning(user: Pick<User, 'account_status'>): string {
  if (user.account_status === 'pending_activation') return MESSAGES.auth.pendingReview;
  if (user.account_status === 'rejected') return MESSAGES.auth.accountRejected;
  return MESSAGES.auth.accountDeactivated;
}

import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { MESSAGES } from '#common';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/entities/user.entity.js';
import type { AuthUser } from './auth-user.js';

/** The claims we sign: the national ID and, for the web's convenience, the role at sign-in. */
export interface TokenClaims {
  sub: string;
  role: string;
  /** When the token was issued, in Unix seconds (set by the signer). */
  iat?: number;
}

/**
 * Verifies the bearer token (HS256) and loads the caller fresh from the database, so a deactivation, a role
 * change or a deleted account takes effect on the very next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the secret as a string, jsonwebtoken first tries to read it as a public key on
      // every request (and fails, at about half a millisecond a time). Its types lag behind: verify takes a KeyObject.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser> {
    const user = await this.dataSource.getRepository(User).findOne({
      where: { id: claims.sub },
      select: { id: true, role: true, is_active: true, account_status: true, school_id: true, sessions_valid_from: true },
    });
    if (!user) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    // A token from before the password was reset belongs to a session that has ended.
    if (user.sessions_valid_from !== null && (claims.iat ?? 0) < user.sessions_valid_from) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    return { id: user.id, role: user.role, is_active: user.is_active, account_status: user.account_status, school_id: user.school_id };
  }
}

import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { MESSAGES } from '#common';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/entities/user.entity.js';
import type { AuthUser } from './auth-user.js';

/** The claims we sign: the national ID, the user's session version and, for the web's convenience, the role at sign-in. */
export interface TokenClaims {
  sub: string;
  role: string;
  /** The user's session version when the token was issued: once it is raised (a new password...), the token is void. */
  sv: number;
  /** When the token was issued and when it expires, in Unix seconds (set by the signer). */
  iat?: number;
  exp?: number;
}

/** Signs and verifies session tokens: HS256 only, with the configured secret and lifetime. */
export const SessionJwtModule = JwtModule.registerAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    // A key object made once: given the secret as a string, jsonwebtoken first tries to read it as a public key on
    // every request (and fails, at about half a millisecond a time).
    secret: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')),
    signOptions: { algorithm: 'HS256', expiresIn: config.jwt.expiresIn as `${number}h` },
    verifyOptions: { algorithms: ['HS256'] },
  }),
});

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const [scheme, token] = header?.trim().split(/\s+/) ?? [];
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The caller a session token stands for: the token is verified, then the caller is loaded fresh from the database, so
 * a deactivation, a role change or a deleted account takes effect on the very next request. The same one query brings
 * the session version the token must carry.
 */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
  ) {}

  async caller(token: string): Promise<AuthUser> {
    const claims = await this.jwt.verifyAsync<TokenClaims>(token).catch(() => {
      throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    });
    // jsonwebtoken checks `exp` only when there is one: a token that never expires is not one we issue.
    if (typeof claims.exp !== 'number' || !Number.isInteger(claims.sv)) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    const user = await this.dataSource.getRepository(User).findOne({
      where: { id: claims.sub },
      select: { id: true, role: true, is_active: true, account_status: true, school_id: true, session_version: true },
    });
    if (!user) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    // A token from before a new password, a deactivation or a role change belongs to a session that has ended.
    if (claims.sv !== user.session_version) throw ApiError.unauthorized(MESSAGES.auth.sessionExpired);
    return { id: user.id, role: user.role, is_active: user.is_active, account_status: user.account_status, school_id: user.school_id };
  }
}

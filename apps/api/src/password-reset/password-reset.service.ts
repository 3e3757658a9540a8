import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { fullName, LIMITS, MESSAGES } from '#common';
import { ApiError } from '../common/api-error.js';
import type { MessageResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { Throttle } from '../throttle/throttle.js';
import { hashPassword } from '../users/password.js';
import { findUserWithSchool, updateUser, usersByIdOrEmail } from '../users/user.queries.js';
import type { ForgotPasswordRequestDto, ResetForgottenPasswordDto, VerifyResetTokenDto, VerifyResetTokenResponseDto } from './dto/password-reset.dto.js';
import { PasswordResetRequest } from './entities/password-reset-request.entity.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const MINUTE = 60_000;

/**
 * "Forgot password" (spec 03): a request mails a single-use link valid 30 minutes to the account's e-mail; the link's
 * token is checked, then sets a new password, which voids the account's other links and ends its sessions. A request
 * answers the same sentence, in about the same time, whether or not the account exists: the lookup and the write
 * happen either way and the mail goes out after the answer.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly throttle: Throttle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(dto: ForgotPasswordRequestDto, address: string): Promise<MessageResponseDto> {
    const identifier = dto.identifier.trim().toLowerCase();
    const identifierHash = sha256(identifier);
    await this.countRequest(identifierHash, address);
    const repository = this.dataSource.getRepository(PasswordResetRequest);
    const accounts = await usersByIdOrEmail(this.dataSource.manager, identifier);
    const expires = new Date(Date.now() + LIMITS.passwordReset.validMinutes * MINUTE);
    const mails: { to: string; name: string; token: string }[] = [];
    if (accounts.length === 0)
      await repository.insert({ identifier_hash: identifierHash, address, user_id: null, token_hash: null, expires_at: null, used_at: null });
    for (const account of accounts) {
      const token = randomBytes(32).toString('base64url');
      await repository.insert({ identifier_hash: identifierHash, address, user_id: account.id, token_hash: sha256(token), expires_at: expires, used_at: null });
      if (account.email) mails.push({ to: account.email, name: account.first_name, token });
      else this.logger.warn(`A password reset was asked for account ${account.id}, which has no e-mail: no link was sent.`);
    }
    // After the answer, one at a time: how long a mail server takes must not tell whether the account exists.
    this.mail.sendLater(
      mails.map(({ to, name, token }) => {
        const link = `${this.config.mail.publicUrl}/reset-password?token=${token}`;
        return { to, subject: MESSAGES.passwordReset.mailSubject, text: MESSAGES.passwordReset.mailBody(name, link, LIMITS.passwordReset.validMinutes) };
      }),
    );
    return { message: MESSAGES.passwordReset.sent };
  }

  async verify(dto: VerifyResetTokenDto): Promise<VerifyResetTokenResponseDto> {
    const request = await this.openRequest(dto.token);
    const user = await findUserWithSchool(this.dataSource.manager, request.user_id!);
    if (!user) throw ApiError.badRequest(MESSAGES.passwordReset.invalidToken);
    return { valid: true, user: { name: fullName(user), email: maskEmail(user.email) } };
  }

  /** Sets the new password, voids every open link of the account and ends its sessions, in one transaction. */
  async reset(dto: ResetForgottenPasswordDto): Promise<MessageResponseDto> {
    const request = await this.openRequest(dto.token);
    const userId = request.user_id!;
    const hash = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      // Only an open link is used up; a second reset racing this one with the same link finds nothing to update.
      const used = await manager.getRepository(PasswordResetRequest).update({ id: request.id, used_at: IsNull() }, { used_at: new Date() });
      if (!used.affected) throw ApiError.badRequest(MESSAGES.passwordReset.invalidToken);
      await manager.getRepository(PasswordResetRequest).update({ user_id: userId, used_at: IsNull() }, { used_at: new Date() });
      // The new password raises the session version: every session of the account ends.
      await updateUser(manager, userId, { password_hash: hash });
    });
    return { message: MESSAGES.passwordReset.done };
  }

  /** The open request of a link's token: for an account, not used, not expired. Otherwise 400, one sentence for all. */
  private async openRequest(token: string): Promise<PasswordResetRequest> {
    const request = await this.dataSource
      .getRepository(PasswordResetRequest)
      .findOneBy({ token_hash: sha256(token), used_at: IsNull(), expires_at: MoreThan(new Date()) });
    if (!request?.user_id) throw ApiError.field('token', MESSAGES.passwordReset.invalidToken);
    return request;
  }

  /**
   * At most a few requests per identifier and per address in the window, counted by the app's throttle (shared by
   * every API process when REDIS_URL is set); past that 429, for an account or not alike, and the refused request
   * does not count.
   */
  private async countRequest(identifierHash: string, address: string): Promise<void> {
    const windowMs = LIMITS.passwordReset.windowMinutes * MINUTE;
    const counted = [
      { key: `password-reset:id:${identifierHash}`, budget: { limit: LIMITS.passwordReset.perIdentifier, windowMs } },
      { key: `password-reset:ip:${address}`, budget: { limit: LIMITS.passwordReset.perAddress, windowMs } },
    ];
    const wait = await this.throttle.waitMs(counted);
    if (wait > 0) throw ApiError.tooManyRequests(MESSAGES.passwordReset.tooMany, wait);
    await this.throttle.record(counted);
  }
}

/** "anas@example.com" → "a***@example.com": enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

import { Column, Entity, Index } from 'typeorm';
import { BaseRecord } from '../../database/base.entity.js';
import { NationalIdColumn, UserRelation } from '../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';

/**
 * One "forgot password" request. Every request is kept, for an account or not, with its identifier and address
 * (the identifier only as a SHA-256 hash: an unknown e-mail is not stored); the throttle counts requests in the
 * app's throttle store, not in this table. A request for an account carries its reset link's token as a SHA-256
 * hash (the token itself is only in the mail), valid until expires_at and once: used_at is set when it resets the
 * password, and every other open request of the account with it.
 */
@Entity('password_reset_requests')
@Index('idx_password_reset_identifier', ['identifier_hash', 'created_at'])
@Index('idx_password_reset_address', ['address', 'created_at'])
export class PasswordResetRequest extends BaseRecord {
  @Column({ type: 'varchar', length: 64 })
  identifier_hash: string;

  /** The client address the request came from (as express sees it, behind TRUST_PROXY). */
  @Column({ type: 'varchar', length: 64 })
  address: string;

  @NationalIdColumn({ nullable: true })
  user_id: string | null;

  @UserRelation('user_id', { onDelete: 'CASCADE', nullable: true })
  user?: User | null;

  @Index('uq_password_reset_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  token_hash: string | null;

  @Column({ type: 'datetime', nullable: true })
  expires_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}

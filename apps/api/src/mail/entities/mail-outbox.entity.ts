import { Column, Entity } from 'typeorm';
import { LIMITS } from '#common';
import { BaseRecord } from '../../database/base.entity.js';

/**
 * Every mail the app sends, kept: to whom, the subject and the text, how it went out (smtp, or only the log when no
 * SMTP server is configured) and when, or why it failed. With no SMTP server an operator finds a reset link here or
 * in the server log. The text is named a secret: it can carry a reset link, so the audit trail and the database
 * browser leave it out.
 */
@Entity('mail_outbox')
export class MailOutbox extends BaseRecord {
  @Column({ type: 'varchar', length: LIMITS.person.email })
  recipient: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  secret_text: string;

  @Column({ type: 'varchar', length: 10 })
  transport: 'smtp' | 'log';

  @Column({ type: 'datetime', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;
}

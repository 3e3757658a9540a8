import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutbox } from './entities/mail-outbox.entity.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through the configured SMTP server (SMTP_URL), keeping each message in the outbox table first. With no
 * SMTP server (the embedded default) nothing leaves the machine: the message is written to the server log and the
 * outbox, so a local operator can still pass a reset link on.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  /** Keeps and sends one message; a failure to send is recorded and logged, never thrown at the caller. */
  async send(mail: Mail): Promise<void> {
    const outbox = this.dataSource.getRepository(MailOutbox);
    const { id } = await outbox.save(outbox.create({ recipient: mail.to, subject: mail.subject, secret_text: mail.text, transport: this.transport ? 'smtp' : 'log', sent_at: null, error: null }));
    if (!this.transport) {
      this.logger.log(`No SMTP server is configured (SMTP_URL); mail #${id} kept in mail_outbox instead of sent.\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
      await outbox.update({ id }, { sent_at: new Date() });
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mail.from, to: mail.to, subject: mail.subject, text: mail.text });
      await outbox.update({ id }, { sent_at: new Date() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Mail #${id} to ${mail.to} was not sent: ${reason}`);
      await outbox.update({ id }, { error: reason.slice(0, 500) });
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}

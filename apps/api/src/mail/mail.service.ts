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
 *
 * Mail goes out after the answer, through one queue, one message at a time, so how long a mail server takes never
 * shows in an answer and a burst of requests never opens a burst of SMTP connections. Nothing queued can fail its
 * caller or the process: every failure is logged.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  /** The mail queued so far, in order; settles (never rejects) once the last of it has been dealt with. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  /**
   * Queues messages to be kept and sent after the current request has answered (how long a mail server takes must
   * not show in the answer), one after another, behind what is already queued.
   */
  sendLater(mails: readonly Mail[]): void {
    if (mails.length === 0) return;
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        for (const mail of mails) await this.send(mail);
      });
  }

  /** Settles once every message queued so far has been sent, kept or given up on (a graceful stop waits for it). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Keeps and sends one message. A failure (of the SMTP server or of the outbox itself) is logged, never thrown. */
  async send(mail: Mail): Promise<void> {
    try {
      await this.keepAndSend(mail);
    } catch (error) {
      this.logger.error(`Mail to ${mail.to} was not kept or sent: ${reasonOf(error)}`);
    }
  }

  private async keepAndSend(mail: Mail): Promise<void> {
    const outbox = this.dataSource.getRepository(MailOutbox);
    const { id } = await outbox.save(
      outbox.create({
        recipient: mail.to,
        subject: mail.subject,
        secret_text: mail.text,
        transport: this.transport ? 'smtp' : 'log',
        sent_at: null,
        error: null,
      }),
    );
    if (!this.transport) {
      this.logger.log(
        `No SMTP server is configured (SMTP_URL); mail #${id} kept in mail_outbox instead of sent.\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      await outbox.update({ id }, { sent_at: new Date() });
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const reason = reasonOf(error);
      this.logger.error(`Mail #${id} to ${mail.to} was not sent: ${reason}`);
      await outbox.update({ id }, { error: reason.slice(0, 500) });
      return;
    }
    await outbox.update({ id }, { sent_at: new Date() });
  }

  /** Lets the queued mail go out before the transport closes (a stop on SIGTERM, the end of a test). */
  async onModuleDestroy(): Promise<void> {
    await this.queue;
    this.transport?.close();
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

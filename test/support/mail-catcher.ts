import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it: the envelope's recipients and the decoded text. */
export interface CaughtMail {
  to: string;
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, for the tests that follow a mailed link (the
 * API's forgot-password suite and its browser scenario). Plain SMTP, no authentication, as a local relay would be.
 */
export class MailCatcher {
  private readonly inbox: CaughtMail[] = [];
  private readonly waiting = new Set<(mail: CaughtMail) => boolean>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), text: decodeMail(Buffer.concat(chunks).toString('utf8')) };
        if (![...this.waiting].some((take) => take(mail))) this.inbox.push(mail);
        callback();
      });
    },
  });

  /** Starts listening; the URL to give the app as SMTP_URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as { port: number };
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next mail to `to` (compared without case, as mail servers may change it), waiting up to 10 s. */
  next(to: string): Promise<CaughtMail> {
    const same = (mail: CaughtMail) => mail.to.toLowerCase() === to.toLowerCase();
    const kept = this.inbox.find(same);
    if (kept) {
      this.inbox.splice(this.inbox.indexOf(kept), 1);
      return Promise.resolve(kept);
    }
    return new Promise((resolve, reject) => {
      const take = (mail: CaughtMail) => {
        if (!same(mail)) return false;
        clearTimeout(timer);
        this.waiting.delete(take);
        resolve(mail);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiting.delete(take);
        reject(new Error(`no mail to ${to} within 10 s`));
      }, 10_000);
      this.waiting.add(take);
    });
  }

  /** Every mail received and not yet taken. */
  get kept(): readonly CaughtMail[] {
    return this.inbox;
  }
}

/** The token of the reset link in a mail ('' when there is none). */
export const resetTokenIn = (mail: CaughtMail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

/** The text of a plain mail as nodemailer sends it: headers off, quoted-printable or base64 decoded. */
function decodeMail(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

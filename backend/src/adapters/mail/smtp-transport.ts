// SMTP through nodemailer (SMTP_URL: smtp:// or smtps://, credentials in the URL; STARTTLS is
// used whenever the server offers it). A pool keeps a few connections open for the worker's
// parallel sends. Errors are sorted: a 5xx on the recipient or the message is permanent; a
// 4xx, a refused or dropped connection, a timeout or a refused login is worth another try.
import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError, type MailTransport } from './mail-transport.ts';
import { nodemailerMessage } from './nodemailer-message.ts';
import type { OutgoingMail } from './outbox-queue.ts';

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

export function isPermanentSmtpError(error: unknown): boolean {
  const { responseCode, command, code } = (error ?? {}) as SmtpError;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  if (code === 'EAUTH') return false; // Our login, not the message: every message would die.
  return /RCPT|DATA|MESSAGE/i.test(command ?? '') || code === 'EMESSAGE';
}

/**
 * How long the transport waits for the relay at each step (connecting, the greeting, each
 * answer): a quarter of the lease, at most 30 s. A relay that stalls is noticed with the lease
 * still held, so its message is retried by this worker rather than claimed by another one while
 * this one still sends it (docs/decisions/0123). A send has at most a few such waits before
 * its DATA, and the lease covers two of them with room to record the outcome.
 */
export function smtpTimeoutMs(leaseMs: number): number {
  return Math.min(30_000, Math.floor(leaseMs / 4));
}

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(options: { url: string; from: string; connections: number; timeoutMs?: number }) {
    const url = new URL(options.url);
    const timeout = options.timeoutMs ?? 30_000;
    this.from = options.from;
    this.transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: options.connections,
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
      // Nothing of a message or a login goes to the log.
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transporter.sendMail(nodemailerMessage(mail, this.from));
    } catch (error) {
      const { message = String(error), code, responseCode } = (error ?? {}) as SmtpError;
      const summary = [code, responseCode, message].filter((part) => part !== undefined).join(' ');
      throw new DeliveryError(summary, isPermanentSmtpError(error), { cause: error });
    }
  }

  close(): void {
    this.transporter.close();
  }
}

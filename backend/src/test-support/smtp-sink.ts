// A real SMTP server inside the test process (nodemailer's smtp-server) that keeps every message
// it accepts, parsed by mailparser, and can misbehave on demand: answer 421 to the next few
// messages, refuse a recipient with 550, greet the next few connections only after a while (a
// slow relay), or stop listening (a refused connection).
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly envelopeTo: string[];
  readonly raw: Buffer;
  readonly parsed: ParsedMail;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** The next this-many messages are answered 421 (a temporary failure). */
  temporaryFailures = 0;
  /**
   * Read each message and never answer it: a sender that dies now does not know whether the
   * message went out (it did not: nothing unanswered counts as received).
   */
  stallDelivery = false;
  /** Messages read while `stallDelivery` was on. */
  stalled = 0;
  /** The next this-many connections are greeted only after `greetingDelayMs`. */
  slowGreetings = 0;
  greetingDelayMs = 0;
  /** Recipients answered 550 (a permanent refusal). */
  readonly refusedRecipients = new Set<string>();
  private server: SMTPServer | undefined;
  private portNumber = 0;
  private waiters: { done: () => boolean; resolve: () => void }[] = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.portNumber}`;
  }

  /** Listens (again) on the same port as before, or a free one the first time. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      // The greeting is sent once this calls back.
      onConnect: (_session, callback) => {
        if (this.slowGreetings <= 0) return callback();
        this.slowGreetings -= 1;
        setTimeout(() => callback(), this.greetingDelayMs);
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refusedRecipients.has(address.address)) {
          const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.stallDelivery) {
            this.stalled += 1;
            this.notify();
            return;
          }
          if (this.temporaryFailures > 0) {
            this.temporaryFailures -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
            return;
          }
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          this.received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            parsed,
          });
          callback();
          this.notify();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.portNumber, '127.0.0.1', () => resolve());
    });
    this.portNumber = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: connections are refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages in all have arrived. */
  waitFor(count: number): Promise<void> {
    return this.waitUntil(() => this.received.length >= count);
  }

  /** Resolves once `count` messages are held unanswered. */
  waitForStalled(count: number): Promise<void> {
    return this.waitUntil(() => this.stalled >= count);
  }

  /** The messages sent to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }

  private waitUntil(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ done, resolve }));
  }

  private notify(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done()) return true;
      waiter.resolve();
      return false;
    });
  }
}

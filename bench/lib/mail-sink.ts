// A local SMTP sink for the benchmarks (smtp-server in the bench's process): accepts everything
// and keeps, per message, only its Message-ID and Subject (read from the raw header, unfolded),
// so counting 20,000 messages costs little beside the sender being measured.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  readonly messageId: string;
  readonly subject: string;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return match?.[1]?.trim() ?? '';
}

export class MailSink {
  readonly received: SunkMail[] = [];
  private server: SMTPServer | undefined;

  async start(): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      maxClients: 200,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
          this.received.push({ messageId: header(head, 'Message-ID'), subject: header(head, 'Subject') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.server = server;
    return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// Without SMTP_URL: each message is written as an .eml file under DATA_DIR/mail/ (any mail app
// opens it) and logged in one line, so a fresh `npm start` shows what would have been sent.
// The line names the file and the kind, not the recipient or the text (personal data stays
// in the file).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { DeliveryError, type MailTransport } from './mail-transport.ts';
import { nodemailerMessage } from './nodemailer-message.ts';
import type { OutgoingMail } from './outbox-queue.ts';

export class FileTransport implements MailTransport {
  private readonly directory: string;
  private readonly from: string;
  private readonly logger: Logger;
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(options: { directory: string; from: string; logger: Logger }) {
    this.directory = options.directory;
    this.from = options.from;
    this.logger = options.logger;
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      const info = await this.transporter.sendMail(nodemailerMessage(mail, this.from));
      await mkdir(this.directory, { recursive: true });
      // Named by its row: a second attempt rewrites the same file instead of adding one. Written
      // aside and renamed, so whoever watches the folder never reads half a message.
      const file = path.join(this.directory, `${mail.id}.eml`);
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
      this.logger.info(
        { kind: mail.kind, messageId: mail.messageId, file },
        'e-mail written to a file (no SMTP_URL)',
      );
    } catch (error) {
      throw new DeliveryError(error instanceof Error ? error.message : String(error), false, {
        cause: error,
      });
    }
  }

  close(): void {
    this.transporter.close();
  }
}

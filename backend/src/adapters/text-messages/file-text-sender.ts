// Without Twilio settings: each text is written as one readable file under DATA_DIR/texts/ and
// logged in one line, so a fresh `npm start` shows what would have been sent (docs/decisions/0154),
// as the e-mail file transport does for mail. The file holds the whole message (the recipient
// included, like an .eml); the line names the file, the segments and the last four digits of the
// number, never the body.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { businessTimeZone, countSmsSegments } from '@dumpster/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock.ts';
import type {
  OutgoingText,
  TextMessageSender,
  TextSendResult,
} from '../../application/ports/text-message-sender.ts';
import { maskedPhone } from './masked-phone.ts';

const floridaTime = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The reference as a file name: letters, digits, '-' and '_' only, so it cannot leave the folder. */
export function textFileName(reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);
  return `${safe === '' ? '_' : safe}.txt`;
}

/** The file's text: a few headers, a blank line, the body as sent. */
export function textFileContent(text: OutgoingText, from: string, at: Date): string {
  const count = countSmsSegments(text.body);
  return [
    `To: ${text.to}`,
    `From: ${from}`,
    `Time: ${at.toISOString()} (${floridaTime.format(at)} Florida time)`,
    `Segments: ${count.segments} (${count.encoding}, ${count.units} ${count.encoding === 'GSM-7' ? 'septets' : 'UTF-16 units'})`,
    `Reference: ${text.reference}`,
    '',
    text.body,
    '',
  ].join('\n');
}

export class FileTextSender implements TextMessageSender {
  private readonly directory: string;
  private readonly from: string;
  private readonly logger: Logger;
  private readonly clock: Clock;

  constructor(options: { directory: string; from: string; logger: Logger; clock: Clock }) {
    this.directory = options.directory;
    this.from = options.from;
    this.logger = options.logger;
    this.clock = options.clock;
  }

  async send(text: OutgoingText): Promise<TextSendResult> {
    const name = textFileName(text.reference);
    const file = path.join(this.directory, name);
    const segments = countSmsSegments(text.body).segments;
    try {
      await mkdir(this.directory, { recursive: true });
      // Written aside and renamed, so whoever watches the folder never reads half a message; a
      // second attempt of the same message rewrites its file instead of adding one.
      await writeFile(`${file}.partial`, textFileContent(text, this.from, this.clock.now()));
      await rename(`${file}.partial`, file);
    } catch (error) {
      const detail = `could not write the text's file: ${error instanceof Error ? error.message : String(error)}`;
      return { ok: false, failure: { kind: 'temporary', detail } };
    }
    this.logger.info(
      { to: maskedPhone(text.to), segments, reference: text.reference, file },
      'text message written to a file (no Twilio settings)',
    );
    return { ok: true, providerId: `file:${name}`, status: 'written', segments };
  }

  async close(): Promise<void> {}
}

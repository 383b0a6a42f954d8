// A pino logger whose lines a test can read back as objects (what a log shipper would see), to
// check what is logged and, as much, what is not (phone numbers, message bodies).
import pino, { type Logger } from 'pino';

export interface CapturedLog {
  readonly logger: Logger;
  /** Every line written so far, parsed. */
  lines(): Array<Record<string, unknown>>;
  /** Every line written so far, as written. */
  text(): string;
}

export function capturedLog(level: pino.Level = 'info'): CapturedLog {
  const written: string[] = [];
  const logger = pino({ level }, { write: (chunk: string) => written.push(chunk) });
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}

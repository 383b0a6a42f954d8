// The composed server sends what it stores: a booking posted to the API reaches the SMTP server
// (SMTP_URL) from the worker the composition root started, From MAIL_FROM and with the notice to
// BUSINESS_EMAIL, its My booking link made as it is sent; without SMTP_URL the messages are .eml
// files under DATA_DIR/mail.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageLog } from '../application/ports/message-log.ts';
import { loadConfig } from '../config.ts';
import { eventually } from '../test-support/mail-harness.ts';
import { bookingBody, contactBody } from '../test-support/requests.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { openDayOnOrAfter } from '../test-support/test-calendars.ts';
import { type Composition, compose } from './container.ts';
import { TOKENS } from './tokens.ts';

// Open days of the default calendar (Sunday closed), so no run depends on its weekday.
const inDays = (days: number) =>
  openDayOnOrAfter(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

describe('e-mail from the composed server on PGlite', () => {
  let composition: Composition | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await composition?.close();
    await sink?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    composition = undefined;
    sink = undefined;
    dataDir = undefined;
  });

  it('sends the confirmation and the notice of a posted booking over SMTP, and shows them in the message log', async () => {
    sink = new SmtpSink();
    await sink.start();
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIL_WORKER: 'true',
      SMTP_URL: sink.url,
      MAIL_FROM: '"Coastal Haul Bookings" <bookings@coastalhaul.example>',
      BUSINESS_EMAIL: 'dispatch@coastalhaul.example',
    });
    composition = await compose(config, { target: { kind: 'pglite' }, logger: pino({ level: 'silent' }) });

    const res = await request(composition.app)
      .post('/api/bookings')
      .send(bookingBody({ deliveryDate: inDays(3), pickupDate: inDays(13) }));
    expect(res.status).toBe(201);
    await sink.waitFor(2);

    const confirmation = sink.to('jane@example.com')[0]?.parsed;
    expect(confirmation?.from?.value).toEqual([
      { name: 'Coastal Haul Bookings', address: 'bookings@coastalhaul.example' },
    ]);
    expect(confirmation?.subject).toContain(res.body.reference);
    expect(confirmation?.text).toContain('Total: $');
    expect(sink.to('dispatch@coastalhaul.example')).toHaveLength(1);
    // The My booking link, made by the worker as it sent the message (decision 0160), opens the booking.
    const token = /\/my-booking\/([A-Za-z0-9_-]{43})\b/.exec(confirmation?.text ?? '')?.[1] ?? '';
    const page = await request(composition.app)
      .get('/api/my-booking')
      .set('Authorization', `Bearer ${token}`);
    expect(page.status).toBe(200);
    expect(page.body.reference).toBe(res.body.reference);
    expect(confirmation?.html).toContain(`/my-booking/${token}"`);

    const log = composition.container.get<MessageLog>(TOKENS.MessageLog);
    await eventually(async () =>
      (await log.listForBooking(res.body.id)).every((entry) => entry.status === 'sent'),
    );
    expect((await log.listForBooking(res.body.id)).map((entry) => [entry.kind, entry.status])).toEqual([
      ['booking-confirmation', 'sent'],
      ['booking-notice', 'sent'],
    ]);
  });

  it('writes each message as an .eml file under DATA_DIR/mail when no SMTP_URL is set', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
    const config = loadConfig({ NODE_ENV: 'test', MAIL_WORKER: 'true', DATA_DIR: dataDir });
    composition = await compose(config, { target: { kind: 'pglite' }, logger: pino({ level: 'silent' }) });

    const res = await request(composition.app).post('/api/contact').send(contactBody());
    expect(res.status).toBe(201);
    const directory = path.join(dataDir, 'mail');
    await eventually(async () => {
      try {
        return readdirSync(directory).filter((file) => file.endsWith('.eml')).length === 2;
      } catch {
        return false;
      }
    });

    const names = readdirSync(directory);
    expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
    const files = names.map((file) => readFileSync(path.join(directory, file), 'utf8'));
    expect(files.every((file) => /^Message-ID: <[0-9a-f-]{36}@coastalhaul\.example>\r$/m.test(file))).toBe(
      true,
    );
    expect(files.some((file) => file.includes('To: info@coastalhaul.example'))).toBe(true);
  });
});

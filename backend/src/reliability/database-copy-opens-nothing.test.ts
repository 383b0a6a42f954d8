// A copy of the database opens no booking (decision 0160): a booking, a customer's change and a
// staff member's new link each e-mail a My booking link, the worker sends them all, and then every
// string in every column of every table (found through information_schema, so a table added later
// is read too) that looks like a token is tried against the API: none opens a booking, while the
// links in the e-mails the customer received all did.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { ReissueAccessLink } from '../application/my-booking/reissue-access-link.ts';
import { eventually, testWorker } from '../test-support/mail-harness.ts';
import { bookingBody, testCustomer } from '../test-support/requests.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { testApp } from '../test-support/test-app.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Runs of the characters a token is made of (base64url), long enough to be one, and its 43-character windows. */
function tokenLikeStrings(text: string): string[] {
  const found = new Set<string>();
  for (const [run] of text.matchAll(/[A-Za-z0-9_-]{16,}/g)) {
    found.add(run);
    if (run.length > 43 && run.length <= 128)
      for (let start = 0; start + 43 <= run.length; start += 1) found.add(run.slice(start, start + 43));
  }
  for (const [encoded] of text.matchAll(/%[0-9A-Fa-f]{2}/g)) found.add(decodeURIComponent(encoded));
  return [...found];
}

/** Every value of every column of every row of every table, as text. */
async function everyStoredText(orm: Orm): Promise<string[]> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    `select "table_name" from information_schema.tables
      where "table_schema" = current_schema() and "table_type" = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { table_name: table } of tables) {
    const columns = await connection.execute<{ column_name: string }[]>(
      `select "column_name" from information_schema.columns where "table_schema" = current_schema() and "table_name" = ?`,
      [table],
    );
    const selected = columns.map(({ column_name: column }) => `"${column}"::text as "${column}"`).join(', ');
    const rows = await connection.execute<Record<string, string | null>[]>(
      `select ${selected} from "${table}"`,
    );
    for (const row of rows) for (const value of Object.values(row)) if (value !== null) texts.push(value);
  }
  return texts;
}

const linkPattern = /https?:\/\/[^\s"<>]+\/my-booking\/([A-Za-z0-9_-]+)/;

describe('a copy of the database', () => {
  let sink: SmtpSink | undefined;
  let worker: DeliveryWorker | undefined;

  afterEach(async () => {
    await worker?.stop(2_000);
    await sink?.stop();
    worker = undefined;
    sink = undefined;
  });

  it('holds no working My booking token once every e-mail is sent, though each e-mailed link works', async () => {
    const { app, store, clock, links } = await testApp({
      rateLimit: { enabled: false, windowMs: 60_000, max: 10 },
    });
    const smtp = new SmtpSink();
    sink = smtp;
    await smtp.start();
    worker = testWorker(store.orm, smtp.url);
    worker.start();
    const opens = async (token: string) =>
      (await request(app).get('/api/my-booking').set(bearer(token))).status === 200;
    /** The token of the link in the customer's e-mail whose subject matches. */
    const linkIn = async (subject: RegExp): Promise<string> => {
      await eventually(async () =>
        smtp.to(testCustomer.email).some((mail) => subject.test(mail.parsed.subject ?? '')),
      );
      const mail = smtp
        .to(testCustomer.email)
        .find((received) => subject.test(received.parsed.subject ?? ''));
      const token = linkPattern.exec(mail?.parsed.text ?? '')?.[1];
      if (!token) throw new Error(`no My booking link in the e-mail "${mail?.parsed.subject}"`);
      // The finder below would see this token, were it stored.
      expect(tokenLikeStrings(mail?.parsed.text ?? '')).toContain(token);
      return token;
    };

    const booked = await request(app).post('/api/bookings').send(bookingBody());
    expect(booked.status).toBe(201);
    const confirmed = await linkIn(/^Your .* booking for /);
    expect(await opens(confirmed)).toBe(true);

    const extended = await request(app)
      .post('/api/my-booking/extend')
      .set(bearer(confirmed))
      .send({ pickupDate: '2026-12-05' });
    expect(extended.status).toBe(200);
    const changed = await linkIn(/ is extended$/);
    expect(changed).toBe(confirmed);

    await new ReissueAccessLink(store.unitOfWork, links, clock).execute(booked.body.id, { kind: 'system' });
    const replaced = await linkIn(/^Your new link for booking /);
    expect(await opens(replaced)).toBe(true);
    expect(await opens(confirmed)).toBe(false);

    await eventually(async () => (await store.outbox()).every((row) => row.status === 'sent'));
    const candidates = new Set((await everyStoredText(store.orm)).flatMap(tokenLikeStrings));
    expect(candidates.size).toBeGreaterThan(50);
    const working: string[] = [];
    for (const candidate of candidates) if (await opens(candidate)) working.push(candidate);
    expect(working).toEqual([]);
  });
});

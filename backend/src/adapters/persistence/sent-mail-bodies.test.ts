// The retention sweep's emptying of sent e-mails (decision 0160), on PGlite and PostgreSQL: a
// message sent before the cutoff keeps what the back office shows (kind, subject, recipient,
// status, times) and loses its bodies, attachments, send-time parts and Reply-To; a message sent
// since, a pending one and a dead one keep everything.
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';
import { SentMailBodies } from './sent-mail-bodies.ts';
import { SqlMessageLog } from './sql-message-log.ts';

interface Row {
  id: string;
  status: string;
  text_body: string;
  html_body: string;
  attachments: unknown;
  parts: unknown;
  reply_to: unknown;
  subject: string;
  recipient: string;
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

describe.each(testDatabaseKinds())('sent e-mail bodies on $name', (kind) => {
  const db = databaseForSuite(kind);

  it('empties the messages sent before the cutoff, keeping what the back office lists', async () => {
    await emptyTables(db, ['outbox_messages', 'bookings']);
    const booking = storedBooking();
    await new MikroOrmUnitOfWork(db.orm).transaction(async ({ bookings, outbox }) => {
      await bookings.add(booking);
      for (let copy = 0; copy < 4; copy += 1) await outbox.enqueue({ kind: 'booking-notice', booking });
    });
    const sql = (statement: string, parameters: unknown[] = []) =>
      db.orm.em.getConnection().execute<Row[]>(statement, parameters);
    const ids = (await sql(`select "id" from "outbox_messages" order by "id"`)).map((row) => row.id);
    const [old, recent, pending, dead] = ids;
    await sql(
      `update "outbox_messages" set "status" = 'sent', "sent_at" = now() - interval '20 days' where "id" = ?`,
      [old],
    );
    await sql(
      `update "outbox_messages" set "status" = 'sent', "sent_at" = now() - interval '2 days' where "id" = ?`,
      [recent],
    );
    await sql(
      `update "outbox_messages" set "status" = 'dead', "created_at" = now() - interval '30 days' where "id" = ?`,
      [dead],
    );
    // Queued in one transaction: one created_at, so the log's order among them is the database's.
    const listed = async () =>
      (await new SqlMessageLog(db.orm).listForBooking(booking.id)).sort((a, b) => a.id.localeCompare(b.id));
    const listedBefore = await listed();

    const cutoff = new Date(Date.now() - 14 * 86_400_000);
    expect(await new SentMailBodies(db.orm).clearSentBefore(cutoff)).toBe(1);
    expect(await new SentMailBodies(db.orm).clearSentBefore(cutoff)).toBe(0);

    const rows = new Map((await sql(`select * from "outbox_messages"`)).map((row) => [row.id, row]));
    expect(rows.get(old ?? '')).toMatchObject({
      status: 'sent',
      text_body: '',
      html_body: '',
      reply_to: null,
    });
    expect(json(rows.get(old ?? '')?.attachments)).toEqual([]);
    expect(json(rows.get(old ?? '')?.parts)).toEqual([]);
    expect(rows.get(old ?? '')?.subject).toContain(booking.reference);
    for (const kept of [recent, pending, dead]) {
      expect(rows.get(kept ?? '')?.text_body).toContain(booking.reference);
      expect(rows.get(kept ?? '')?.reply_to).not.toBeNull();
    }
    expect(await listed()).toEqual(listedBefore);
  });
});

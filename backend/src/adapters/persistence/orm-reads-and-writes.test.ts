// What moving the adapters onto MikroORM's EntityManager and query builder must keep, on PGlite
// (always) and PostgreSQL (when TEST_DATABASE_URL is set): a read after a write in one
// transaction sees the write (no identity map serves a stale row), the first who and when of a
// contact request stay, text without NUL in every insert, and the free text read through the
// trigram index of migration 0006 (the query's expression is the entity's, no longer the
// migration's).
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { bookingConditions } from './admin-booking-query.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';

const contactId = '50000000-0000-4000-8000-000000000001';
const staff = (name: string) => ({
  id: randomUUID(),
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  name,
  role: 'staff' as const,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  createdAt: new Date('2026-11-20T12:00:00Z'),
  disabledAt: null,
  passwordVersion: 1,
});

describe.each(testDatabaseKinds())('reads and writes through the ORM on $name', (kind) => {
  const db = databaseForSuite(kind);
  const unitOfWork = () => new MikroOrmUnitOfWork(db.orm);
  beforeEach(async () => {
    await emptyTables(db, ['audit_events', 'booking_events', 'bookings', 'contact_requests', 'users']);
  });

  it('reads a booking back as changed earlier in the same transaction', async () => {
    const booking = storedBooking();
    await unitOfWork().transaction(({ bookings }) => bookings.add(booking));

    const reread = await unitOfWork().transaction(async ({ bookings }) => {
      const locked = await bookings.findForUpdate(booking.id);
      if (!locked) throw new Error('not stored');
      await bookings.saveChange({ ...locked, status: 'confirmed', pickupDate: '2026-12-06' });
      await bookings.setStatus(booking.id, 'delivered');
      return bookings.findById(booking.id);
    });

    expect(reread).toEqual({ ...booking, status: 'delivered', pickupDate: '2026-12-06' });
  });

  it('keeps the first who and when of a contacted request, and finds no other', async () => {
    const [first, second] = [staff('Dee Dispatch'), staff('Rosa Diaz')];
    await unitOfWork().transaction(async ({ users, contactRequests }) => {
      await users.add(first);
      await users.add(second);
      await contactRequests.add({
        id: contactId,
        name: 'Sam Ortiz',
        phone: '904-555-0199',
        email: 'sam@example.com',
        service: 'selective-demo',
        message: '',
        smsOptIn: false,
        isContacted: false,
        createdAt: new Date('2026-11-22T14:00:00Z'),
      });
    });
    const mark = (by: typeof first, at: string, id = contactId) =>
      unitOfWork().transaction(({ contactRequests }) =>
        contactRequests.markContacted(id, { userId: by.id, name: by.name }, new Date(at)),
      );

    expect(await mark(first, '2026-11-23T09:00:00Z')).toBe(true);
    expect(await mark(second, '2026-11-23T10:00:00Z')).toBe(true);
    expect(await mark(second, '2026-11-23T10:00:00Z', randomUUID())).toBe(false);
    expect(await mark(second, '2026-11-23T10:00:00Z', 'not-a-uuid')).toBe(false);

    const [row] = await db.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select "is_contacted", "contacted_by", "contacted_by_name", "contacted_at" from "contact_requests"`,
      );
    expect({ ...row, contacted_at: new Date(String(row?.contacted_at)) }).toEqual({
      is_contacted: true,
      contacted_by: first.id,
      contacted_by_name: 'Dee Dispatch',
      contacted_at: new Date('2026-11-23T09:00:00Z'),
    });
  });

  it('drops the NUL characters of an audit line, in its text and its details, instead of failing', async () => {
    await unitOfWork().transaction(({ audit }) =>
      audit.append({
        occurredAt: new Date('2026-11-22T14:00:00Z'),
        actor: { kind: 'staff', userId: randomUUID(), name: 'Ro\u0000sa' },
        action: 'booking_status_changed',
        subject: { type: 'booking', id: randomUUID() },
        details: { reason: 'a\u0000b', 'k\u0000ey': ['\u0000x'] },
      }),
    );

    const [row] = await db.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(`select "actor_name", "details" from "audit_events"`);
    expect(row).toEqual({ actor_name: 'Rosa', details: { reason: 'ab', key: ['x'] } });
  });

  it('reads the free text through the trigram index', async () => {
    const plan = await db.orm.em.fork().transactional(async (em) => {
      // A few rows: without this the planner rightly prefers reading the table.
      await em.execute('set local enable_seqscan = off', [], 'run');
      const query = em
        .createQueryBuilder(BookingEntity, 'b')
        .select('id')
        .where(bookingConditions({ q: 'carter', sort: 'created', direction: 'desc' }))
        .toQuery();
      const rows = await em.execute<Record<string, string>[]>(`explain ${query.sql}`, [...query.params]);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });

    expect(plan).toContain('bookings_search_trgm_index');
  });
});

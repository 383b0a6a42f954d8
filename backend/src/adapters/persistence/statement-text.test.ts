// A statement built once by the query builder and run with other values: the same rows as the
// query builder's own statement, and a value that does not become a parameter is refused at once.
import { raw } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore } from '../../test-support/test-store.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { StatementText } from './statement-text.ts';

describe('a statement text built once', () => {
  it('binds each call its own values and reads what the query builder would', async () => {
    const store = await openTestStore();
    const first = storedBooking({ reference: 'CH-2026-0001', deliveryDate: '2027-03-01' });
    const second = storedBooking({ reference: 'CH-2026-0002', deliveryDate: '2027-03-02' });
    await store.addBookings(first, second);
    let builds = 0;
    const byDay = new StatementText<[date: string]>((em, date) => {
      builds += 1;
      return em
        .createQueryBuilder(BookingEntity, 'b')
        .select(['reference as reference'])
        .where({ deliveryDate: date });
    });

    const read = async (date: string) => {
      const em = store.orm.em.fork();
      const { sql, params } = byDay.bind(em, date);
      return em.execute(sql, params, 'all');
    };

    expect(await read('2027-03-01')).toEqual([{ reference: 'CH-2026-0001' }]);
    expect(await read('2027-03-02')).toEqual([{ reference: 'CH-2026-0002' }]);
    expect(await read('2027-03-03')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a statement where a value is not a parameter of its own', async () => {
    const store = await openTestStore();
    const inlined = new StatementText<[reference: string]>((em, reference) =>
      em
        .createQueryBuilder(BookingEntity, 'b')
        .select('id')
        .where({ [raw(`"b"."reference" = '${reference.length}'`)]: [] }),
    );
    expect(() => inlined.bind(store.orm.em.fork(), 'CH-2026-0001')).toThrow(/not a parameter/);
  });
});

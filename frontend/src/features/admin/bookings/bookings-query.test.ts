import { describe, expect, it } from 'vitest';
import { bookingsSearchParams, filterFromSearchParams } from './bookings-query.ts';

const read = (query: string) => filterFromSearchParams(new URLSearchParams(query));

describe('the bookings filter in the URL', () => {
  it('reads every filter with the contract and writes them back in a fixed order, defaults left out', () => {
    const filter = read(
      'q=+smith+&city=Jacksonville&status=pending&size=10-yard&bookingType=commercial&deliveryFrom=2026-03-01&deliveryTo=2026-03-31&sort=delivery&direction=asc',
    );
    expect(filter).toMatchObject({
      status: 'pending',
      size: '10-yard',
      bookingType: 'commercial',
      deliveryFrom: '2026-03-01',
      deliveryTo: '2026-03-31',
      city: 'Jacksonville',
      q: 'smith',
      sort: 'delivery',
      direction: 'asc',
    });
    expect(bookingsSearchParams(filter, { withCursor: false }).toString()).toBe(
      'status=pending&size=10-yard&bookingType=commercial&deliveryFrom=2026-03-01&deliveryTo=2026-03-31&city=Jacksonville&q=smith&sort=delivery&direction=asc',
    );
    expect(bookingsSearchParams(read(''), { withCursor: false }).toString()).toBe('');
  });

  it('drops a value the server would refuse and keeps the others', () => {
    expect(read('status=lost&size=15-yard&deliveryFrom=2026-02-30')).toMatchObject({ size: '15-yard' });
    expect(read('status=lost&size=15-yard')).not.toHaveProperty('status');
    expect(read('deliveryFrom=2026-03-10&deliveryTo=2026-03-01')).toMatchObject({
      deliveryFrom: '2026-03-10',
    });
    expect(read('deliveryFrom=2026-03-10&deliveryTo=2026-03-01')).not.toHaveProperty('deliveryTo');
  });

  it('sends the cursor to the API only', () => {
    const args = { ...read('status=confirmed'), cursor: 'abc' };
    expect(bookingsSearchParams(args, { withCursor: true }).toString()).toBe('status=confirmed&cursor=abc');
    expect(bookingsSearchParams(args, { withCursor: false }).toString()).toBe('status=confirmed');
  });
});

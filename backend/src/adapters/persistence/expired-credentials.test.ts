// The retention sweep's deletion of credentials past their end, on PGlite and PostgreSQL: an
// expired "My booking" link and an expired staff session go, the live ones stay.
import { describe, expect, it } from 'vitest';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { countRows, databaseForSuite, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { ExpiredCredentials } from './expired-credentials.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';

const now = new Date('2026-11-24T12:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * 3_600_000);
const hex = (digit: string) => digit.repeat(64);

describe.each(testDatabaseKinds())('expired credentials on $name', (kind) => {
  const db = databaseForSuite(kind);

  it('deletes the sessions and links that ended before the cutoff, and only those', async () => {
    const booking = storedBooking();
    const userId = '00000000-0000-4000-8000-0000000000aa';
    await new MikroOrmUnitOfWork(db.orm).transaction(async ({ bookings, accessTokens, users, sessions }) => {
      await bookings.add(booking);
      for (const [digit, expiresAt] of [
        ['a', at(-1)],
        ['b', at(+1)],
      ] as const)
        await accessTokens.add({
          bookingId: booking.id,
          keyId: 'k1',
          tokenHmac: hex(digit),
          nonce: null,
          expiresAt,
          revokedAt: null,
          createdAt: at(-100),
        });
      await users.add({
        id: userId,
        email: 'sweep@example.com',
        name: 'Sweep',
        role: 'staff',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        createdAt: at(-100),
        passwordVersion: 1,
        disabledAt: null,
      });
      for (const [digit, expiresAt] of [
        ['c', at(-2)],
        ['d', at(+2)],
      ] as const)
        await sessions.add({
          tokenHash: hex(digit),
          userId,
          createdAt: at(-10),
          lastSeenAt: at(-3),
          expiresAt,
        });
    });

    expect(await new ExpiredCredentials(db.orm).deleteExpiredBefore(now)).toEqual({
      sessions: 1,
      accessLinks: 1,
    });
    expect(await countRows(db.orm, 'sessions')).toBe(1);
    expect(await countRows(db.orm, 'booking_access_tokens')).toBe(1);
    expect(await new ExpiredCredentials(db.orm).deleteExpiredBefore(now)).toEqual({
      sessions: 0,
      accessLinks: 0,
    });
  });
});

// Staff revoke a booking's link and send a new one (docs/decisions/0094): the old link opens
// nothing from then on, the new one opens the booking, the history says who did it, and the
// customer gets the new link by e-mail.
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { bookWithLink, sentLink, tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { testApp } from '../../test-support/test-app.ts';
import { ReissueAccessLink } from './reissue-access-link.ts';
import { ViewMyBooking } from './view-my-booking.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-000000000007', name: 'Dana' } as const;

describe('ReissueAccessLink', () => {
  it('revokes every older link, issues a new one, records it and e-mails it', async () => {
    const { app, store, links } = await testApp();
    const { token, reference } = await bookWithLink(app, store);
    const clock = new FixedClock(testNow);
    const view = new ViewMyBooking(store.unitOfWork, links, clock);
    const booking = (await store.bookings()).find((stored) => stored.reference === reference);
    if (!booking) throw new Error('not stored');

    expect(await new ReissueAccessLink(store.unitOfWork, links, clock).execute(booking.id, staff)).toEqual({
      kind: 'reissued',
    });

    expect(await view.execute(token)).toBeUndefined();
    const sent = (await store.outbox()).at(-1);
    if (sent?.message.kind !== 'booking-link') throw new Error('no booking-link e-mail');
    expect(sent.message.booking.reference).toBe(reference);
    const link = await sentLink(store, sent.mail.id);
    expect((await view.execute(tokenOfManageUrl(link ?? '')))?.reference).toBe(reference);
    expect((await store.bookingEvents()).at(-1)).toMatchObject({
      type: 'access_link_reissued',
      actor: staff,
    });
    expect((await store.accessTokens()).filter((record) => record.revokedAt === null)).toHaveLength(1);
  });

  it('answers not_found for a booking that does not exist, and changes nothing', async () => {
    const { store, links } = await testApp();
    const outcome = await new ReissueAccessLink(store.unitOfWork, links, new FixedClock(testNow)).execute(
      '00000000-0000-4000-8000-00000000dead',
      staff,
    );
    expect(outcome).toEqual({ kind: 'not_found' });
    expect(await store.outbox()).toHaveLength(0);
  });
});

// A My booking link as its e-mail carries it (decision 0160): the outbox holds only a reference,
// and the URL is made as the message is sent, from the stored nonce and the server's secret. A link
// stored before nonces keeps opening its booking but is never made again; one that is gone gives
// the page that says the link is not valid.
import { myBookingPaths } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { testAccessLinks, testSiteUrl } from '../../test-support/test-app.ts';
import { openTestStore } from '../../test-support/test-store.ts';

const notValidPage = new URL(myBookingPaths.linkNotValid, testSiteUrl).href;

async function linkedBooking() {
  const store = await openTestStore();
  const links = testAccessLinks();
  const booking = storedBooking();
  const reference = await store.unitOfWork.transaction(async ({ bookings, accessTokens }) => {
    await bookings.add(booking);
    return links.issue(accessTokens, booking, testNow);
  });
  const urlOf = (tokenId: string) =>
    store.unitOfWork.transaction(({ accessTokens }) => links.sendTimeUrl(accessTokens, { tokenId }));
  const opens = (token: string) =>
    store.unitOfWork.transaction(({ accessTokens }) => links.bookingIdFor(accessTokens, token, testNow));
  return { store, links, booking, reference, urlOf, opens };
}

describe('AccessLinks', () => {
  it('stores a nonce and an HMAC, and makes the working link from them only at send time', async () => {
    const { store, booking, reference, urlOf, opens } = await linkedBooking();
    const url = await urlOf(reference.tokenId);

    expect(url.startsWith(`${testSiteUrl}/my-booking/`)).toBe(true);
    const token = tokenOfManageUrl(url);
    expect(await opens(token)).toBe(booking.id);
    const [stored] = await store.accessTokens();
    expect(stored?.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The same link every time it is made (a retried e-mail, a second message about the booking).
    expect(await urlOf(reference.tokenId)).toBe(url);
  });

  it('keeps a link stored before nonces working, refers to it in no e-mail, and cannot make it', async () => {
    const { store, links, reference, urlOf } = await linkedBooking();
    await store.sql(`update "booking_access_tokens" set "nonce" = null`);
    const [stored] = await store.unitOfWork.transaction(async ({ accessTokens }) => [
      await accessTokens.findById(reference.tokenId),
    ]);
    if (!stored) throw new Error('no link stored');

    expect(links.referenceTo(stored)).toBeNull();
    expect(await urlOf(reference.tokenId)).toBe(notValidPage);
  });

  it('points at the "link not valid" page when the link is gone by the time its e-mail goes out', async () => {
    const { store, reference, urlOf } = await linkedBooking();
    await store.sql(`delete from "booking_access_tokens"`);

    expect(await urlOf(reference.tokenId)).toBe(notValidPage);
    expect(await urlOf('not a number')).toBe(notValidPage);
  });
});

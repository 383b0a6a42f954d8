// The "My booking" link of a booking made through the API, read where the customer finds it: the
// confirmation e-mail queued in the outbox.
import type { Express } from 'express';
import request from 'supertest';

import { bookingBody } from './requests.ts';
import type { TestStore } from './test-store.ts';

export function tokenOfManageUrl(manageUrl: string): string {
  const match = /\/my-booking\/([^/?#]+)$/.exec(new URL(manageUrl).pathname);
  if (!match?.[1]) throw new Error(`not a My booking link: ${manageUrl}`);
  return decodeURIComponent(match[1]);
}

/** Books through POST /api/bookings and answers the token of the link its confirmation carries. */
export async function bookWithLink(
  app: Express,
  store: TestStore,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; reference: string }> {
  const answer = await request(app).post('/api/bookings').send(bookingBody(overrides));
  if (answer.status !== 201) throw new Error(`booking refused: ${answer.status} ${answer.text}`);
  const reference = (answer.body as { reference: string }).reference;
  const confirmation = (await store.outbox()).find(
    (row) => row.message.kind === 'booking-confirmation' && row.message.booking.reference === reference,
  );
  if (confirmation?.message.kind !== 'booking-confirmation' || !confirmation.message.manageUrl)
    throw new Error('the confirmation carries no link');
  return { token: tokenOfManageUrl(confirmation.message.manageUrl), reference };
}

// The "My booking" link of a booking, read where the customer finds it: the e-mail as the
// delivery worker sends it, its send-time parts made from the stored row (decision 0160).
import type { Express } from 'express';
import request from 'supertest';
import type { SendTimePart } from '../adapters/mail/rendered-mail.ts';
import { sendTimeParts } from '../composition/mail-delivery.ts';
import { bookingBody } from './requests.ts';
import { testAccessLinks } from './test-app.ts';
import type { TestStore } from './test-store.ts';

export function tokenOfManageUrl(manageUrl: string): string {
  const match = /\/my-booking\/([^/?#]+)$/.exec(new URL(manageUrl).pathname);
  if (!match?.[1]) throw new Error(`not a My booking link: ${manageUrl}`);
  return decodeURIComponent(match[1]);
}

/** A queued message's text as the worker sends it: its send-time parts made (the test app's secret). */
export async function sentText(store: Pick<TestStore, 'orm'>, mailId: string): Promise<string> {
  const [row] = await store.orm.em
    .getConnection()
    .execute<{ text_body: string; parts: SendTimePart[] | string }[]>(
      `select "text_body", "parts" from "outbox_messages" where "id" = ?`,
      [mailId],
    );
  if (!row) throw new Error(`no queued message ${mailId}`);
  const parts = typeof row.parts === 'string' ? (JSON.parse(row.parts) as SendTimePart[]) : row.parts;
  const mail = { to: '', replyTo: null, subject: '', text: row.text_body, html: '', attachments: [], parts };
  return (await sendTimeParts(store.orm, testAccessLinks()).fill(mail)).text;
}

/** The My booking link in a queued message as sent, or undefined when it carries none. */
export async function sentLink(store: Pick<TestStore, 'orm'>, mailId: string): Promise<string | undefined> {
  return /https?:\/\/\S+\/my-booking\/\S+/.exec(await sentText(store, mailId))?.[0];
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
  const link = confirmation && (await sentLink(store, confirmation.mail.id));
  if (!link) throw new Error('the confirmation carries no link');
  return { token: tokenOfManageUrl(link), reference };
}

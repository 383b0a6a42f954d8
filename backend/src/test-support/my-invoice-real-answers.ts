// Real requests producing every status the OpenAPI document lists for the customer's invoice on
// My booking (openapi-answers.test.ts): a booking made through the API with its link, then
// delivered, picked up and its invoice finalised through the use cases.
import request from 'supertest';
import type { RealAnswer } from '../adapters/http/openapi/real-answer.ts';
import { FixedClock } from '../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../adapters/memory/sequential-ids.ts';
import type { ReadMyInvoice } from '../application/billing/read-my-invoice.ts';
import { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { billingUseCases } from '../composition/billing-bindings.ts';
import { bookWithLink } from './my-booking-link.ts';
import { testNow } from './requests.ts';
import { testApp } from './test-app.ts';

const system = { kind: 'system' } as const;

/** A booking with its link whose invoice is final (`final: false`: still a draft). */
async function withInvoice(final: boolean) {
  const context = await testApp();
  const { store, links } = context;
  const { token, reference } = await bookWithLink(context.app, store);
  const booking = (await store.bookings()).find((row) => row.reference === reference);
  if (!booking) throw new Error('no booking');
  await store.sql(`update "bookings" set "status" = 'delivered' where "id" = ?`, [booking.id]);
  const clock = new FixedClock(testNow);
  const ids = new SequentialIds();
  await new ChangeBookingStatus(store.unitOfWork, store.adminQueries, clock, store.messageLog, ids).execute(
    system,
    booking.id,
    { to: 'picked_up', confirmEarly: true },
  );
  const billing = billingUseCases({
    unitOfWork: store.unitOfWork,
    idempotency: store.idempotency,
    clock,
    ids,
    links,
  });
  const invoice = await billing.admin.readBookingInvoice.execute(booking.id);
  if (final && invoice) await billing.admin.finalise.execute(system, invoice.id);
  return { ...context, auth: `Bearer ${token}` };
}

const failing = {
  execute: async () => Promise.reject(new Error('unexpected')),
  pdfOf: async () => Promise.reject(new Error('unexpected')),
} as unknown as ReadMyInvoice;

export const myInvoiceRealAnswers: RealAnswer[] = (
  [
    ['getMyInvoice', '/api/my-booking/invoice'],
    ['getMyInvoicePdf', '/api/my-booking/invoice.pdf'],
  ] as const
).flatMap(([operationId, path]): RealAnswer[] => [
  {
    operationId,
    status: 200,
    what: 'a link to a booking with a final invoice',
    send: async () => {
      const { app, auth } = await withInvoice(true);
      return request(app).get(path).set('Authorization', auth);
    },
  },
  {
    operationId,
    status: 404,
    what: 'a booking whose invoice is still a draft',
    send: async () => {
      const { app, auth } = await withInvoice(false);
      return request(app).get(path).set('Authorization', auth);
    },
  },
  {
    operationId,
    status: 429,
    what: 'one refused request too many',
    send: async () => {
      const { app } = await testApp({ rateLimit: { enabled: true, windowMs: 60_000, max: 1 } });
      await request(app).get(path);
      return request(app).get(path);
    },
  },
  {
    operationId,
    status: 500,
    what: 'an unexpected failure',
    send: async () => request((await testApp({ myInvoice: failing })).app).get(path),
  },
  {
    operationId,
    status: 503,
    what: 'the database out of reach',
    send: async () => {
      const { app, store, auth } = await withInvoice(true);
      await store.cutOff();
      return request(app).get(path).set('Authorization', auth);
    },
  },
]);

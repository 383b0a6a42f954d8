// Real requests producing every status the OpenAPI document lists for the billing routes, each
// from a fresh back office (admin-answers-fixture.ts) with invoices made through the API itself:
// a delivered 15-yard picked up (its draft), then finalised where a route needs a final invoice.
import { frozenQuote } from '@dumpster/domain';
import { billingPaths, fillPath } from '@dumpster/domain/api';
import request from 'supertest';
import { storedBooking } from '../../../test-support/stored-booking.ts';
import { adminFixture } from './admin-answers-fixture.ts';
import type { RealAnswer } from './real-answer.ts';

type Fixture = Awaited<ReturnType<typeof adminFixture>> & {
  readonly bookingId: string;
  readonly invoiceId: string;
};
type State = 'draft' | 'final';

const unknownId = '99999999-0000-4000-8000-000000000000';
const photo = { kind: 'photo', ref: 'ticket-photo' } as const;

/** A back office with one invoice in this state (its booking a delivered 15-yard, picked up). */
async function billingFixture(state: State): Promise<Fixture> {
  const f = await adminFixture();
  const booking = storedBooking({
    status: 'delivered',
    dumpsterSize: '15-yard',
    deliveryDate: '2026-11-10',
    pickupDate: '2026-11-17',
    quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-11-10', pickupDate: '2026-11-17' }),
  });
  await f.store.addBookings(booking);
  await f
    .as(f.staff, 'post', fillPath('/api/admin/bookings/:id/status', { id: booking.id }))
    .send({ status: 'picked_up', confirmEarly: true });
  const draft = await f.as(f.staff, 'get', fillPath(billingPaths.bookingInvoice, { id: booking.id }));
  const invoiceId = String(draft.body.id);
  if (state === 'final') await f.as(f.staff, 'post', fillPath(billingPaths.finalise, { id: invoiceId }));
  return { ...f, bookingId: booking.id, invoiceId };
}

function answer(
  operationId: string,
  status: number,
  what: string,
  state: State,
  send: (f: Fixture) => Promise<request.Response> | request.Test,
): RealAnswer {
  return {
    operationId,
    status,
    what,
    send: async () => (await send(await billingFixture(state))) as request.Response,
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';
const path = (template: string, f: Fixture, id = f.invoiceId) => fillPath(template, { id, position: '1' });

/** 401 without a session; 403 for a change without the session's CSRF token. */
function refusals(operationId: string, method: Method, template: string): RealAnswer[] {
  const answers = [
    answer(operationId, 401, 'no session', 'draft', (f) =>
      request(f.app)[method](path(template, f)).set('Sec-Fetch-Site', 'same-origin'),
    ),
  ];
  if (method !== 'get')
    answers.push(
      answer(operationId, 403, 'no CSRF token', 'draft', (f) =>
        request(f.app)
          [method](path(template, f))
          .set('Sec-Fetch-Site', 'same-origin')
          .set('Cookie', f.staff.cookie),
      ),
    );
  return answers;
}

/** A change to an invoice: 200 in the state it needs, 400, 404, 409 in the other state. */
function change(
  operationId: string,
  method: Method,
  template: string,
  states: { readonly ok: State; readonly moved: State },
  bodies: {
    readonly valid?: object;
    readonly invalid?: object;
    readonly invalidWhat?: string;
    readonly invalidState?: State;
  },
  prepare?: (f: Fixture) => Promise<unknown>,
): RealAnswer[] {
  const send = (f: Fixture, body: object | undefined, id?: string) => {
    const req = f.as(f.staff, method, path(template, f, id));
    return body ? req.send(body) : req;
  };
  return [
    answer(operationId, 200, 'an invoice in the state it changes', states.ok, async (f) => {
      await prepare?.(f);
      return send(f, bodies.valid);
    }),
    answer(
      operationId,
      400,
      bodies.invalidWhat ?? 'a field failing its rule',
      bodies.invalidState ?? states.ok,
      async (f) => {
        await prepare?.(f);
        return send(f, bodies.invalid);
      },
    ),
    answer(operationId, 404, 'an unknown invoice', states.ok, (f) => send(f, bodies.valid, unknownId)),
    answer(operationId, 409, 'an invoice past that state', states.moved, (f) => send(f, bodies.valid)),
    ...refusals(operationId, method, template),
  ];
}

const payment = { amountCents: 1_000, date: '2026-11-20', tender: { method: 'check', checkNumber: '1042' } };

export const billingRealAnswers: RealAnswer[] = [
  answer('adminGetBookingInvoice', 200, 'a booking picked up', 'draft', (f) =>
    f.as(f.owner, 'get', path(billingPaths.bookingInvoice, f, f.bookingId)),
  ),
  answer('adminGetBookingInvoice', 404, 'a booking not picked up', 'draft', (f) =>
    f.as(f.owner, 'get', path(billingPaths.bookingInvoice, f, f.booking.id)),
  ),
  ...refusals('adminGetBookingInvoice', 'get', billingPaths.bookingInvoice),
  ...change(
    'adminSetScaleTicket',
    'put',
    billingPaths.scaleTicket,
    { ok: 'draft', moved: 'final' },
    {
      valid: { tons: '5.2', evidence: [photo] },
      invalid: { tons: 'heavy' },
    },
  ),
  ...change(
    'adminAddInvoiceCharge',
    'post',
    billingPaths.charges,
    { ok: 'draft', moved: 'final' },
    {
      valid: { code: 'prohibited-tire', quantity: 1, evidence: [photo] },
      invalid: { code: 'prohibited-piano', quantity: 1, evidence: [photo] },
      invalidWhat: 'a charge that is not published',
    },
  ),
  ...change(
    'adminAddInvoiceAdjustment',
    'post',
    billingPaths.adjustments,
    { ok: 'draft', moved: 'final' },
    {
      valid: { kind: 'discount', amountCents: 500, reason: 'Repeat customer' },
      invalid: { kind: 'discount', amountCents: 500, reason: '' },
    },
  ),
  ...change('adminRemoveInvoiceLine', 'delete', billingPaths.line, { ok: 'draft', moved: 'final' }, {}, (f) =>
    f
      .as(f.staff, 'post', path(billingPaths.adjustments, f))
      .send({ kind: 'discount', amountCents: 500, reason: 'Repeat customer' }),
  ).map((real) =>
    real.status === 400
      ? answer('adminRemoveInvoiceLine', 400, 'the rental line', 'draft', (f) =>
          f.as(f.staff, 'delete', fillPath(billingPaths.line, { id: f.invoiceId, position: '0' })),
        )
      : real,
  ),
  ...change('adminFinaliseInvoice', 'post', billingPaths.finalise, { ok: 'draft', moved: 'final' }, {}).map(
    (real) =>
      real.status === 400
        ? answer('adminFinaliseInvoice', 400, 'a weight charged without its evidence', 'draft', async (f) => {
            await f.as(f.staff, 'put', path(billingPaths.scaleTicket, f)).send({ tons: '5.2' });
            return f.as(f.staff, 'post', path(billingPaths.finalise, f));
          })
        : real,
  ),
  ...change(
    'adminVoidInvoice',
    'post',
    billingPaths.void,
    { ok: 'final', moved: 'draft' },
    {
      valid: { reason: 'Booked twice' },
      invalid: { reason: '' },
    },
  ),
  ...change(
    'adminIssueCreditNote',
    'post',
    billingPaths.creditNotes,
    { ok: 'final', moved: 'draft' },
    {
      valid: {
        reason: 'Late',
        lines: [{ correctsKind: 'rental', description: 'Goodwill', amountCents: 1_000 }],
      },
      invalid: {
        reason: 'Late',
        lines: [{ correctsKind: 'rental', description: 'All', amountCents: 900_000 }],
      },
      invalidWhat: 'more than the invoice holds',
    },
  ),
  ...change(
    'adminRecordPayment',
    'post',
    billingPaths.payments,
    { ok: 'final', moved: 'draft' },
    {
      valid: payment,
      invalid: { ...payment, date: '2099-01-01' },
      invalidWhat: 'a date in the future',
    },
  ),
  answer('adminRecordPayment', 422, 'a key used before with another payment', 'final', async (f) => {
    const at = path(billingPaths.payments, f);
    await f.as(f.staff, 'post', at).set('Idempotency-Key', 'pay-1').send(payment);
    return f
      .as(f.staff, 'post', at)
      .set('Idempotency-Key', 'pay-1')
      .send({ ...payment, amountCents: 2_000 });
  }),
  ...change(
    'adminRecordRefund',
    'post',
    billingPaths.refunds,
    { ok: 'final', moved: 'draft' },
    {
      valid: { amountCents: 500, date: '2026-11-20', tender: { method: 'cash' }, reason: 'Overpaid' },
      invalid: { amountCents: 500, date: '2026-11-20', tender: { method: 'cash' }, reason: '' },
    },
    (f) => f.as(f.staff, 'post', path(billingPaths.payments, f)).send({ ...payment, amountCents: 45_000 }),
  ),
  answer('adminRecordRefund', 422, 'a key used before with another refund', 'final', async (f) => {
    const at = path(billingPaths.refunds, f);
    await f.as(f.staff, 'post', path(billingPaths.payments, f)).send({ ...payment, amountCents: 45_000 });
    const refund = { amountCents: 500, date: '2026-11-20', tender: { method: 'cash' }, reason: 'Overpaid' };
    await f.as(f.staff, 'post', at).set('Idempotency-Key', 'refund-1').send(refund);
    return f
      .as(f.staff, 'post', at)
      .set('Idempotency-Key', 'refund-1')
      .send({ ...refund, amountCents: 600 });
  }),
  answer('adminInvoicePdf', 200, 'a final invoice', 'final', (f) =>
    f.as(f.staff, 'get', path(billingPaths.pdf, f)),
  ),
  answer('adminInvoicePdf', 404, 'a draft', 'draft', (f) => f.as(f.staff, 'get', path(billingPaths.pdf, f))),
  ...refusals('adminInvoicePdf', 'get', billingPaths.pdf),
  answer('adminReceivables', 200, 'a final invoice owing', 'final', (f) =>
    f.as(f.staff, 'get', billingPaths.receivables),
  ),
  ...refusals('adminReceivables', 'get', billingPaths.receivables),
  answer('adminCustomerStatement', 200, 'a customer and a period', 'final', (f) =>
    f.as(
      f.staff,
      'get',
      `${billingPaths.statement}?email=${encodeURIComponent(f.booking.email)}&from=2026-11-01&to=2026-12-31`,
    ),
  ),
  answer('adminCustomerStatement', 400, 'no e-mail', 'final', (f) =>
    f.as(f.staff, 'get', `${billingPaths.statement}?from=2026-11-01&to=2026-12-31`),
  ),
  ...refusals('adminCustomerStatement', 'get', billingPaths.statement),
  answer('adminBillingExport', 200, 'a month of invoices', 'final', (f) =>
    f.as(f.staff, 'get', `${billingPaths.export}?kind=invoices&from=2026-11-01&to=2026-11-30`),
  ),
  answer('adminBillingExport', 400, 'an unknown kind', 'final', (f) =>
    f.as(f.staff, 'get', `${billingPaths.export}?kind=bills&from=2026-11-01&to=2026-11-30`),
  ),
  ...refusals('adminBillingExport', 'get', billingPaths.export),
];

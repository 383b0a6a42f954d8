// Billing under concurrency on the composed server, on each test database (decision 0196): fifty
// drafts finalised at once get fifty distinct, consecutive invoice numbers, and one payment sent
// ten times at once under one Idempotency-Key is recorded once.
import { numberingYear, parseDocumentNumber } from '@dumpster/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../application/booking.ts';
import type { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { StorageUnavailableError } from '../application/storage-unavailable-error.ts';
import { reliabilityDatabases } from '../reliability/support/databases.ts';
import { type ComposedAdminServer, startComposedAdminServer } from '../test-support/composed-admin-server.ts';
import { storedBooking } from '../test-support/stored-booking.ts';
import type { billingUseCases } from './billing-bindings.ts';
import { TOKENS } from './tokens.ts';

const system = { kind: 'system' } as const;
const count = 50;

describe.each(reliabilityDatabases())('billing under concurrency on $name', (database) => {
  let server: ComposedAdminServer;
  let billing: ReturnType<typeof billingUseCases>['admin'];
  let drafts: string[];

  beforeAll(async () => {
    server = await startComposedAdminServer(database);
    const { container } = server.composition;
    billing = container.get<ReturnType<typeof billingUseCases>>(TOKENS.Billing).admin;
    const bookings: Booking[] = Array.from({ length: count }, () => storedBooking({ status: 'delivered' }));
    await server.addBookings(bookings);
    const changeStatus = container.get<ChangeBookingStatus>(TOKENS.ChangeBookingStatus);
    drafts = [];
    for (const booking of bookings) {
      await changeStatus.execute(system, booking.id, { to: 'picked_up', confirmEarly: true });
      const draft = await billing.readBookingInvoice.execute(booking.id);
      if (!draft) throw new Error('no draft');
      drafts.push(draft.id);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives 50 invoices finalised at once 50 distinct consecutive numbers, gapless after every round', async () => {
    // A finalisation the database did not answer in time is a 503 to the client (it may still
    // commit): staff send it again, and one already final answers 409. Whatever committed has no gap.
    let pending = [...drafts];
    const committedNumbers = async () =>
      (await billing.receivables.execute()).rows
        .map((row) => parseDocumentNumber(row.number))
        .map((number) => {
          expect(number).toMatchObject({ kind: 'invoice', year: numberingYear(new Date()) });
          return number?.sequence ?? 0;
        })
        .sort((a, b) => a - b);
    for (let round = 0; pending.length > 0 && round < 20; round += 1) {
      const outcomes = await Promise.allSettled(pending.map((id) => billing.finalise.execute(system, id)));
      const again: string[] = [];
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toBeInstanceOf(StorageUnavailableError);
          again.push(pending[index] ?? '');
        } else if (!outcome.value.ok) expect(outcome.value.refusal).toBe('not_in_this_state');
      });
      const numbers = await committedNumbers();
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      pending = again;
    }
    expect(await committedNumbers()).toEqual(Array.from({ length: count }, (_, index) => index + 1));
  }, 120_000);

  it('records one payment sent ten times at once with the same key once', async () => {
    const id = drafts[0] ?? '';
    const today = new Date().toISOString().slice(0, 10);
    const claim = { scope: 'invoice-payment', key: 'same-payment', requestHash: 'same' };
    const payment = { amountCents: 10_000, date: today, tender: { method: 'cash' } } as const;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => billing.recordPayment.execute(system, id, payment, claim)),
    );
    expect(outcomes.filter((outcome) => 'kind' in outcome && outcome.kind === 'changed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'kind' in outcome && outcome.kind === 'replayed')).toHaveLength(9);
    const booking = (await billing.receivables.execute()).rows.find((row) => row.invoiceId === id);
    expect(booking?.balanceCents).toBe((booking?.totalCents ?? 0) - 10_000);
  }, 120_000);
});

// Billing end to end on the real adapters (decisions 0195-0199): the draft made when a booking is
// picked up, the scale ticket and a charge, finalising with a gapless number and the e-mail queued
// in the same transaction, a payment recorded once under one Idempotency-Key, a void, a credit
// note, the receivables by age, a statement and the QuickBooks export.
import { frozenQuote } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import type { Booking } from '../booking.ts';
import { ChangeBookingStatus } from '../bookings/change-booking-status.ts';
import { AddInvoiceAdjustment } from './add-invoice-adjustment.ts';
import { AddInvoiceCharge } from './add-invoice-charge.ts';
import { ExportBillingCsv } from './export-billing-csv.ts';
import { FinaliseInvoice } from './finalise-invoice.ts';
import { IssueCreditNote } from './issue-credit-note.ts';
import { ListReceivables } from './list-receivables.ts';
import { ReadBookingInvoice } from './read-booking-invoice.ts';
import { ReadCustomerStatement } from './read-customer-statement.ts';
import { RecordPayment } from './record-payment.ts';
import { RecordRefund } from './record-refund.ts';
import { RemoveInvoiceLine } from './remove-invoice-line.ts';
import { SendOverdueReminders } from './send-overdue-reminders.ts';
import { SetScaleTicket } from './set-scale-ticket.ts';
import { VoidInvoice } from './void-invoice.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dee' } as const;
const photo = { kind: 'photo', ref: 'ticket-photo-1' } as const;

function billing(store: TestStore, clock: FixedClock) {
  const ids = new SequentialIds();
  const { unitOfWork } = store;
  return {
    changeStatus: new ChangeBookingStatus(unitOfWork, store.adminQueries, clock, store.messageLog, ids),
    read: new ReadBookingInvoice(unitOfWork, clock),
    ticket: new SetScaleTicket(unitOfWork, clock),
    charge: new AddInvoiceCharge(unitOfWork, clock),
    adjust: new AddInvoiceAdjustment(unitOfWork, clock),
    remove: new RemoveInvoiceLine(unitOfWork, clock),
    finalise: new FinaliseInvoice(unitOfWork, clock),
    void: new VoidInvoice(unitOfWork, clock),
    creditNote: new IssueCreditNote(unitOfWork, clock, ids),
    pay: new RecordPayment(unitOfWork, store.idempotency, clock, ids),
    refund: new RecordRefund(unitOfWork, store.idempotency, clock, ids),
    receivables: new ListReceivables(unitOfWork, clock),
    statement: new ReadCustomerStatement(unitOfWork),
    export: new ExportBillingCsv(unitOfWork),
    reminders: new SendOverdueReminders(unitOfWork, clock),
  };
}

/** A 15-yard kept 7 days ($400 flat, 3 tons included), delivered and waiting to be picked up. */
function deliveredFifteenYard(overrides: Partial<Booking> = {}): Booking {
  return storedBooking({
    status: 'delivered',
    dumpsterSize: '15-yard',
    deliveryDate: '2026-12-01',
    pickupDate: '2026-12-08',
    quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-12-01', pickupDate: '2026-12-08' }),
    ...overrides,
  });
}

async function pickedUpDraft(
  store: TestStore,
  use: ReturnType<typeof billing>,
  booking = deliveredFifteenYard(),
) {
  await store.addBookings(booking);
  expect(
    await use.changeStatus.execute(staff, booking.id, { to: 'picked_up', confirmEarly: true }),
  ).toMatchObject({ ok: true });
  const draft = await use.read.execute(booking.id);
  if (!draft) throw new Error('no draft after pickup');
  return { booking, draft };
}

async function collect(lines: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const chunk of lines) text += chunk;
  return text;
}

describe('billing', () => {
  it('drafts at pickup, charges 2.2 tons over on a 5.2-ton ticket, finalises with the first number and queues the e-mail with it', async () => {
    const store = await openTestStore();
    const clock = new FixedClock(new Date('2026-12-09T15:00:00Z'));
    const use = billing(store, clock);
    const { booking, draft } = await pickedUpDraft(store, use);
    expect(draft).toMatchObject({ state: 'draft', status: 'draft', number: null, totalCents: 40_000 });
    expect(draft.lines.map((line) => line.kind)).toEqual(['rental']);

    const weighed = await use.ticket.execute(staff, draft.id, { tons: 520, evidence: [photo] });
    expect(weighed).toMatchObject({ ok: true, invoice: { totalCents: 40_000 + 18_700 } });
    if (!weighed.ok) throw new Error('refused');
    expect(weighed.invoice.lines[1]).toMatchObject({
      kind: 'overweight',
      quantity: '2.20',
      amountCents: 18_700,
    });
    expect(weighed.invoice.changes.join(' ')).toContain('5.20 tons, 2.20 above the 3 tons included');

    expect(
      await use.charge.execute(staff, draft.id, { code: 'prohibited-piano', quantity: 1, evidence: [photo] }),
    ).toMatchObject({ ok: false, refusal: 'unpublished_charge', field: 'code' });
    await use.charge.execute(staff, draft.id, { code: 'prohibited-tire', quantity: 2, evidence: [photo] });
    await use.adjust.execute(staff, draft.id, {
      kind: 'discount',
      amountCents: 1_000,
      reason: 'Repeat customer',
    });
    const trimmed = await use.remove.execute(staff, draft.id, 2);
    expect(trimmed).toMatchObject({ ok: true, invoice: { totalCents: 58_700 - 1_000 } });

    const finalised = await use.finalise.execute(staff, draft.id);
    expect(finalised).toMatchObject({
      ok: true,
      invoice: {
        state: 'final',
        status: 'open',
        number: 'INV-2026-000001',
        issueDate: '2026-12-09',
        dueDate: '2026-12-24',
      },
    });
    const mail = (await store.outbox()).find((row) => row.message.kind === 'invoice-issued');
    expect(mail?.mail.to).toBe(booking.email);
    expect(mail?.message).toMatchObject({
      invoice: { id: draft.id, number: 'INV-2026-000001', totalCents: 57_700, dueDate: '2026-12-24' },
    });

    expect(await use.ticket.execute(staff, draft.id, { tons: 300, evidence: [] })).toMatchObject({
      ok: false,
      refusal: 'not_in_this_state',
    });
  });

  it('counts a payment sent twice under one Idempotency-Key once, keeps an overpayment as credit, and refunds it', async () => {
    const store = await openTestStore();
    const clock = new FixedClock(new Date('2026-12-09T15:00:00Z'));
    const use = billing(store, clock);
    const { draft } = await pickedUpDraft(store, use);
    await use.finalise.execute(staff, draft.id);
    const claim = { scope: 'invoice-payment', key: 'pay-1', requestHash: 'h1' };
    const payment = { amountCents: 45_000, date: '2026-12-09', tender: { method: 'cash' } } as const;
    const first = await use.pay.execute(staff, draft.id, payment, claim);
    const again = await use.pay.execute(staff, draft.id, payment, claim);
    expect(first).toMatchObject({ kind: 'changed' });
    expect(again).toMatchObject({ kind: 'replayed' });
    const paid = await use.read.execute(draft.bookingId);
    expect(paid).toMatchObject({
      status: 'paid',
      netPaidCents: 45_000,
      balanceCents: -5_000,
      creditCents: 5_000,
    });
    expect(paid?.movements).toHaveLength(1);
    expect(await use.pay.execute(staff, draft.id, payment, { ...claim, requestHash: 'other' })).toEqual({
      kind: 'key_reused',
    });

    const refund = await use.refund.execute(
      staff,
      draft.id,
      { amountCents: 5_000, date: '2026-12-09', tender: { method: 'cash' }, reason: 'Overpaid in cash' },
      undefined,
    );
    expect(refund).toMatchObject({ kind: 'changed' });
    expect(await use.read.execute(draft.bookingId)).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(await use.receivables.execute()).toMatchObject({ rows: [], totalCents: 0 });
  });

  it('voids with a reason (the number kept), issues numbered credit notes within the total, and ages what is owed', async () => {
    const store = await openTestStore();
    const clock = new FixedClock(new Date('2026-12-09T15:00:00Z'));
    const use = billing(store, clock);
    const a = await pickedUpDraft(store, use);
    const b = await pickedUpDraft(store, use, deliveredFifteenYard({ email: a.booking.email }));
    await use.finalise.execute(staff, a.draft.id);
    await use.finalise.execute(staff, b.draft.id);
    expect(await use.void.execute(staff, a.draft.id, { reason: 'Booked twice' })).toMatchObject({
      ok: true,
      invoice: { state: 'void', status: 'void', number: 'INV-2026-000001', voidReason: 'Booked twice' },
    });
    const credited = await use.creditNote.execute(staff, b.draft.id, {
      reason: 'Late delivery',
      lines: [{ correctsKind: 'rental', description: 'Goodwill for a late delivery', amountCents: 5_000 }],
    });
    expect(credited).toMatchObject({
      ok: true,
      invoice: {
        number: 'INV-2026-000002',
        creditedCents: 5_000,
        balanceCents: 35_000,
        creditNotes: [{ number: 'CN-2026-000001' }],
      },
    });
    expect(
      await use.creditNote.execute(staff, b.draft.id, {
        reason: 'Too much',
        lines: [{ correctsKind: 'rental', description: 'All of it', amountCents: 40_000 }],
      }),
    ).toMatchObject({ ok: false, refusal: 'over_limit' });

    clock.set(new Date('2027-01-30T15:00:00Z'));
    const aged = await use.receivables.execute();
    expect(aged.rows).toEqual([
      expect.objectContaining({
        number: 'INV-2026-000002',
        balanceCents: 35_000,
        bucket: 'days_31_60',
        daysPastDue: 37,
      }),
    ]);
    expect(await use.reminders.execute()).toBe(1);
    expect(await use.reminders.execute()).toBe(0);
    expect((await store.outbox()).filter((row) => row.message.kind === 'invoice-reminder')).toHaveLength(1);

    const statement = await use.statement.execute({
      email: a.booking.email,
      from: '2026-12-01',
      to: '2027-01-31',
    });
    expect(statement.entries.map((entry) => [entry.kind, entry.reference, entry.amountCents])).toEqual([
      ['invoice', 'INV-2026-000001', 40_000],
      ['invoice', 'INV-2026-000002', 40_000],
      ['credit_note', 'CN-2026-000001', -5_000],
      ['void', 'INV-2026-000001', -40_000],
    ]);
    expect(statement.closingBalanceCents).toBe(35_000);

    const invoices = await collect(
      use.export.execute({ kind: 'invoices', from: '2026-12-01', to: '2026-12-31' }),
    );
    expect(invoices.split('\r\n')[0]).toBe(
      '"InvoiceNo","Customer","InvoiceDate","DueDate","Terms","Memo","Item(Product/Service)","ItemDescription","ItemQuantity","ItemRate","ItemAmount","ItemTaxCode","ItemTaxAmount","Service Date"',
    );
    expect(invoices).toContain('"INV-2026-000002"');
    expect(invoices).toContain('VOID: Booked twice');
    const memos = await collect(
      use.export.execute({ kind: 'credit-memos', from: '2026-12-01', to: '2026-12-31' }),
    );
    expect(memos).toContain('"CN-2026-000001"');
    expect(memos).toContain('"For INV-2026-000002: Late delivery"');
  });
});

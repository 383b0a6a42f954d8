// One invoice as the back office shows it (decisions 0195, 0196): its lines with what proves
// them, its totals, its balance and status from the domain's invoiceBalance, its credit notes and
// money, and what changed since the quote in the domain's sentences. Every figure comes from the
// domain or the stored lines; nothing is worked out again here.
import {
  type AdminInvoice,
  businessDateAt,
  chargePriceText,
  type InvoiceAccount,
  type InvoiceBalance,
  invoiceBalance,
  invoiceChangeSentences,
  lineQuantityAndRate,
  movementLabel,
  tonsText,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { TransactionRepositories } from '../ports/unit-of-work.ts';
import { priceListFor } from './billing-settings.ts';
import type { InvoiceRecord, MovementRecord } from './invoice-record.ts';

export interface InvoiceContext {
  readonly invoice: InvoiceRecord;
  readonly booking: Booking;
  readonly creditNotes: readonly InvoiceRecord[];
  readonly movements: readonly MovementRecord[];
}

export async function invoiceContext(
  { invoices, bookings }: Pick<TransactionRepositories, 'invoices' | 'bookings'>,
  invoice: InvoiceRecord,
): Promise<InvoiceContext | undefined> {
  const booking = await bookings.findById(invoice.bookingId);
  if (!booking) return undefined;
  const [creditNotes, movements] = await Promise.all([
    invoices.creditNotesOf(invoice.id),
    invoices.movementsOf(invoice.id),
  ]);
  return { invoice, booking, creditNotes, movements };
}

export function accountOf(
  context: Pick<InvoiceContext, 'invoice' | 'creditNotes' | 'movements'>,
): InvoiceAccount {
  const { invoice } = context;
  return {
    state: invoice.state,
    totalCents: invoice.totalCents,
    ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
    creditedCents: context.creditNotes.reduce((sum, note) => sum + note.totalCents, 0),
    movements: context.movements.map((record) => record.movement),
  };
}

export function balanceOf(context: InvoiceContext, now: Date): InvoiceBalance {
  return invoiceBalance(accountOf(context), { today: businessDateAt(now) });
}

const removableKinds = new Set(['charge', 'discount', 'credit']);

export function invoiceView(context: InvoiceContext, now: Date): AdminInvoice {
  const { invoice, booking } = context;
  const balance = balanceOf(context, now);
  return {
    id: invoice.id,
    bookingId: booking.id,
    bookingReference: booking.reference,
    state: invoice.state,
    status: balance.status,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    customer: { ...invoice.customer },
    lines: invoice.lines.map((line, position) => {
      const { quantity, rateCents } = lineQuantityAndRate(line);
      return {
        position,
        kind: line.kind,
        description: line.description,
        quantity,
        unitPriceCents: rateCents,
        amountCents: line.amountCents,
        taxCents: line.taxCents,
        evidence: 'evidence' in line ? line.evidence.map((item) => ({ ...item })) : [],
        removable: invoice.state === 'draft' && removableKinds.has(line.kind),
      };
    }),
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    scaleTicket: invoice.scaleTicket
      ? {
          tons: tonsText(invoice.scaleTicket.tonHundredths),
          evidence: invoice.scaleTicket.evidence.map((item) => ({ ...item })),
        }
      : null,
    creditedCents: balance.creditedCents,
    netPaidCents: balance.netPaidCents,
    balanceCents: balance.balanceCents,
    creditCents: balance.creditCents,
    daysOverdue: balance.daysOverdue,
    creditNotes: context.creditNotes.map((note) => ({
      id: note.id,
      number: note.number ?? '',
      issueDate: note.issueDate ?? '',
      reason: note.reason ?? '',
      totalCents: note.totalCents,
    })),
    movements: context.movements.map((record) => ({
      id: record.id,
      kind: record.movement.kind,
      date: record.movement.date,
      amountCents: record.movement.amountCents,
      label: movementLabel(record.movement),
      recordedBy: record.recordedBy,
    })),
    changes: invoiceChangeSentences({
      dumpsterSize: booking.dumpsterSize,
      bookedQuote: booking.quote,
      lines: invoice.lines,
    }),
    voidReason: invoice.voidReason,
    publishedCharges: priceListFor(booking.createdAt).charges.map((charge) => ({
      code: charge.code,
      label: charge.label,
      priceText: chargePriceText(charge.priceCents, charge.unit),
    })),
  };
}

/** The invoice's view read again in the same transaction (after a write). */
export async function freshView(
  repositories: Pick<TransactionRepositories, 'invoices' | 'bookings'>,
  id: string,
  now: Date,
): Promise<AdminInvoice | undefined> {
  const invoice = await repositories.invoices.find(id);
  const context = invoice && (await invoiceContext(repositories, invoice));
  return context ? invoiceView(context, now) : undefined;
}

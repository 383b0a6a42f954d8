// The draft made when a booking is picked up (decision 0195): the rental from the booking's
// frozen quote, nothing else until staff enter the scale ticket and any charge. It is written in
// the status change's own transaction, so a picked-up booking always has its draft. A booking
// that already has a live invoice keeps it.
import { buildInvoiceDraft } from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { InvoiceRepository } from '../ports/invoice-repository.ts';
import { priceListFor, salesTaxRates } from './billing-settings.ts';
import type { InvoiceCustomer } from './invoice-record.ts';

export function invoiceCustomerOf(booking: Booking): InvoiceCustomer {
  return {
    name: booking.name,
    companyName: booking.companyName,
    email: booking.email,
    phone: booking.phone,
    street: booking.address,
    city: booking.city,
    state: booking.state,
    zipCode: booking.zipCode,
  };
}

export async function openInvoiceDraft(
  invoices: InvoiceRepository,
  booking: Booking,
  { id, now }: { readonly id: string; readonly now: Date },
): Promise<void> {
  if (await invoices.liveInvoiceOf(booking.id)) return;
  const draft = buildInvoiceDraft({
    rental: { dumpsterSize: booking.dumpsterSize, quote: booking.quote, lateDays: 0 },
    priceList: priceListFor(booking.createdAt),
    salesTax: salesTaxRates,
    charges: [],
    adjustments: [],
  });
  if (!draft.ok) throw new Error(`the booking's own quote was refused as a draft: ${draft.message}`);
  await invoices.add({
    id,
    bookingId: booking.id,
    kind: 'invoice',
    state: 'draft',
    number: null,
    correctsInvoiceId: null,
    customer: invoiceCustomerOf(booking),
    lines: draft.lines,
    creditLines: [],
    subtotalCents: draft.subtotalCents,
    taxCents: draft.taxCents,
    totalCents: draft.totalCents,
    scaleTicket: null,
    issueDate: null,
    dueDate: null,
    finalisedAt: null,
    reason: null,
    voidReason: null,
    voidedOn: null,
    lastReminderSentAt: null,
    createdAt: now,
  });
}

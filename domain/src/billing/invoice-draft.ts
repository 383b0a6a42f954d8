// The draft built when a booking is picked up (decision 0136): the rental from its frozen
// quote, the overweight once the scale ticket is in, the published charges with their evidence,
// and the discounts and credits staff give, each line taxed at its kind's rate. Staff review it
// and finalise it; until then it is rebuilt from the same inputs whenever one changes.
import { type AdjustmentRequest, adjustmentLine } from './adjustment-line.ts';
import { type BillingRefusal, billingRefusal } from './billing-refusal.ts';
import { type ChargeRequest, chargeLine } from './charge-line.ts';
import type { ChargeEvidence, InvoiceLine, UntaxedInvoiceLine } from './invoice-line.ts';
import { type InvoiceTotals, invoiceTotals } from './invoice-totals.ts';
import { overweightLine } from './overweight-line.ts';
import type { PriceList } from './price-list.ts';
import { type RentalToBill, rentalLines } from './rental-lines.ts';
import { type SalesTaxRates, withSalesTax } from './sales-tax.ts';
import { heaviestTicketTons } from './tons.ts';

export interface DraftScaleTicket {
  readonly tonHundredths: number;
  /** The ticket's photo; empty while the driver has not added it yet. */
  readonly evidence: readonly ChargeEvidence[];
}

export interface InvoiceDraftInput {
  readonly rental: RentalToBill;
  /** The list in force when the booking was made (priceListInForce). */
  readonly priceList: PriceList;
  readonly salesTax: SalesTaxRates;
  /** Absent until the driver or the office enters the ticket. */
  readonly scaleTicket?: DraftScaleTicket;
  readonly charges: readonly ChargeRequest[];
  readonly adjustments: readonly AdjustmentRequest[];
}

export interface InvoiceDraft extends InvoiceTotals {
  readonly lines: readonly InvoiceLine[];
}

export const invoiceDraftMessages = {
  ticket: `The scale ticket's weight must be from 0 to ${heaviestTicketTons} tons`,
  overGiven: 'Discounts and credits cannot come to more than the charges on the invoice',
} as const;

function atField(refusal: BillingRefusal, prefix: string): BillingRefusal {
  const field = refusal.field === undefined ? prefix : `${prefix}.${refusal.field}`;
  return billingRefusal(refusal.refusal, refusal.message, field);
}

export function buildInvoiceDraft(
  input: InvoiceDraftInput,
): ({ readonly ok: true } & InvoiceDraft) | BillingRefusal {
  const lines: UntaxedInvoiceLine[] = [...rentalLines(input.rental)];
  const ticket = input.scaleTicket;
  if (ticket) {
    const { tonHundredths } = ticket;
    if (!Number.isSafeInteger(tonHundredths) || tonHundredths < 0 || tonHundredths > heaviestTicketTons * 100)
      return billingRefusal('invalid_input', invoiceDraftMessages.ticket, 'scaleTicket.tons');
    const overweight = overweightLine({
      dumpsterSize: input.rental.dumpsterSize,
      ticketTonHundredths: tonHundredths,
      ratePerTonCents: input.priceList.overweightRatePerTonCents,
      evidence: ticket.evidence,
    });
    if (overweight) lines.push(overweight);
  }
  for (const [index, request] of input.charges.entries()) {
    const charge = chargeLine(input.priceList, request);
    if (!charge.ok) return atField(charge, `charges.${index}`);
    lines.push(charge.line);
  }
  for (const [index, request] of input.adjustments.entries()) {
    const adjustment = adjustmentLine(request);
    if (!adjustment.ok) return atField(adjustment, `adjustments.${index}`);
    lines.push(adjustment.line);
  }
  const taxed = lines.map((line) => withSalesTax(line, input.salesTax));
  const totals = invoiceTotals(taxed);
  if (totals.totalCents < 0)
    return billingRefusal('over_limit', invoiceDraftMessages.overGiven, 'adjustments');
  return { ok: true, lines: taxed, ...totals };
}

// The one shape of a change to a draft (decisions 0195, 0198): the invoice row locked, the
// domain's decideDraftChange, the draft's inputs read back from its lines (the ticket, the
// published charges with their evidence, the discounts and credits), changed, and the whole draft
// built again by buildInvoiceDraft, then stored with an audit line, in one unit of work.
import {
  type AdjustmentRequest,
  type BillingRefusal,
  billingRefusal,
  buildInvoiceDraft,
  type ChargeRequest,
  type DraftScaleTicket,
  decideDraftChange,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { priceListFor, salesTaxRates } from './billing-settings.ts';
import { type InvoiceOutcome, notFound } from './invoice-outcome.ts';
import type { InvoiceRecord } from './invoice-record.ts';
import { freshView } from './invoice-view.ts';

export interface DraftInputs {
  readonly scaleTicket: DraftScaleTicket | null;
  readonly charges: readonly ChargeRequest[];
  readonly adjustments: readonly AdjustmentRequest[];
}

export function draftInputsOf(invoice: InvoiceRecord): DraftInputs {
  const charges: ChargeRequest[] = [];
  const adjustments: AdjustmentRequest[] = [];
  for (const line of invoice.lines) {
    if (line.kind === 'charge')
      charges.push({ code: line.chargeCode, quantity: line.quantity, evidence: line.evidence });
    if (line.kind === 'discount' || line.kind === 'credit')
      adjustments.push({ kind: line.kind, amountCents: -line.amountCents, reason: line.reason });
  }
  return { scaleTicket: invoice.scaleTicket, charges, adjustments };
}

/**
 * The domain names a field of the whole draft (`charges.2.code`, `scaleTicket.tons`); the
 * request that changed it has only its own fields (`code`, `tons`).
 */
function asRequestField(refusal: BillingRefusal): BillingRefusal {
  if (refusal.field === undefined) return refusal;
  const field = refusal.field.replace(/^(charges|adjustments)\.\d+\.?|^scaleTicket\./, '');
  return field
    ? billingRefusal(refusal.refusal, refusal.message, field)
    : billingRefusal(refusal.refusal, refusal.message);
}

export abstract class DraftChange {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  protected change(
    actor: Actor,
    id: string,
    action: string,
    details: Readonly<Record<string, unknown>>,
    next: (inputs: DraftInputs, invoice: InvoiceRecord) => DraftInputs | BillingRefusal,
  ): Promise<InvoiceOutcome> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async (repositories): Promise<InvoiceOutcome> => {
      const { invoices, bookings, audit } = repositories;
      const invoice = await invoices.find(id, { lock: true });
      if (invoice?.kind !== 'invoice') return notFound;
      const allowed = decideDraftChange(invoice.state);
      if (!allowed.ok) return allowed;
      const booking = await bookings.findById(invoice.bookingId);
      if (!booking) return notFound;
      const inputs = next(draftInputsOf(invoice), invoice);
      if ('ok' in inputs) return inputs;
      const draft = buildInvoiceDraft({
        rental: { dumpsterSize: booking.dumpsterSize, quote: booking.quote, lateDays: 0 },
        priceList: priceListFor(booking.createdAt),
        salesTax: salesTaxRates,
        ...(inputs.scaleTicket ? { scaleTicket: inputs.scaleTicket } : {}),
        charges: inputs.charges,
        adjustments: inputs.adjustments,
      });
      if (!draft.ok) return asRequestField(draft);
      await invoices.saveDraft({
        id,
        lines: draft.lines,
        subtotalCents: draft.subtotalCents,
        taxCents: draft.taxCents,
        totalCents: draft.totalCents,
        scaleTicket: inputs.scaleTicket,
      });
      await audit.append({ occurredAt: now, actor, action, subject: { type: 'invoice', id }, details });
      const view = await freshView(repositories, id, now);
      return view ? { ok: true, invoice: view } : notFound;
    });
  }
}

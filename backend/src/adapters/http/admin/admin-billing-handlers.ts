// Billing in the back office (decisions 0195-0199): each route one call of its use case and the
// mapping of its outcome: the invoice (200), no such invoice (404), a state that no longer allows
// it (409), or the domain's refusal as a 400 naming the field.
import type { AdminInvoice, BillingRefusal } from '@dumpster/domain';
import type { adminBillingApi, adminRecordPayment, DeclaredAnswer } from '@dumpster/domain/api';
import type { InvoiceOutcome } from '../../../application/billing/invoice-outcome.ts';
import type { MoneyOutcome } from '../../../application/billing/record-money.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { idempotentAnswer } from '../routing/idempotent-answer.ts';
import { invalid } from '../routing/invalid.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

const noSuchInvoice = () => problem(404, 'not_found', 'There is no such invoice.');

function refused(refusal: BillingRefusal) {
  if (refusal.refusal === 'not_in_this_state') return problem(409, 'conflict', refusal.message);
  return invalid({ [refusal.field ?? 'invoice']: refusal.message });
}

function invoiceAnswer(outcome: InvoiceOutcome) {
  if (outcome.ok) return { status: 200, body: outcome.invoice } as const;
  if (outcome.refusal === 'not_found') return noSuchInvoice();
  return refused(outcome);
}

function moneyAnswer(outcome: MoneyOutcome) {
  if ('ok' in outcome) return outcome.refusal === 'not_found' ? noSuchInvoice() : refused(outcome);
  return idempotentAnswer<Extract<DeclaredAnswer<typeof adminRecordPayment>, { status: 200 }>>(outcome);
}

export function adminBillingHandlers(deps: AdminDependencies): HandlersOf<typeof adminBillingApi> {
  const { billing } = deps;
  return {
    adminGetBookingInvoice: async ({ params }) => {
      const invoice: AdminInvoice | undefined = await billing.readBookingInvoice.execute(params.id);
      return invoice
        ? { status: 200, body: invoice }
        : problem(404, 'not_found', 'This booking has no invoice yet: a draft is made when it is picked up.');
    },
    adminSetScaleTicket: async ({ params, body }, { session }) =>
      invoiceAnswer(await billing.setScaleTicket.execute(staffActor(session.user), params.id, body)),
    adminAddInvoiceCharge: async ({ params, body }, { session }) =>
      invoiceAnswer(await billing.addCharge.execute(staffActor(session.user), params.id, body)),
    adminAddInvoiceAdjustment: async ({ params, body }, { session }) =>
      invoiceAnswer(await billing.addAdjustment.execute(staffActor(session.user), params.id, body)),
    adminRemoveInvoiceLine: async ({ params }, { session }) => {
      const position = Number(params.position);
      if (!Number.isSafeInteger(position) || position < 0)
        return invalid({ position: 'Not a line of this invoice' });
      return invoiceAnswer(await billing.removeLine.execute(staffActor(session.user), params.id, position));
    },
    adminFinaliseInvoice: async ({ params }, { session }) =>
      invoiceAnswer(await billing.finalise.execute(staffActor(session.user), params.id)),
    adminVoidInvoice: async ({ params, body }, { session }) =>
      invoiceAnswer(await billing.void.execute(staffActor(session.user), params.id, body)),
    adminIssueCreditNote: async ({ params, body }, { session }) =>
      invoiceAnswer(await billing.issueCreditNote.execute(staffActor(session.user), params.id, body)),
    adminRecordPayment: async ({ params, body, idempotency }, { session }) =>
      moneyAnswer(
        await billing.recordPayment.execute(staffActor(session.user), params.id, body, idempotency),
      ),
    adminRecordRefund: async ({ params, body, idempotency }, { session }) =>
      moneyAnswer(await billing.recordRefund.execute(staffActor(session.user), params.id, body, idempotency)),
    adminInvoicePdf: async ({ params }) => {
      const pdf = await billing.renderPdf.execute(params.id);
      if (!pdf) return problem(404, 'not_found', 'There is no such invoice, or it is still a draft.');
      return {
        status: 200,
        headers: { 'Content-Disposition': `inline; filename="${pdf.number}.pdf"` },
        stream: async (out) => {
          await out.write(pdf.bytes);
        },
      };
    },
    adminReceivables: async () => ({ status: 200, body: await billing.receivables.execute() }),
    adminCustomerStatement: async ({ query }) => ({
      status: 200,
      body: await billing.statement.execute(query),
    }),
    adminBillingExport: ({ query }) => ({
      status: 200,
      headers: {
        'Content-Disposition': `attachment; filename="quickbooks-${query.kind}-${query.from}-to-${query.to}.csv"`,
      },
      // One batch in memory at a time, written at the client's pace (as the bookings export).
      stream: async (out) => {
        for await (const lines of billing.exportCsv.execute(query)) {
          if (!(await out.write(lines))) return;
        }
      },
    }),
  };
}

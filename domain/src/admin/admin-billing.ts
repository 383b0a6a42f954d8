// The back office's billing screens (decisions 0195-0199): one invoice with everything staff
// review and record on it, the receivables by age, a customer's statement, and the export's
// query. Money in integer cents; dates YYYY-MM-DD (Florida).
import * as v from 'valibot';
import { agingBuckets } from '../billing/aging.ts';
import { statementEntryKinds } from '../billing/customer-statement.ts';
import { invoiceStatuses } from '../billing/invoice-balance.ts';
import { invoiceStates } from '../billing/invoice-lifecycle.ts';
import { chargeEvidenceKinds, invoiceLineKinds } from '../billing/invoice-line.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';

const cents = v.pipe(v.number(), v.integer());
const date = v.string();
const evidenceSchema = v.object({ kind: v.picklist(chargeEvidenceKinds), ref: v.string() });

export const adminInvoiceLineSchema = v.object({
  /** The line's place on the invoice (0 first): the handle to remove it from a draft. */
  position: v.number(),
  kind: v.picklist(invoiceLineKinds),
  description: v.string(),
  quantity: v.string(),
  unitPriceCents: cents,
  amountCents: cents,
  taxCents: cents,
  evidence: v.array(evidenceSchema),
  /** A charge, a discount or a credit on a draft: staff may take it off. */
  removable: v.boolean(),
});

export const invoiceMovementKinds = ['payment', 'refund', 'credit_in', 'credit_out'] as const;

export const adminInvoiceSchema = v.object({
  id: v.string(),
  bookingId: v.string(),
  bookingReference: v.string(),
  state: v.picklist(invoiceStates),
  status: v.picklist(invoiceStatuses),
  number: v.nullable(v.string()),
  issueDate: v.nullable(date),
  dueDate: v.nullable(date),
  customer: v.object({
    name: v.string(),
    companyName: v.nullable(v.string()),
    email: v.string(),
    phone: v.string(),
    street: v.string(),
    city: v.string(),
    state: v.string(),
    zipCode: v.string(),
  }),
  lines: v.array(adminInvoiceLineSchema),
  subtotalCents: cents,
  taxCents: cents,
  totalCents: cents,
  scaleTicket: v.nullable(v.object({ tons: v.string(), evidence: v.array(evidenceSchema) })),
  creditedCents: cents,
  netPaidCents: cents,
  balanceCents: cents,
  creditCents: cents,
  daysOverdue: v.number(),
  creditNotes: v.array(
    v.object({ id: v.string(), number: v.string(), issueDate: date, reason: v.string(), totalCents: cents }),
  ),
  movements: v.array(
    v.object({
      id: v.string(),
      kind: v.picklist(invoiceMovementKinds),
      date,
      amountCents: cents,
      label: v.string(),
      recordedBy: v.string(),
    }),
  ),
  /** What changed since the quote, and why, in sentences (the e-mail says the same). */
  changes: v.array(v.string()),
  voidReason: v.nullable(v.string()),
  /** The charges of the price list the booking was made under, for the "add a charge" picker. */
  publishedCharges: v.array(v.object({ code: v.string(), label: v.string(), priceText: v.string() })),
});
export type AdminInvoice = v.InferOutput<typeof adminInvoiceSchema>;

export const adminReceivablesSchema = v.object({
  today: date,
  rows: v.array(
    v.object({
      invoiceId: v.string(),
      bookingId: v.string(),
      number: v.string(),
      customerName: v.string(),
      customerEmail: v.string(),
      issueDate: date,
      dueDate: date,
      totalCents: cents,
      balanceCents: cents,
      bucket: v.picklist(agingBuckets),
      daysPastDue: v.number(),
    }),
  ),
  buckets: v.array(
    v.object({ bucket: v.picklist(agingBuckets), label: v.string(), count: v.number(), totalCents: cents }),
  ),
  totalCents: cents,
});
export type AdminReceivables = v.InferOutput<typeof adminReceivablesSchema>;

export const billingQueryMessages = {
  email: "Please enter the customer's e-mail address",
  date: 'Use a date like 2026-03-14',
  range: 'The end of the range comes before its start',
  kind: 'Choose invoices, credit-memos, payments or refunds',
} as const;

const dateParam = v.pipe(v.string(billingQueryMessages.date), v.check(isIsoDate, billingQueryMessages.date));

export const customerStatementQuerySchema = v.pipe(
  v.object({
    email: v.pipe(
      v.string(billingQueryMessages.email),
      v.trim(),
      v.email(billingQueryMessages.email),
      v.maxLength(320, billingQueryMessages.email),
    ),
    from: dateParam,
    to: dateParam,
  }),
  v.forward(
    v.check((query) => query.from <= query.to, billingQueryMessages.range),
    ['to'],
  ),
);

export const customerStatementSchema = v.object({
  email: v.string(),
  customerName: v.nullable(v.string()),
  from: date,
  to: date,
  openingBalanceCents: cents,
  entries: v.array(
    v.object({
      date,
      kind: v.picklist(statementEntryKinds),
      reference: v.string(),
      description: v.string(),
      amountCents: cents,
      balanceCents: cents,
    }),
  ),
  closingBalanceCents: cents,
});
export type CustomerStatementAnswer = v.InferOutput<typeof customerStatementSchema>;

/** The QuickBooks Online files: each is imported on its own screen. */
export const billingExportKinds = ['invoices', 'credit-memos', 'payments', 'refunds'] as const;
export type BillingExportKind = (typeof billingExportKinds)[number];

export const billingExportQuerySchema = v.pipe(
  v.object({
    kind: v.picklist(billingExportKinds, billingQueryMessages.kind),
    from: dateParam,
    to: dateParam,
  }),
  v.forward(
    v.check((query) => query.from <= query.to, billingQueryMessages.range),
    ['to'],
  ),
);
export type BillingExportQuery = v.InferOutput<typeof billingExportQuerySchema>;

/** The customer's view of their invoice on My booking. */
export const myInvoiceSchema = v.object({
  number: v.string(),
  status: v.picklist(invoiceStatuses),
  issueDate: date,
  dueDate: date,
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
});
export type MyInvoice = v.InferOutput<typeof myInvoiceSchema>;

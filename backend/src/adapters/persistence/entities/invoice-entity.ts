// Tables of billing (migration 0016, decisions 0195-0199): invoices and credit notes, their lines,
// the money recorded against them, and the per-kind, per-year number counters.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const InvoiceNumberCounterEntity = defineEntity({
  name: 'InvoiceNumberCounter',
  tableName: 'invoice_number_counters',
  properties: {
    kind: p.string().length(12).primary(),
    year: p.integer().primary(),
    lastSequence: p.integer(),
  },
  checks: [
    { name: 'invoice_number_counters_kind_check', expression: `"kind" in ('invoice', 'credit_note')` },
    { name: 'invoice_number_counters_sequence_check', expression: '"last_sequence" >= 1' },
  ],
});

export const InvoiceEntity = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  properties: {
    id: p.uuid().primary(),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    /** invoice or credit_note. */
    kind: p.string().length(12),
    /** draft, final or void. */
    state: p.string().length(8),
    /** INV-2026-000123; null exactly while a draft. */
    number: p.string().length(20).nullable(),
    correctsInvoice: () => p.manyToOne(InvoiceEntity).nullable().deleteRule('cascade'),
    /** The customer and the site as they were when the draft was made. */
    customer: p.json<Record<string, unknown>>(),
    customerEmail: p.string().length(320),
    subtotalCents: p.integer(),
    taxCents: p.integer(),
    totalCents: p.integer(),
    /** `{ tonHundredths, evidence }` once the ticket is in. */
    scaleTicket: p.json<Record<string, unknown>>().nullable(),
    issueDate: p.date().nullable(),
    dueDate: p.date().nullable(),
    finalisedAt: p.datetime().nullable(),
    /** A credit note's reason. */
    reason: p.text().nullable(),
    voidReason: p.text().nullable(),
    voidedOn: p.date().nullable(),
    lastReminderSentAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    { name: 'invoices_kind_check', expression: `"kind" in ('invoice', 'credit_note')` },
    { name: 'invoices_state_check', expression: `"state" in ('draft', 'final', 'void')` },
    { name: 'invoices_numbered_check', expression: `(("state" = 'draft') = ("number" is null))` },
  ],
  uniques: [{ name: 'invoices_number_unique', properties: ['number'] }],
  indexes: [
    {
      name: 'invoices_one_live_per_booking',
      expression: `create unique index "invoices_one_live_per_booking" on "invoices" ("booking_id") where "kind" = 'invoice' and "state" <> 'void'`,
    },
    { name: 'invoices_booking_index', properties: ['booking'] },
    {
      name: 'invoices_receivable_index',
      expression: `create index "invoices_receivable_index" on "invoices" ("due_date", "id") where "kind" = 'invoice' and "state" = 'final'`,
    },
    {
      name: 'invoices_issue_date_index',
      expression: `create index "invoices_issue_date_index" on "invoices" ("issue_date", "id") where "state" <> 'draft'`,
    },
    { name: 'invoices_customer_email_index', properties: ['customerEmail'] },
  ],
});

export const InvoiceLineEntity = defineEntity({
  name: 'InvoiceLine',
  tableName: 'invoice_lines',
  properties: {
    invoice: () => p.manyToOne(InvoiceEntity).primary().deleteRule('cascade'),
    position: p.integer().primary(),
    kind: p.string().length(12),
    description: p.text(),
    amountCents: p.integer(),
    taxCents: p.integer(),
    /** The whole line as the domain built it. */
    details: p.json<Record<string, unknown>>(),
  },
});

export const InvoicePaymentEntity = defineEntity({
  name: 'InvoicePayment',
  tableName: 'invoice_payments',
  properties: {
    id: p.uuid().primary(),
    invoice: () => p.manyToOne(InvoiceEntity).deleteRule('cascade'),
    /** payment, refund, credit_in or credit_out. */
    kind: p.string().length(10),
    amountCents: p.integer(),
    date: p.date(),
    method: p.string().length(5).nullable(),
    cardType: p.string().length(6).nullable(),
    checkNumber: p.string().length(20).nullable(),
    cardLast4: p.string().length(4).nullable(),
    terminalReference: p.string().length(64).nullable(),
    reason: p.text().nullable(),
    otherInvoiceNumber: p.string().length(20).nullable(),
    recordedAt: p.datetime().defaultRaw('now()'),
    recordedBy: p.string().length(100),
  },
  checks: [
    {
      name: 'invoice_payments_kind_check',
      expression: `"kind" in ('payment', 'refund', 'credit_in', 'credit_out')`,
    },
    {
      name: 'invoice_payments_method_check',
      expression: `"method" is null or "method" in ('cash', 'check', 'card')`,
    },
    { name: 'invoice_payments_amount_check', expression: '"amount_cents" > 0' },
  ],
  indexes: [
    { name: 'invoice_payments_invoice_index', properties: ['invoice', 'date'] },
    { name: 'invoice_payments_date_index', properties: ['date', 'id'] },
  ],
});

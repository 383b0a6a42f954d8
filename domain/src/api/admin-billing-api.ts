// Billing in the back office (decisions 0195-0199): a booking's invoice, its draft's ticket,
// charges and discounts, finalising, voiding, credit notes, payments and refunds, the PDF, the
// receivables by age, a customer's statement and the QuickBooks Online export. Staff and owners
// only: a driver's role never reaches money.
import * as v from 'valibot';
import {
  adminInvoiceSchema,
  adminReceivablesSchema,
  billingExportQuerySchema,
  customerStatementQuerySchema,
  customerStatementSchema,
} from '../admin/admin-billing.ts';
import { adminApiBase } from '../admin/admin-routes.ts';
import {
  adjustmentInputSchema,
  chargeInputSchema,
  creditNoteInputSchema,
  scaleTicketInputSchema,
  voidInvoiceInputSchema,
} from '../billing/invoice-input-schemas.ts';
import { paymentInputSchema, refundInputSchema } from '../billing/payment-input-schemas.ts';
import { problemSchema, validationProblemSchema } from './api-errors.ts';
import { replayedHeader } from './derived-answers.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Billing';
const staff = access.signedIn('owner', 'staff');
const invoicePath = `${adminApiBase}/invoices/:id`;

export const billingPaths = {
  bookingInvoice: `${adminApiBase}/bookings/:id/invoice`,
  invoice: invoicePath,
  scaleTicket: `${invoicePath}/scale-ticket`,
  charges: `${invoicePath}/charges`,
  adjustments: `${invoicePath}/adjustments`,
  line: `${invoicePath}/lines/:position`,
  finalise: `${invoicePath}/finalise`,
  void: `${invoicePath}/void`,
  creditNotes: `${invoicePath}/credit-notes`,
  payments: `${invoicePath}/payments`,
  refunds: `${invoicePath}/refunds`,
  pdf: `${invoicePath}/pdf`,
  receivables: `${adminApiBase}/receivables`,
  statement: `${adminApiBase}/customer-statement`,
  export: `${adminApiBase}/billing-export.csv`,
} as const;

const noSuchInvoice = { description: 'There is no such invoice.', body: problemSchema('not_found') };
const invoiceAnswer = { description: 'The invoice as it is now.', body: adminInvoiceSchema };
const refusedInput = {
  description:
    'The billing rules refuse it: `fields` names what and says why (a charge not published, a charge without its evidence, more credit than the invoice holds, ...).',
  body: validationProblemSchema,
};
const moved = {
  description:
    'The invoice is no longer in a state that allows this (a final invoice is never edited; a void one takes nothing); the message says what to do instead.',
  body: problemSchema('conflict'),
};
function draftChange<
  const Name extends string,
  const Path extends string,
  const Method extends 'post' | 'put' | 'delete',
>(name: Name, path: Path, summary: string, method: Method) {
  return {
    name,
    method,
    path,
    access: staff,
    tag,
    summary,
    answers: { 200: invoiceAnswer, 400: refusedInput, 404: noSuchInvoice, 409: moved },
  } as const;
}

export const adminGetBookingInvoice = declareRoute({
  name: 'adminGetBookingInvoice',
  method: 'get',
  path: billingPaths.bookingInvoice,
  access: staff,
  tag,
  summary: 'The booking’s invoice (the live one, else the latest void one)',
  description: 'A draft is made when the booking is picked up; before that there is none (404).',
  answers: {
    200: invoiceAnswer,
    404: { description: 'The booking has no invoice yet.', body: problemSchema('not_found') },
  },
});

export const adminSetScaleTicket = declareRoute({
  ...draftChange(
    'adminSetScaleTicket',
    billingPaths.scaleTicket,
    'Enter the scale ticket’s weight on a draft (overweight at the published rate)',
    'put',
  ),
  request: { body: scaleTicketInputSchema },
});

export const adminAddInvoiceCharge = declareRoute({
  ...draftChange(
    'adminAddInvoiceCharge',
    billingPaths.charges,
    'Add a published charge with its evidence to a draft',
    'post',
  ),
  request: { body: chargeInputSchema },
});

export const adminAddInvoiceAdjustment = declareRoute({
  ...draftChange(
    'adminAddInvoiceAdjustment',
    billingPaths.adjustments,
    'Add a discount or a credit with its reason to a draft',
    'post',
  ),
  request: { body: adjustmentInputSchema },
});

export const adminRemoveInvoiceLine = declareRoute({
  ...draftChange(
    'adminRemoveInvoiceLine',
    billingPaths.line,
    'Take a charge, a discount or a credit off a draft',
    'delete',
  ),
  request: { params: v.object({ id: v.string(), position: v.string() }) },
});

export const adminFinaliseInvoice = declareRoute(
  draftChange(
    'adminFinaliseInvoice',
    billingPaths.finalise,
    'Finalise a draft: the next gapless number, then the invoice e-mailed with its PDF',
    'post',
  ),
);

export const adminVoidInvoice = declareRoute({
  ...draftChange(
    'adminVoidInvoice',
    billingPaths.void,
    'Void a final invoice with a reason (its number is kept)',
    'post',
  ),
  request: { body: voidInvoiceInputSchema },
});

export const adminIssueCreditNote = declareRoute({
  ...draftChange(
    'adminIssueCreditNote',
    billingPaths.creditNotes,
    'Correct a final invoice with a numbered credit note',
    'post',
  ),
  request: { body: creditNoteInputSchema },
});

const moneyAnswers = {
  200: {
    description:
      'Recorded: the invoice as it is now. The same request again with the same Idempotency-Key records nothing more and answers the same, with Idempotent-Replayed: true.',
    body: adminInvoiceSchema,
    headers: replayedHeader,
  },
  400: refusedInput,
  404: noSuchInvoice,
  409: moved,
} as const;

export const adminRecordPayment = declareRoute({
  name: 'adminRecordPayment',
  method: 'post',
  path: billingPaths.payments,
  access: staff,
  tag,
  summary: 'Record a payment (cash, check, credit or debit card) on a final invoice',
  description: 'More than the balance is kept as the customer’s credit on the invoice.',
  request: {
    body: paymentInputSchema,
    bodyDescription: 'Amount in cents, date, and how it was paid.',
    idempotency: { scope: 'invoice-payment', keyMaxLength: 200 },
  },
  answers: moneyAnswers,
});

export const adminRecordRefund = declareRoute({
  name: 'adminRecordRefund',
  method: 'post',
  path: billingPaths.refunds,
  access: staff,
  tag,
  summary: 'Record a refund of the credit on an invoice, with a reason',
  request: {
    body: refundInputSchema,
    bodyDescription: 'Amount in cents, date, how it was given back, and why.',
    idempotency: { scope: 'invoice-refund', keyMaxLength: 200 },
  },
  answers: moneyAnswers,
});

export const adminInvoicePdf = declareRoute({
  name: 'adminInvoicePdf',
  method: 'get',
  path: billingPaths.pdf,
  access: staff,
  tag,
  summary: 'The PDF of a final invoice or credit note',
  answers: {
    200: { description: 'The PDF (tagged, PDF/UA).', contentType: 'application/pdf' },
    404: { description: 'No such invoice, or a draft (never sent).', body: problemSchema('not_found') },
  },
});

export const adminReceivables = declareRoute({
  name: 'adminReceivables',
  method: 'get',
  path: billingPaths.receivables,
  access: staff,
  tag,
  summary: 'Open invoices by age (not yet due, 0-30, 31-60, 61-90, 90+ days past due)',
  answers: { 200: { description: 'Every invoice that still owes money.', body: adminReceivablesSchema } },
});

export const adminCustomerStatement = declareRoute({
  name: 'adminCustomerStatement',
  method: 'get',
  path: billingPaths.statement,
  access: staff,
  tag,
  summary: 'A customer’s statement for a period, by e-mail address',
  description: 'Query: email, from, to (YYYY-MM-DD).',
  request: { query: customerStatementQuerySchema },
  answers: { 200: { description: 'The statement.', body: customerStatementSchema } },
});

export const adminBillingExport = declareRoute({
  name: 'adminBillingExport',
  method: 'get',
  path: billingPaths.export,
  access: staff,
  tag,
  summary: 'Invoices, credit memos, payments or refunds as CSV for QuickBooks Online',
  description:
    'Query: kind (invoices, credit-memos, payments, refunds), from, to (YYYY-MM-DD, by document or payment date). The columns are QuickBooks Online’s (docs/operations.md). Streamed.',
  request: { query: billingExportQuerySchema },
  answers: { 200: { description: 'The CSV file (text/csv).', contentType: 'text/csv; charset=utf-8' } },
});

export const adminBillingApi = [
  adminGetBookingInvoice,
  adminSetScaleTicket,
  adminAddInvoiceCharge,
  adminAddInvoiceAdjustment,
  adminRemoveInvoiceLine,
  adminFinaliseInvoice,
  adminVoidInvoice,
  adminIssueCreditNote,
  adminRecordPayment,
  adminRecordRefund,
  adminInvoicePdf,
  adminReceivables,
  adminCustomerStatement,
  adminBillingExport,
] as const;

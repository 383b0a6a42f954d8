// Invoices and credit notes as rows for QuickBooks Online (decision 0139): one row per line, the
// document's fields repeated on each, as QuickBooks' own invoice import reads them (its default
// headers are mapped without any manual step). A void invoice is one row of 0.00 saying why, so
// the books hold every number of the gapless sequence. Credit notes become credit memos.
import type { CreditNote } from './credit-note.ts';
import { type InvoiceLine, lineQuantityAndRate } from './invoice-line.ts';
import { paymentTermsName } from './payment-terms.ts';
import { qboAmount, qboColumns, qboDate, qboItemName, qboItemNames, qboTaxCode } from './qbo-format.ts';

export const qboInvoiceColumns = qboColumns(
  [
    'InvoiceNo',
    'Customer',
    'InvoiceDate',
    'DueDate',
    'Terms',
    'Memo',
    'Item(Product/Service)',
    'ItemDescription',
    'ItemQuantity',
    'ItemRate',
    'ItemAmount',
    'ItemTaxCode',
    'ItemTaxAmount',
    'Service Date',
  ],
  ['ItemQuantity', 'ItemRate', 'ItemAmount', 'ItemTaxAmount'],
);

export interface ExportedInvoice {
  readonly number: string;
  /** The customer's name as QuickBooks knows it. */
  readonly customer: string;
  readonly issueDate: string;
  readonly dueDate: string;
  /** The booking's reference, so the bookkeeper can find the job. */
  readonly bookingReference: string;
  /** The day the dumpster was delivered. */
  readonly serviceDate: string;
  readonly lines: readonly InvoiceLine[];
  readonly voided?: { readonly reason: string };
}

export function qboInvoiceRows(invoice: ExportedInvoice): string[][] {
  const head = [
    invoice.number,
    invoice.customer,
    qboDate(invoice.issueDate),
    qboDate(invoice.dueDate),
    paymentTermsName,
  ];
  const serviceDate = qboDate(invoice.serviceDate);
  if (invoice.voided)
    return [
      [
        ...head,
        `${invoice.bookingReference} VOID: ${invoice.voided.reason}`,
        qboItemNames.rental,
        `Void: ${invoice.voided.reason}`,
        '0',
        '0.00',
        '0.00',
        'NON',
        '0.00',
        serviceDate,
      ],
    ];
  return invoice.lines.map((line) => {
    const { quantity, rateCents } = lineQuantityAndRate(line);
    return [
      ...head,
      invoice.bookingReference,
      qboItemName(line),
      line.description,
      quantity,
      qboAmount(rateCents),
      qboAmount(line.amountCents),
      qboTaxCode(line.taxCents),
      qboAmount(line.taxCents),
      serviceDate,
    ];
  });
}

export const qboCreditMemoColumns = qboColumns(
  [
    'Credit Memo #',
    'Customer',
    'Credit Memo Date',
    'Memo',
    'Item(Product/Service)',
    'ItemDescription',
    'ItemAmount',
    'ItemTaxCode',
    'ItemTaxAmount',
  ],
  ['ItemAmount', 'ItemTaxAmount'],
);

export function qboCreditMemoRows(note: CreditNote, customer: string): string[][] {
  return note.lines.map((line) => [
    note.number,
    customer,
    qboDate(note.issueDate),
    `For ${note.invoiceNumber}: ${note.reason}`,
    qboItemName({ kind: line.correctsKind }),
    line.description,
    qboAmount(line.amountCents),
    qboTaxCode(line.taxCents),
    qboAmount(line.taxCents),
  ]);
}

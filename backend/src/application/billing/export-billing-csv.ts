// The accounting export (decision 0199): invoices, credit memos, payments or refunds of a date
// range as CSV in QuickBooks Online's columns (the domain's qbo* rows), read in batches by
// keyset so memory stays one batch whatever the range, each batch one string of CSV lines.
// Amount cells are written as they are (a '-20.00' is a number, not a formula); every text cell
// is neutralised as the bookings export does.
import {
  type BillingExportQuery,
  type QboColumn,
  qboCreditMemoColumns,
  qboCreditMemoRows,
  qboInvoiceColumns,
  qboInvoiceRows,
  qboPaymentColumns,
  qboPaymentRow,
  qboRefundColumns,
  qboRefundRow,
} from '@dumpster/domain';
import { csvCell } from '../bookings/csv.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { InvoiceRecord } from './invoice-record.ts';

const batchSize = 500;

export function qboCsvLine(columns: readonly QboColumn[], cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    const cell = cells[i] ?? '';
    line += (i === 0 ? '' : ',') + (columns[i]?.numeric ? `"${cell}"` : csvCell(cell));
  }
  return `${line}\r\n`;
}

export function exportColumns(kind: BillingExportQuery['kind']): readonly QboColumn[] {
  switch (kind) {
    case 'invoices':
      return qboInvoiceColumns;
    case 'credit-memos':
      return qboCreditMemoColumns;
    case 'payments':
      return qboPaymentColumns;
    case 'refunds':
      return qboRefundColumns;
  }
}

function customerOf(document: InvoiceRecord): string {
  return document.customer.companyName ?? document.customer.name;
}

export class ExportBillingCsv {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  /** The header line, then one string per batch. */
  async *execute(query: BillingExportQuery): AsyncGenerator<string> {
    const columns = exportColumns(query.kind);
    yield qboCsvLine(
      columns,
      columns.map((column) => column.header),
    );
    if (query.kind === 'payments' || query.kind === 'refunds') yield* this.movements(query, columns);
    else yield* this.documents(query, columns);
  }

  private async *documents(query: BillingExportQuery, columns: readonly QboColumn[]): AsyncGenerator<string> {
    const wanted = query.kind === 'invoices' ? 'invoice' : 'credit_note';
    let after: { issueDate: string; id: string } | null = null;
    for (;;) {
      const { batch, numbers } = await this.unitOfWork.transaction(async ({ invoices, bookings }) => {
        const documents = await invoices.issuedBetween(query, after, batchSize);
        const facts = new Map<string, { reference: string; deliveryDate: string; number: string }>();
        for (const document of documents) {
          const booking = await bookings.findById(document.bookingId);
          const invoice =
            document.kind === 'credit_note' && document.correctsInvoiceId
              ? await invoices.find(document.correctsInvoiceId)
              : undefined;
          facts.set(document.id, {
            reference: booking?.reference ?? '',
            deliveryDate: booking?.deliveryDate ?? document.issueDate ?? '',
            number: invoice?.number ?? '',
          });
        }
        return { batch: documents, numbers: facts };
      });
      let text = '';
      for (const document of batch) {
        if (document.kind !== wanted) continue;
        const fact = numbers.get(document.id);
        const rows =
          document.kind === 'invoice'
            ? qboInvoiceRows({
                number: document.number ?? '',
                customer: customerOf(document),
                issueDate: document.issueDate ?? '',
                dueDate: document.dueDate ?? '',
                bookingReference: fact?.reference ?? '',
                serviceDate: fact?.deliveryDate ?? '',
                lines: document.lines,
                ...(document.state === 'void' ? { voided: { reason: document.voidReason ?? '' } } : {}),
              })
            : qboCreditMemoRows(
                {
                  number: document.number ?? '',
                  invoiceNumber: fact?.number ?? '',
                  issueDate: document.issueDate ?? '',
                  reason: document.reason ?? '',
                  lines: document.creditLines,
                  subtotalCents: document.subtotalCents,
                  taxCents: document.taxCents,
                  totalCents: document.totalCents,
                },
                customerOf(document),
              );
        for (const row of rows) text += qboCsvLine(columns, row);
      }
      if (text) yield text;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      after = { issueDate: last.issueDate ?? '', id: last.id };
    }
  }

  private async *movements(query: BillingExportQuery, columns: readonly QboColumn[]): AsyncGenerator<string> {
    let after: { date: string; id: string } | null = null;
    for (;;) {
      const batch = await this.unitOfWork.transaction(({ invoices }) =>
        invoices.movementsBetween(query, after, batchSize),
      );
      let text = '';
      for (const record of batch) {
        const { movement } = record;
        const exported = {
          id: record.id,
          invoiceNumber: record.invoiceNumber,
          customer: record.customerName,
        };
        if (query.kind === 'payments' && movement.kind === 'payment')
          text += qboCsvLine(columns, qboPaymentRow({ ...exported, movement }));
        if (query.kind === 'refunds' && movement.kind === 'refund')
          text += qboCsvLine(columns, qboRefundRow({ ...exported, movement }));
      }
      if (text) yield text;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      after = { date: last.movement.date, id: last.id };
    }
  }
}

// Invoices, credit notes and the money against them, inside a transaction (ports/unit-of-work.ts,
// decisions 0195-0197). Reads for screens (receivables, statements, the export) are here too:
// they read a few indexed rows per request, as the fleet's reads do.
import type { DocumentKind } from '@dumpster/domain';
import type { InvoiceRecord, MovementRecord, ReceivableRecord } from '../billing/invoice-record.ts';

export interface InvoiceRepository {
  add(invoice: InvoiceRecord): Promise<void>;
  /** The invoice or credit note; with `lock`, its row locked until the transaction ends. */
  find(id: string, options?: { readonly lock?: boolean }): Promise<InvoiceRecord | undefined>;
  /** The booking's invoice that is not void (there is at most one), if any. */
  liveInvoiceOf(bookingId: string): Promise<InvoiceRecord | undefined>;
  /** The booking's latest invoice, void or not. */
  latestInvoiceOf(bookingId: string): Promise<InvoiceRecord | undefined>;
  /** The credit notes issued against an invoice, oldest first. */
  creditNotesOf(invoiceId: string): Promise<InvoiceRecord[]>;
  /** A draft's lines, totals and ticket, replaced. */
  saveDraft(
    invoice: Pick<
      InvoiceRecord,
      'id' | 'lines' | 'subtotalCents' | 'taxCents' | 'totalCents' | 'scaleTicket'
    >,
  ): Promise<void>;
  finalise(
    id: string,
    final: {
      readonly number: string;
      readonly issueDate: string;
      readonly dueDate: string;
      readonly at: Date;
    },
  ): Promise<void>;
  markVoid(id: string, voided: { readonly reason: string; readonly on: string }): Promise<void>;
  markReminded(id: string, at: Date): Promise<void>;
  /**
   * The next number of this kind and year: the counter is raised and its row stays locked until
   * the transaction ends, so a rollback gives the number back and numbers have no gaps.
   */
  nextSequence(kind: DocumentKind, year: number): Promise<number>;
  movementsOf(invoiceId: string): Promise<MovementRecord[]>;
  addMovement(movement: MovementRecord): Promise<void>;
  /** Final invoices that still owe money, oldest due first. */
  receivables(): Promise<ReceivableRecord[]>;
  /** Every final or void invoice and credit note of a customer (by e-mail), with their movements. */
  customerDocuments(email: string): Promise<{ documents: InvoiceRecord[]; movements: MovementRecord[] }>;
  /** Final or void documents issued in [from, to], after the given one in (issueDate, id) order. */
  issuedBetween(
    range: { readonly from: string; readonly to: string },
    after: { readonly issueDate: string; readonly id: string } | null,
    limit: number,
  ): Promise<InvoiceRecord[]>;
  /** Payments and refunds dated in [from, to], after the given one in (date, id) order. */
  movementsBetween(
    range: { readonly from: string; readonly to: string },
    after: { readonly date: string; readonly id: string } | null,
    limit: number,
  ): Promise<(MovementRecord & { readonly invoiceNumber: string; readonly customerName: string })[]>;
}

/** A second invoice for a booking that has a live one (the database's unique index said no). */
export class InvoiceExistsError extends Error {
  override name = 'InvoiceExistsError';
}

// An invoice or a credit note as billing stores it (decisions 0195, 0196): the lines the domain
// built, their totals, the customer and site copied when the draft was made, and where it is in
// its life. The money recorded against an invoice is kept beside it as movements.
import type {
  CreditNoteLine,
  DocumentKind,
  DraftScaleTicket,
  InvoiceLine,
  InvoiceState,
  MoneyMovement,
} from '@dumpster/domain';

/** Who the invoice is for and where the dumpster stood, as the booking said when it was drafted. */
export interface InvoiceCustomer {
  readonly name: string;
  readonly companyName: string | null;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

export interface InvoiceRecord {
  readonly id: string;
  readonly bookingId: string;
  readonly kind: DocumentKind;
  readonly state: InvoiceState;
  /** Null exactly while a draft. */
  readonly number: string | null;
  /** A credit note's invoice. */
  readonly correctsInvoiceId: string | null;
  readonly customer: InvoiceCustomer;
  /** An invoice's lines (empty on a credit note). */
  readonly lines: readonly InvoiceLine[];
  /** A credit note's lines (empty on an invoice). */
  readonly creditLines: readonly CreditNoteLine[];
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly scaleTicket: DraftScaleTicket | null;
  readonly issueDate: string | null;
  readonly dueDate: string | null;
  readonly finalisedAt: Date | null;
  /** A credit note's reason. */
  readonly reason: string | null;
  readonly voidReason: string | null;
  readonly voidedOn: string | null;
  readonly lastReminderSentAt: Date | null;
  readonly createdAt: Date;
}

/** Money recorded against an invoice, with who recorded it. */
export interface MovementRecord {
  readonly id: string;
  readonly invoiceId: string;
  readonly movement: MoneyMovement;
  readonly recordedAt: Date;
  /** The staff member's name, or 'system'. */
  readonly recordedBy: string;
}

/** An invoice that still owes money, with what the receivables page and the reminder need. */
export interface ReceivableRecord {
  readonly id: string;
  readonly bookingId: string;
  readonly number: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly totalCents: number;
  readonly creditedCents: number;
  readonly netPaidCents: number;
  readonly netCreditInCents: number;
  readonly balanceCents: number;
  readonly lastReminderSentAt: Date | null;
}

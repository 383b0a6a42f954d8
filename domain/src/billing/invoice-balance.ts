// An invoice's balance and status, derived and never typed (decision 0139): the total, less its
// credit notes, less the money paid or credited in, plus what was refunded or credited out.
// Status: void; draft; paid when nothing is owed (a balance below zero is the customer's credit,
// kept on the invoice until refunded or moved); overdue the day after the due date while
// anything is owed; open otherwise.
import { daysBetween } from '../calendar/calendar-date.ts';
import type { InvoiceState } from './invoice-lifecycle.ts';
import { sumCents } from './money-arithmetic.ts';
import type { MoneyMovement } from './money-movement.ts';
import { isPastDue } from './payment-terms.ts';

export const invoiceStatuses = ['draft', 'open', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export interface InvoiceAccount {
  readonly state: InvoiceState;
  readonly totalCents: number;
  /** Absent on a draft. */
  readonly dueDate?: string;
  /** The totals of its credit notes. */
  readonly creditedCents: number;
  readonly movements: readonly MoneyMovement[];
}

export interface InvoiceBalance {
  readonly status: InvoiceStatus;
  readonly totalCents: number;
  readonly creditedCents: number;
  /** Payments taken, less refunds. */
  readonly netPaidCents: number;
  /** Credit moved in from other invoices, less credit moved out. */
  readonly netCreditInCents: number;
  /** Still owed (above zero) or owed back (below zero). */
  readonly balanceCents: number;
  /** The overpayment kept as the customer's credit: -balance when below zero, else 0. */
  readonly creditCents: number;
  /** Whole Florida days since the due date while overdue, else 0. */
  readonly daysOverdue: number;
}

function total(movements: readonly MoneyMovement[], kind: MoneyMovement['kind']): number {
  return sumCents(
    movements.filter((movement) => movement.kind === kind).map((movement) => movement.amountCents),
  );
}

export function invoiceBalance(
  account: InvoiceAccount,
  { today }: { readonly today: string },
): InvoiceBalance {
  const netPaidCents = total(account.movements, 'payment') - total(account.movements, 'refund');
  const netCreditInCents = total(account.movements, 'credit_in') - total(account.movements, 'credit_out');
  // A void invoice asks for nothing: only money still on it (none, by decideVoid) would count.
  const owedCents = account.state === 'void' ? 0 : account.totalCents - account.creditedCents;
  const balanceCents = owedCents - netPaidCents - netCreditInCents;
  const overdue =
    account.state === 'final' &&
    balanceCents > 0 &&
    account.dueDate !== undefined &&
    isPastDue(account.dueDate, today);
  const status: InvoiceStatus =
    account.state !== 'final' ? account.state : balanceCents <= 0 ? 'paid' : overdue ? 'overdue' : 'open';
  return {
    status,
    totalCents: account.totalCents,
    creditedCents: account.creditedCents,
    netPaidCents,
    netCreditInCents,
    balanceCents,
    creditCents: Math.max(0, -balanceCents),
    daysOverdue: overdue && account.dueDate ? daysBetween(account.dueDate, today) : 0,
  };
}

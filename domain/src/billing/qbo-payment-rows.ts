// Payments and refunds as rows for QuickBooks Online (decision 0139). QuickBooks' own import
// takes no payments, so these follow the field names of its Receive payment and Refund receipt
// forms as the importers the bookkeeper uses for them (e.g. Transaction Pro) document them: a
// payment applied to its invoice by number (an amount above the balance stays as the customer's
// credit in QuickBooks too), a refund taken from the bookkeeper's account. Credit moved between
// two invoices is applied in QuickBooks itself and is not exported.
import type { PaymentMovement, RefundMovement } from './money-movement.ts';
import {
  defaultQboAccounts,
  type QboAccounts,
  qboAmount,
  qboColumns,
  qboDate,
  qboItemNames,
  qboPaymentMethod,
  qboReferenceNo,
} from './qbo-format.ts';

export const qboPaymentColumns = qboColumns(
  [
    'Ref no',
    'Payment date',
    'Customer',
    'Payment method',
    'Reference no',
    'Deposit to',
    'Invoice no',
    'Payment',
    'Memo',
  ],
  ['Payment'],
);

export interface ExportedMovement<T> {
  /** The movement's own id, unique per row as the importer asks. */
  readonly id: string;
  readonly invoiceNumber: string;
  readonly customer: string;
  readonly movement: T;
}

export function qboPaymentRow(
  { id, invoiceNumber, customer, movement }: ExportedMovement<PaymentMovement>,
  accounts: QboAccounts = defaultQboAccounts,
): string[] {
  const card = movement.tender.method === 'card' ? `card ending ${movement.tender.last4}` : '';
  return [
    id,
    qboDate(movement.date),
    customer,
    qboPaymentMethod(movement.tender),
    qboReferenceNo(movement.tender),
    accounts.depositTo,
    invoiceNumber,
    qboAmount(movement.amountCents),
    card,
  ];
}

export const qboRefundColumns = qboColumns(
  [
    'Refund Receipt no',
    'Refund Receipt Date',
    'Customer',
    'Payment method',
    'Reference no',
    'Refund from',
    'Item(Product/Service)',
    'ItemDescription',
    'ItemAmount',
    'Memo',
  ],
  ['ItemAmount'],
);

export function qboRefundRow(
  { id, invoiceNumber, customer, movement }: ExportedMovement<RefundMovement>,
  accounts: QboAccounts = defaultQboAccounts,
): string[] {
  return [
    id,
    qboDate(movement.date),
    customer,
    qboPaymentMethod(movement.tender),
    qboReferenceNo(movement.tender),
    accounts.refundFrom,
    qboItemNames.credit,
    `Refund for ${invoiceNumber}: ${movement.reason}`,
    qboAmount(movement.amountCents),
    invoiceNumber,
  ];
}

// The fields staff inputs to billing share, each with one message in words (decision 0138).
import * as v from 'valibot';
import { isIsoDate } from '../calendar/calendar-date.ts';
import { formatUsd } from '../catalog/money.ts';
import { billingReasonMaxLength, reasonTooLongMessage } from './billing-reason.ts';

/** No single line, payment or refund of a dumpster business comes near $100,000. */
export const largestAmountCents = 10_000_000;

export const billingFieldMessages = {
  amount: `Please enter an amount from $0.01 to ${formatUsd(largestAmountCents)}, in whole cents`,
  date: 'Please enter the date as YYYY-MM-DD',
  reason: 'Please give a reason',
  reasonTooLong: reasonTooLongMessage,
} as const;

export const amountCentsField = v.pipe(
  v.number(billingFieldMessages.amount),
  v.safeInteger(billingFieldMessages.amount),
  v.minValue(1, billingFieldMessages.amount),
  v.maxValue(largestAmountCents, billingFieldMessages.amount),
);

export const billingDateField = v.pipe(
  v.string(billingFieldMessages.date),
  v.trim(),
  v.check(isIsoDate, billingFieldMessages.date),
);

/** A reason staff give (and the customer may read): trimmed, 1 to 500 characters. */
export function reasonField(message: string = billingFieldMessages.reason) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(billingReasonMaxLength, billingFieldMessages.reasonTooLong),
  );
}

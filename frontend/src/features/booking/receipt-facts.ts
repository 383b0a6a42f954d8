// A stored booking's facts as the visitor reads them after booking: the same rows on the lasting
// panel above the form (BookingReceived) and on the page a native post ends on
// (BookingConfirmationPage), from the receipt POST /api/bookings answers (domain's BookingReceipt).
import {
  type BookingReceipt,
  type FrozenQuote,
  findDumpsterSize,
  formatUsd,
  longDateLabel,
} from '@dumpster/domain';

function quoteRows(quote: FrozenQuote): [string, string][] {
  return [
    [`Base price (${quote.includedDays} days)`, formatUsd(quote.basePriceCents)],
    ['Extra days', String(quote.extraDays)],
    [`Extra cost (${formatUsd(quote.extraDayRateCents)}/day)`, formatUsd(quote.extraCostCents)],
    ['Total', formatUsd(quote.totalCents)],
  ];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A receipt (domain's BookingReceipt) in an answer or the page state the server wrote, or undefined. A light
 * check rather than the receipt's valibot schema: the schema would pull the booking schema into a
 * chunk shared with /book, which every visitor of /book would then load (decision 0051).
 */
export function receiptIn(state: unknown): BookingReceipt | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const receipt = state as Partial<BookingReceipt>;
  const quote = receipt.quote as Partial<FrozenQuote> | undefined;
  const cents = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
  const valid =
    typeof receipt.id === 'string' &&
    typeof receipt.reference === 'string' &&
    findDumpsterSize(String(receipt.dumpsterSize)) !== undefined &&
    isoDate.test(String(receipt.deliveryDate)) &&
    isoDate.test(String(receipt.pickupDate)) &&
    quote !== undefined &&
    [
      quote.basePriceCents,
      quote.includedDays,
      quote.extraDays,
      quote.extraDayRateCents,
      quote.extraCostCents,
      quote.totalCents,
    ].every(cents);
  return valid ? (receipt as BookingReceipt) : undefined;
}

/** The reference the customer quotes on the phone, the size, the dates and the frozen quote. */
export function receiptRows(receipt: BookingReceipt): [string, string][] {
  return [
    ['Booking reference', receipt.reference],
    ['Dumpster', findDumpsterSize(receipt.dumpsterSize)?.label ?? receipt.dumpsterSize],
    ['Delivery date', longDateLabel(receipt.deliveryDate)],
    ['Pickup date', longDateLabel(receipt.pickupDate)],
    ...quoteRows(receipt.quote),
  ];
}

/**
 * Where the personal My booking link is: only in the confirmation e-mail. The receipt never
 * carries it, so no answer, replay record or log line holds a working link (decision 0126).
 */
export function myBookingLinkSentence(email?: string): string {
  return `Your personal My booking link, to see, change or cancel this booking, is in the confirmation e-mail${email ? ` we sent to ${email}` : ''}.`;
}

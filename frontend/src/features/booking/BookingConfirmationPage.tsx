// Where a booking posted natively (without the form's script) ends (decision 0051): the server
// found the booking's receipt by the post's idempotency key and rendered it into the page state.
// Its reference, size, dates and frozen quote; the quote is the one stored with the booking.
import {
  type BookingReceipt,
  bookingConfirmationStateKey,
  type FrozenQuote,
  findDumpsterSize,
  formatUsd,
  formPosts,
  longDateLabel,
  submissionNotices,
} from '@dumpster/domain';
import { usePageState } from '../../shared/page-state/page-state.tsx';
import { Confirmation } from '../../shared/sections/Confirmation.tsx';
import { facts } from '../../shared/sections/confirmation.css.ts';
import { FactList } from '../../shared/sections/FactList.tsx';

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
 * The receipt the server put in the page state (domain's BookingReceipt), or undefined. A light
 * check rather than the receipt's valibot schema: the schema would pull the booking schema into a
 * chunk shared with /book, which every visitor of /book would then load (decision 0051).
 */
function receiptIn(state: unknown): BookingReceipt | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const receipt = state as Partial<BookingReceipt>;
  const quote = receipt.quote as Partial<FrozenQuote> | undefined;
  const cents = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
  const valid =
    typeof receipt.id === 'string' &&
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

export function BookingConfirmationPage() {
  const path = formPosts.booking.confirmationPath;
  const receipt = receiptIn(usePageState(bookingConfirmationStateKey));
  if (!receipt) {
    return (
      <Confirmation
        title="Booking confirmation not found"
        text="We could not find this booking confirmation. If you booked, we will email you the details."
        path={path}
      />
    );
  }
  const rows: [string, string][] = [
    ['Booking reference', receipt.id],
    ['Dumpster', findDumpsterSize(receipt.dumpsterSize)?.label ?? receipt.dumpsterSize],
    ['Delivery date', longDateLabel(receipt.deliveryDate)],
    ['Pickup date', longDateLabel(receipt.pickupDate)],
    ...quoteRows(receipt.quote),
  ];
  const { title, description } = submissionNotices.booking.success;
  return (
    <Confirmation title={title} text={description} path={path}>
      <FactList rows={rows} className={facts} label="Your booking" />
    </Confirmation>
  );
}

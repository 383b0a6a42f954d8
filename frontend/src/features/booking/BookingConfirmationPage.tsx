// Where a booking posted natively (without the form's script) ends (decision 0051): the server
// found the booking's receipt by the post's idempotency key and rendered it into the page state.
// Its reference, size, dates and frozen quote; the quote is the one stored with the booking.
import {
  bookingConfirmationStateKey,
  bookingReceiptSchema,
  type FrozenQuote,
  formatUsd,
  formPosts,
  getDumpsterSize,
  submissionNotices,
} from '@dumpster/domain';
import * as v from 'valibot';
import { usePageState } from '../../shared/page-state/page-state.tsx';
import { Confirmation } from '../../shared/sections/Confirmation.tsx';
import { factRow, facts, factTerm, factValue } from '../../shared/sections/confirmation.css.ts';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' as 'Tuesday, December 1, 2026', the same on the server and in the browser. */
function longDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

function quoteRows(quote: FrozenQuote): [string, string][] {
  return [
    [`Base price (${quote.includedDays} days)`, formatUsd(quote.basePriceCents)],
    ['Extra days', String(quote.extraDays)],
    [`Extra cost (${formatUsd(quote.extraDayRateCents)}/day)`, formatUsd(quote.extraCostCents)],
    ['Total', formatUsd(quote.totalCents)],
  ];
}

export function BookingConfirmationPage() {
  const path = formPosts.booking.confirmationPath;
  const found = v.safeParse(bookingReceiptSchema, usePageState(bookingConfirmationStateKey));
  if (!found.success) {
    return (
      <Confirmation
        title="Booking confirmation not found"
        text="We could not find this booking confirmation. If you booked, we will email you the details."
        path={path}
      >
        <ButtonLink href="/book">Book a dumpster</ButtonLink>
      </Confirmation>
    );
  }
  const receipt = found.output;
  const rows: [string, string][] = [
    ['Booking reference', receipt.id],
    ['Dumpster', getDumpsterSize(receipt.dumpsterSize).label],
    ['Delivery date', longDate(receipt.deliveryDate)],
    ['Pickup date', longDate(receipt.pickupDate)],
    ...quoteRows(receipt.quote),
  ];
  const { title, description } = submissionNotices.booking.success;
  return (
    <Confirmation title={title} text={description} path={path}>
      <dl className={facts} aria-label="Your booking">
        {rows.map(([term, value]) => (
          <div key={term} className={factRow}>
            <dt className={factTerm}>{term}</dt>
            <dd className={factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Confirmation>
  );
}

// The instant quote (spec section 9): every figure from the domain's quoteRental. A polite
// live region, so a screen reader hears the new total when the dates change.
import { extraDayRateCents, formatUsd, includedRentalDays, type RentalQuote } from '@dumpster/domain';
import { memo } from 'react';
import { quoteBox, quoteRows, quoteTerm, quoteTotal, quoteValue } from './booking.css.ts';

function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export const QuoteBox = memo(function QuoteBox({ quote }: { quote: RentalQuote | null }) {
  return (
    <section className={quoteBox} aria-labelledby="quote-title">
      <h3 id="quote-title">Your Quote</h3>
      <div aria-live="polite" aria-atomic="true">
        {quote ? (
          <dl className={quoteRows}>
            <dt className={quoteTerm}>Base price ({dayCount(quote.includedDays)})</dt>
            <dd className={quoteValue}>{formatUsd(quote.basePriceCents)}</dd>
            <dt className={quoteTerm}>Included</dt>
            <dd className={quoteValue}>
              {dayCount(quote.includedDays)}, {quote.includedTons} tons
            </dd>
            <dt className={quoteTerm}>Extra days</dt>
            <dd className={quoteValue}>{quote.extraDays}</dd>
            <dt className={quoteTerm}>Extra cost ({formatUsd(quote.extraDayRateCents)}/day)</dt>
            <dd className={quoteValue}>{formatUsd(quote.extraCostCents)}</dd>
            <dt className={`${quoteTerm} ${quoteTotal}`}>Total</dt>
            <dd className={`${quoteValue} ${quoteTotal}`}>{formatUsd(quote.totalCents)}</dd>
          </dl>
        ) : (
          <p>
            Choose a size and your dates to see your total. Every rental includes {includedRentalDays} days;
            each extra day is {formatUsd(extraDayRateCents)}.
          </p>
        )}
      </div>
    </section>
  );
});

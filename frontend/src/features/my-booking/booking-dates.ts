// Dates and money as the customer's page writes them, the same on the server and in the browser.
import { formatUsd } from '@dumpster/domain';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' as 'Tuesday, December 1, 2026'. */
export function longDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** A price difference with its sign: '+$120.00', '-$60.00', 'no change'. */
export function priceDifference(cents: number): string {
  if (cents === 0) return 'no change in price';
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}

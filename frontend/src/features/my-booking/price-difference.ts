// A change's price as the customer's page writes it: the difference, with its sign.
import { formatUsd } from '@dumpster/domain';

/** A price difference with its sign: '+$120.00', '-$60.00', 'no change'. */
export function priceDifference(cents: number): string {
  if (cents === 0) return 'no change in price';
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}

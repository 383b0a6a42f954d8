// How a chart writes its numbers, in one place for the plot, the announcement, the table and the
// CSV, so the four never disagree. Money arrives in integer cents and is shown with the domain's
// dollar formatting; a share arrives as a fraction (0.725) and is shown as a percentage.
import { dollarsDecimal, formatUsd } from '@dumpster/domain';

/** What a chart's numbers count: things (bookings, boxes), money in cents, or a share (0..1). */
export type ValueUnit = 'count' | 'cents' | 'share';

/** A value, or null where there is none (a period with no data is not the same as zero). */
export type ChartValue = number | null;

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const shareFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Written where a value is missing, in the table and in what is announced. */
export const noValueText = 'no data';

/** The value as people read it: '1,204', '$580.50', '72.5%'. */
export function valueText(unit: ValueUnit, value: ChartValue): string {
  if (value === null) return noValueText;
  if (unit === 'cents') return formatUsd(value);
  if (unit === 'share') return shareFormat.format(value);
  return countFormat.format(value);
}

/** An axis tick, short enough for a phone: '1.2K', '$12K', '40%'. */
export function tickText(unit: ValueUnit, value: number): string {
  if (unit === 'cents') return compactDollars.format(value / 100);
  if (unit === 'share') return shareFormat.format(value);
  return compactCount.format(value);
}

/**
 * The same value for a spreadsheet: a plain number with no symbol or grouping (cents as dollars
 * with two places, a share as its percentage to one place, as the table rounds it), or empty.
 */
export function csvValue(unit: ValueUnit, value: ChartValue): string {
  if (value === null) return '';
  if (unit === 'cents') return dollarsDecimal(value);
  if (unit === 'share') return String(Math.round(value * 1000) / 10);
  return String(value);
}

/** The CSV column's header says the unit the plain numbers are in. */
export function csvHeader(header: string, unit: ValueUnit): string {
  if (unit === 'cents') return `${header} (USD)`;
  if (unit === 'share') return `${header} (%)`;
  return header;
}

// The two scales the charts need, written out (decision 0157): a linear value axis with round
// ticks (d3-array's tick rules, which pick 1, 2 or 5 times a power of ten) and evenly spaced
// slots along the other axis. d3-scale would bring colour interpolation and number formatting
// that no chart here uses.
import { nice, ticks } from 'd3-array';
import type { ChartValue, ValueUnit } from './chart-values.ts';

export interface LinearScale {
  /** Position of a value, from `start` (the domain's low end) to `end`. */
  (value: number): number;
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
}

/** How many ticks fit: about one per `spacing` px of axis, at least two. */
export function tickCountFor(length: number, spacing: number): number {
  return Math.max(2, Math.floor(length / spacing));
}

/**
 * A value axis that starts at zero (a bar's length is its value) unless a value is below it, and
 * ends at a round number at or above the largest value. Counts tick on whole numbers only, and
 * money on whole dollars.
 */
export function valueScale(
  unit: ValueUnit,
  values: Iterable<ChartValue>,
  [start, end]: readonly [number, number],
  /** Pixels per tick: 48 up a vertical axis; more along a horizontal one, whose labels are wider. */
  tickSpacing = 48,
): LinearScale {
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value === null) continue;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  // Ticks in the unit people count in: dollars for money, so $1,500 rather than 150,000 cents.
  const per = unit === 'cents' ? 100 : 1;
  if (high === low) high = low + (unit === 'share' ? 1 : 4 * per);
  const count = tickCountFor(Math.abs(end - start), tickSpacing);
  const [niceLow, niceHigh] = nice(low / per, high / per, count);
  const steps = ticks(niceLow, niceHigh, count).filter((tick) => unit === 'share' || Number.isInteger(tick));
  const domain: [number, number] = [niceLow * per, niceHigh * per];
  const span = domain[1] - domain[0];
  const scale = ((value: number) => start + ((value - domain[0]) / span) * (end - start)) as LinearScale;
  return Object.assign(scale, { domain, ticks: steps.map((tick) => tick * per) });
}

export interface Slots {
  /** Where slot `index` begins. */
  readonly start: (index: number) => number;
  /** The middle of slot `index`. */
  readonly center: (index: number) => number;
  /** Each slot's length, gaps excluded. */
  readonly size: number;
}

/**
 * `count` equal slots across `length`, with `gap` (a fraction of a slot's step) between them and
 * half of it at both ends: bars by category, groups of bars by period.
 */
export function slots(count: number, length: number, gap: number, offset = 0): Slots {
  const step = length / Math.max(1, count);
  const size = step * (1 - gap);
  const start = (index: number) => offset + step * index + (step - size) / 2;
  return { start, center: (index) => start(index) + size / 2, size };
}

/** Points evenly across `length`, the first at 0 and the last at the end (one point: the middle). */
export function pointPosition(count: number, length: number): (index: number) => number {
  if (count <= 1) return () => length / 2;
  return (index) => (index * length) / (count - 1);
}

/** About `wanted` indexes out of `count`, evenly spaced, always starting at the first. */
export function spacedIndexes(count: number, wanted: number): number[] {
  if (count === 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, wanted)));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  return indexes;
}

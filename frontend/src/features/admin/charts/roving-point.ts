// Which data point the keyboard is on, and where each key takes it (decision 0158). A chart is a
// grid of series (rows) by points (columns); the plot is one tab stop, and the arrow keys move a
// marker over it, as Highcharts' and the W3C's accessible chart examples do:
//   Left / Right    the previous / next point of the series (period, category, source)
//   Up / Down       the same point of the previous / next series
//   Home / End      the first / last point of the series
//   PageUp / Down   several points back / forward (a week of days, a quarter of months)
//   Escape          no point (the marker goes away)
// Pure, so every move is tested without a browser.

export interface PointAt {
  readonly series: number;
  readonly index: number;
}

export interface PointGrid {
  /** How many points each series has (a previous period may have fewer days). */
  readonly lengths: readonly number[];
  /** How far PageUp and PageDown move. */
  readonly page: number;
  /** Points laid out across (periods, a stacked bar's sources) or down (bars by category). */
  readonly pointsRun: 'across' | 'down';
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function lastIndex(grid: PointGrid, series: number): number {
  return (grid.lengths[series] ?? 0) - 1;
}

/** The first point there is (a series with no points is skipped), or undefined. */
export function firstPoint(grid: PointGrid): PointAt | undefined {
  const series = grid.lengths.findIndex((length) => length > 0);
  return series < 0 ? undefined : { series, index: 0 };
}

/** The next series in `direction` that has points, or undefined at the end. */
function nextSeries(grid: PointGrid, from: number, direction: 1 | -1): number | undefined {
  for (let series = from + direction; series >= 0 && series < grid.lengths.length; series += direction)
    if ((grid.lengths[series] ?? 0) > 0) return series;
  return undefined;
}

/**
 * Where `key` takes the marker from `at` (no point yet: any move starts at the first point), or
 * `undefined` for Escape; `'unhandled'` for a key the chart leaves to the browser (Tab).
 */
export function movePoint(
  grid: PointGrid,
  at: PointAt | undefined,
  key: string,
): PointAt | undefined | 'unhandled' {
  if (key === 'Escape') return at === undefined ? 'unhandled' : undefined;
  if (!movingKeys.has(key)) return 'unhandled';
  const start = at ?? firstPoint(grid);
  if (start === undefined) return undefined;
  if (at === undefined) return start;
  const last = lastIndex(grid, at.series);
  const move = grid.pointsRun === 'down' ? (turned[key] ?? key) : key;
  switch (move) {
    case 'ArrowRight':
      return { series: at.series, index: clamp(at.index + 1, 0, last) };
    case 'ArrowLeft':
      return { series: at.series, index: clamp(at.index - 1, 0, last) };
    case 'PageDown':
      return { series: at.series, index: clamp(at.index + grid.page, 0, last) };
    case 'PageUp':
      return { series: at.series, index: clamp(at.index - grid.page, 0, last) };
    case 'Home':
      return { series: at.series, index: 0 };
    case 'End':
      return { series: at.series, index: last };
    default: {
      const series = nextSeries(grid, at.series, move === 'ArrowDown' ? 1 : -1);
      if (series === undefined) return at;
      return { series, index: clamp(at.index, 0, lastIndex(grid, series)) };
    }
  }
}

/** Where points run down, Down is the next point and Right the next series. */
const turned: Readonly<Record<string, string>> = {
  ArrowDown: 'ArrowRight',
  ArrowUp: 'ArrowLeft',
  ArrowRight: 'ArrowDown',
  ArrowLeft: 'ArrowUp',
};

const movingKeys = new Set([
  'ArrowRight',
  'ArrowLeft',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Said once, when the plot takes focus (its description), and shown under a focused plot. */
export function keyboardHint(grid: PointGrid, pointNoun: string, seriesNoun = 'series'): string {
  const [along, across] =
    grid.pointsRun === 'down' ? ['Up and Down', 'Left and Right'] : ['Left and Right', 'Up and Down'];
  const series = grid.lengths.length > 1 ? ` ${across} change the ${seriesNoun}.` : '';
  return `Use ${along} to move between ${pointNoun}, Home and End for the first and last.${series} Show the numbers, below the chart, lists every value.`;
}

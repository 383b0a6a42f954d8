// A time series chart's data, flattened into what is drawn and navigated: each series, then its
// previous period right after it (the same colour lighter, dashed), and the table of the same
// numbers. A previous period has as many periods as the range it is compared with (the N days,
// weeks or months just before), so the two line up point for point.

import { type SeriesLook, seriesLook } from './chart-palette.ts';
import { type Granularity, periodHeaders, periodLabel } from './chart-periods.ts';
import { type ChartCell, type ChartColumn, type ChartTableModel, textCell } from './chart-table-model.ts';
import { type ChartValue, csvHeader, csvValue, type ValueUnit, valueText } from './chart-values.ts';

export interface TimeSeries {
  /** 'Received', 'Collected'. */
  readonly label: string;
  /** One value per period of the chart, in order. */
  readonly values: readonly ChartValue[];
  /** The period before, drawn dashed and lighter: its own periods and values, as many as the chart's. */
  readonly previous?: { readonly periods: readonly string[]; readonly values: readonly ChartValue[] };
}

export interface TimeSeriesData {
  readonly granularity: Granularity;
  readonly unit: ValueUnit;
  /** The first Florida day of each period, YYYY-MM-DD, oldest first. */
  readonly periods: readonly string[];
  readonly series: readonly TimeSeries[];
  /** How a previous period is named after its series' label: 'Received, previous period'. */
  readonly previousLabel?: string;
}

export interface PlottedSeries {
  readonly label: string;
  readonly look: SeriesLook;
  readonly lookIndex: number;
  /** The previous period of the series before it. */
  readonly lighter: boolean;
  readonly periods: readonly string[];
  readonly values: readonly ChartValue[];
}

export function plottedSeries(data: TimeSeriesData): PlottedSeries[] {
  const previousLabel = data.previousLabel ?? 'previous period';
  return data.series.flatMap((series, index) => {
    if (series.values.length !== data.periods.length)
      throw new RangeError(
        `${series.label} has ${series.values.length} values for ${data.periods.length} periods`,
      );
    const look = seriesLook(index);
    const own: PlottedSeries = {
      label: series.label,
      look,
      lookIndex: index,
      lighter: false,
      periods: data.periods,
      values: series.values,
    };
    const previous = series.previous;
    if (!previous) return [own];
    if (previous.periods.length !== data.periods.length || previous.values.length !== data.periods.length)
      throw new RangeError(
        `${series.label}'s previous period must have ${data.periods.length} periods and values`,
      );
    return [
      own,
      {
        label: `${series.label}, ${previousLabel}`,
        look,
        lookIndex: index,
        lighter: true,
        periods: previous.periods,
        values: previous.values,
      },
    ];
  });
}

function valueCell(unit: ValueUnit, value: ChartValue): ChartCell {
  return { text: valueText(unit, value), csv: csvValue(unit, value) };
}

function total(values: readonly ChartValue[]): number {
  let sum = 0;
  for (const value of values) sum += value ?? 0;
  return sum;
}

/** One row per period; per series its values, and a previous period's own dates beside its values. */
export function timeSeriesTable(
  data: TimeSeriesData,
  plotted: readonly PlottedSeries[],
  caption: string,
): ChartTableModel {
  const { granularity, unit } = data;
  const periodHeader = periodHeaders[granularity];
  const columns: ChartColumn[] = [{ header: periodHeader }];
  for (const series of plotted) {
    if (series.lighter) columns.push({ header: `${series.label}: ${periodHeader.toLowerCase()}` });
    columns.push({ header: series.label, csvHeader: csvHeader(series.label, unit) });
  }
  const rows = data.periods.map((period, index) => ({
    header: { text: periodLabel(granularity, period), csv: period },
    cells: plotted.flatMap((series) => {
      const value = valueCell(unit, series.values[index] ?? null);
      if (!series.lighter) return [value];
      const own = series.periods[index] as string;
      return [{ text: periodLabel(granularity, own), csv: own }, value];
    }),
  }));
  // A share (utilisation) does not add up over periods; counts and money do.
  const footer =
    unit === 'share'
      ? undefined
      : {
          header: textCell('Total'),
          cells: plotted.flatMap((series) => {
            const sum = valueCell(unit, total(series.values));
            return series.lighter ? [textCell(''), sum] : [sum];
          }),
        };
  return footer ? { caption, columns, rows, footer } : { caption, columns, rows };
}

/** 'Received, Tue, Jan 6, 2026: 23'. */
export function describeTimePoint(data: TimeSeriesData, series: PlottedSeries, index: number): string {
  const period = series.periods[index];
  const when = period === undefined ? '' : periodLabel(data.granularity, period);
  return `${series.label}, ${when}: ${valueText(data.unit, series.values[index] ?? null)}`;
}

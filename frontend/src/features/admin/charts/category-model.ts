// Bars by category (city, size, region, receivables' age): the series drawn and navigated (each,
// then its previous period, lighter), an optional count beside each value (invoices in a
// bucket), and the table of the same numbers.
import { type SeriesLook, seriesLook } from './chart-palette.ts';
import type { ChartColumn, ChartTableModel } from './chart-table-model.ts';
import { textCell } from './chart-table-model.ts';
import { type ChartValue, csvHeader, csvValue, type ValueUnit, valueText } from './chart-values.ts';

export interface CategorySeries {
  readonly label: string;
  /** One value per category, in the categories' order. */
  readonly values: readonly ChartValue[];
  /** The same categories in the period before, drawn lighter with a dashed outline. */
  readonly previous?: { readonly values: readonly ChartValue[] };
}

/** A count that goes with each category's value: 3 invoices in the 31-60 days bucket. */
export interface CategoryCount {
  readonly header: string;
  readonly values: readonly number[];
  readonly one: string;
  readonly many: string;
}

export interface CategoryData {
  readonly unit: ValueUnit;
  /** The table's first column: 'City', 'Size', 'Age'. */
  readonly categoryHeader: string;
  readonly categories: readonly string[];
  readonly series: readonly CategorySeries[];
  readonly previousLabel?: string;
  readonly count?: CategoryCount;
}

export interface CategoryBars {
  readonly label: string;
  readonly look: SeriesLook;
  readonly lookIndex: number;
  readonly lighter: boolean;
  readonly values: readonly ChartValue[];
}

export function categoryBars(data: CategoryData): CategoryBars[] {
  const previousLabel = data.previousLabel ?? 'previous period';
  const expect = (label: string, length: number) => {
    if (length !== data.categories.length)
      throw new RangeError(`${label} has ${length} values for ${data.categories.length} categories`);
  };
  if (data.count) expect(data.count.header, data.count.values.length);
  return data.series.flatMap((series, lookIndex) => {
    expect(series.label, series.values.length);
    const look = seriesLook(lookIndex);
    const own = { label: series.label, look, lookIndex, lighter: false, values: series.values };
    if (!series.previous) return [own];
    expect(`${series.label}'s previous period`, series.previous.values.length);
    return [
      own,
      {
        label: `${series.label}, ${previousLabel}`,
        look,
        lookIndex,
        lighter: true,
        values: series.previous.values,
      },
    ];
  });
}

export function countText(count: CategoryCount, index: number): string {
  const value = count.values[index] ?? 0;
  return `${valueText('count', value)} ${value === 1 ? count.one : count.many}`;
}

/** The value in words, with its count when the chart has one: '$4,200 (3 invoices)'. */
export function categoryValueText(data: CategoryData, bars: CategoryBars, index: number): string {
  const value = valueText(data.unit, bars.values[index] ?? null);
  return data.count && !bars.lighter ? `${value} (${countText(data.count, index)})` : value;
}

/** 'Jacksonville, This period: 120'. */
export function describeCategoryPoint(data: CategoryData, bars: CategoryBars, index: number): string {
  return `${data.categories[index] ?? ''}, ${bars.label}: ${categoryValueText(data, bars, index)}`;
}

function countCell(value: number) {
  return { text: valueText('count', value), csv: String(value) };
}

/** One row per category, a column per series (and its count), a total row when values add up. */
export function categoryTable(
  data: CategoryData,
  bars: readonly CategoryBars[],
  caption: string,
): ChartTableModel {
  const { unit, count } = data;
  const columns: ChartColumn[] = [{ header: data.categoryHeader }];
  for (const series of bars) columns.push({ header: series.label, csvHeader: csvHeader(series.label, unit) });
  if (count) columns.push({ header: count.header });
  const rows = data.categories.map((category, index) => ({
    header: textCell(category),
    cells: [
      ...bars.map((series) => {
        const value = series.values[index] ?? null;
        return { text: valueText(unit, value), csv: csvValue(unit, value) };
      }),
      ...(count ? [countCell(count.values[index] ?? 0)] : []),
    ],
  }));
  if (unit === 'share') return { caption, columns, rows };
  const sum = (values: readonly (number | null)[]) =>
    values.reduce<number>((total, value) => total + (value ?? 0), 0);
  const footer = {
    header: textCell('Total'),
    cells: [
      ...bars.map((series) => ({
        text: valueText(unit, sum(series.values)),
        csv: csvValue(unit, sum(series.values)),
      })),
      ...(count ? [countCell(sum(count.values))] : []),
    ],
  };
  return { caption, columns, rows, footer };
}

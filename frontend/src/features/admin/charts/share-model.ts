// Money by source as shares of a whole (decision 0158): each bar (a period) is split into parts
// (rental, extra days, overweight, other charges) whose widths are their shares of the bar's
// total. Amounts stay in integer cents; a share is computed once, here, for the drawing, the
// announcement and the table alike.
import type { ChartColumn, ChartTableModel } from './chart-table-model.ts';
import { textCell } from './chart-table-model.ts';
import { csvHeader, csvValue, type ValueUnit, valueText } from './chart-values.ts';

export interface ShareBar {
  /** 'This period', 'Previous period', 'March 2026'. */
  readonly label: string;
  /** One amount per part, in the parts' order, zero or more. */
  readonly values: readonly number[];
}

export interface ShareData {
  readonly unit: Exclude<ValueUnit, 'share'>;
  /** The table's first column: 'Source'. */
  readonly partHeader: string;
  readonly parts: readonly string[];
  readonly bars: readonly ShareBar[];
}

export function checkShareData(data: ShareData): void {
  for (const bar of data.bars) {
    if (bar.values.length !== data.parts.length)
      throw new RangeError(`${bar.label} has ${bar.values.length} values for ${data.parts.length} parts`);
    if (bar.values.some((value) => !Number.isFinite(value) || value < 0))
      throw new RangeError(`${bar.label} has a value below zero: a share needs amounts of zero or more`);
  }
}

export function barTotal(bar: ShareBar): number {
  return bar.values.reduce((total, value) => total + value, 0);
}

/** The part's share of its bar (0..1), or null for a bar with nothing in it. */
export function shareOf(bar: ShareBar, part: number): number | null {
  const total = barTotal(bar);
  return total === 0 ? null : (bar.values[part] ?? 0) / total;
}

/** 'Extra days, This period: $1,200, 12.5% of $9,600' ('$0 of $0' for an empty bar). */
export function describeSharePoint(data: ShareData, bar: ShareBar, part: number): string {
  const amount = valueText(data.unit, bar.values[part] ?? 0);
  const share = shareOf(bar, part);
  const total = valueText(data.unit, barTotal(bar));
  const of = share === null ? `${amount} of ${total}` : `${amount}, ${valueText('share', share)} of ${total}`;
  return `${data.parts[part] ?? ''}, ${bar.label}: ${of}`;
}

/** One row per part; per bar its amount and its share; a total row. */
export function shareTable(data: ShareData, caption: string): ChartTableModel {
  const columns: ChartColumn[] = [{ header: data.partHeader }];
  for (const bar of data.bars) {
    columns.push({ header: bar.label, csvHeader: csvHeader(bar.label, data.unit) });
    columns.push({ header: `${bar.label}: share`, csvHeader: csvHeader(`${bar.label}: share`, 'share') });
  }
  const rows = data.parts.map((part, index) => ({
    header: textCell(part),
    cells: data.bars.flatMap((bar) => {
      const amount = bar.values[index] ?? 0;
      const share = shareOf(bar, index);
      return [
        { text: valueText(data.unit, amount), csv: csvValue(data.unit, amount) },
        { text: valueText('share', share), csv: csvValue('share', share) },
      ];
    }),
  }));
  const footer = {
    header: textCell('Total'),
    cells: data.bars.flatMap((bar) => {
      const total = barTotal(bar);
      const whole = total === 0 ? null : 1;
      return [
        { text: valueText(data.unit, total), csv: csvValue(data.unit, total) },
        { text: valueText('share', whole), csv: csvValue('share', whole) },
      ];
    }),
  };
  return { caption, columns, rows, footer };
}

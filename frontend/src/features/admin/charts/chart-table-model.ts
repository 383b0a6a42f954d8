// A chart's numbers as one model that both the table and the CSV are made from: the table shows
// each cell's text, the CSV writes its plain value, so the download holds exactly the numbers the
// table shows, in the same rows and columns.

export interface ChartCell {
  /** As the table shows it: '$580.50', 'Tue, Jan 6, 2026', 'no data'. */
  readonly text: string;
  /** As the CSV writes it: '580.50', '2026-01-06', ''. */
  readonly csv: string;
}

export interface ChartColumn {
  readonly header: string;
  /** The CSV's header, when it must say more (the unit: 'Collected (USD)'). */
  readonly csvHeader?: string;
}

export interface ChartRow {
  /** The row's first cell, its header (a period, a city, a source). */
  readonly header: ChartCell;
  readonly cells: readonly ChartCell[];
}

export interface ChartTableModel {
  /** The table's caption: the chart's title, and its range where it has one. */
  readonly caption: string;
  /** The first column's header, then one per value column. */
  readonly columns: readonly ChartColumn[];
  readonly rows: readonly ChartRow[];
  /** A last row, set apart (a total). */
  readonly footer?: ChartRow;
}

/** The same text in the table and the CSV (a label). */
export function textCell(text: string): ChartCell {
  return { text, csv: text };
}

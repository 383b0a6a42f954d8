// A chart's numbers as a CSV file, by the export's rules (decision 0082): RFC 4180 (every field
// quoted, quotes doubled, CRLF), a UTF-8 byte order mark so Excel reads UTF-8, and a text cell a
// spreadsheet would run as a formula (= + - @ tab CR) prefixed with an apostrophe (OWASP). The
// server's copy of the rule cannot be imported here (the frontend never imports the backend);
// numbers are written as plain numbers, so a negative amount is not mistaken for a formula.
import type { ChartTableModel } from './chart-table-model.ts';

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

export function csvField(value: string): string {
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The file's text, byte order mark first: the header row, each row, then the footer row. */
export function chartCsv(table: ChartTableModel): string {
  let text = `\uFEFF${csvLine(table.columns.map((column) => column.csvHeader ?? column.header))}`;
  const rows = table.footer ? [...table.rows, table.footer] : table.rows;
  for (const row of rows) text += csvLine([row.header.csv, ...row.cells.map((cell) => cell.csv)]);
  return text;
}

/** 'Bookings per day' -> 'bookings-per-day.csv'. */
export function csvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'chart'}.csv`;
}

/** Hands the browser the file to save, as a download, without a request to the server. */
export function downloadCsv(table: ChartTableModel, title: string): void {
  const url = URL.createObjectURL(new Blob([chartCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

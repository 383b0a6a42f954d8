// CSV for spreadsheets (decision 0082): RFC 4180 (every field quoted, quotes doubled, CRLF),
// UTF-8 with a byte order mark so Excel reads it as UTF-8, and no cell a spreadsheet would run
// as a formula: one that starts with = + - @ tab or CR gets a leading apostrophe (OWASP).
// The rule's one statement: the export's header is made here, and PostgreSQL's lines for the
// export (adapters/persistence/booking-csv-sql.ts) are tested against the lines made here. Concatenation, not an array or a regular expression per cell: cheap for many rows.
export type CsvValue = string | number | boolean | null | undefined;

/** = + - @ tab CR: a cell starting with one of these is a formula to a spreadsheet. */
function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && startsLikeFormula(text)) text = `'${text}`;
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) line += (i === 0 ? '' : ',') + csvCell(values[i]);
  return `${line}\r\n`;
}

/** A column of a CSV of records: its header and how a record's cell is read. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (record: T) => CsvValue;
}

/** One string for many records, each a CRLF-terminated line: one write per batch, not per row. */
export function csvLines<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  let text = '';
  for (const record of records) {
    for (let i = 0; i < columns.length; i += 1)
      text += (i === 0 ? '' : ',') + csvCell((columns[i] as CsvColumn<T>).value(record));
    text += '\r\n';
  }
  return text;
}

export const utf8Bom = '\uFEFF';

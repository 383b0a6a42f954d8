// CSV for spreadsheets (decision 0082): RFC 4180 (every field quoted, quotes doubled, CRLF),
// UTF-8 with a byte order mark so Excel reads it as UTF-8, and no cell a spreadsheet would run
// as a formula: one that starts with = + - @ tab or CR gets a leading apostrophe (OWASP).
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const utf8Bom = '\uFEFF';

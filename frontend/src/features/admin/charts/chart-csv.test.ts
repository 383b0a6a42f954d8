import { describe, expect, it } from 'vitest';
import { chartCsv, csvField, csvFileName } from './chart-csv.ts';
import { textCell } from './chart-table-model.ts';

describe('chart CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('Jacksonville')).toBe('"Jacksonville"');
    expect(csvField('20" yard')).toBe('"20"" yard"');
    expect(csvField('')).toBe('""');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, but not before a number', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe('"\'+1"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\tx')).toBe('"\'\tx"');
    expect(csvField('-20.50')).toBe('"-20.50"');
    expect(csvField('-12')).toBe('"-12"');
    expect(csvField('-1+1')).toBe('"\'-1+1"');
  });

  it('writes a byte order mark, the headers (the CSV header where one is given), the rows, then the footer, in CRLF lines', () => {
    const csv = chartCsv({
      caption: 'Money',
      columns: [{ header: 'Day' }, { header: 'Collected', csvHeader: 'Collected (USD)' }],
      rows: [
        {
          header: { text: 'Tue, Jan 6, 2026', csv: '2026-01-06' },
          cells: [{ text: '$580.50', csv: '580.50' }],
        },
        { header: { text: 'Wed, Jan 7, 2026', csv: '2026-01-07' }, cells: [{ text: 'no data', csv: '' }] },
      ],
      footer: { header: textCell('Total'), cells: [{ text: '$580.50', csv: '580.50' }] },
    });
    expect(csv).toBe(
      '\uFEFF"Day","Collected (USD)"\r\n"2026-01-06","580.50"\r\n"2026-01-07",""\r\n"Total","580.50"\r\n',
    );
  });

  it('names the file after the title', () => {
    expect(csvFileName('Bookings per day')).toBe('bookings-per-day.csv');
    expect(csvFileName('Money by source: 2026!')).toBe('money-by-source-2026.csv');
    expect(csvFileName('***')).toBe('chart.csv');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DocumentNumber,
  documentKinds,
  formatDocumentNumber,
  nextDocumentNumber,
  numberingYear,
  parseDocumentNumber,
} from './document-number.ts';

describe('invoice and credit note numbers', () => {
  it('writes INV-2026-000123 and CN-2026-000007', () => {
    expect(formatDocumentNumber({ kind: 'invoice', year: 2026, sequence: 123 })).toBe('INV-2026-000123');
    expect(formatDocumentNumber({ kind: 'credit_note', year: 2026, sequence: 7 })).toBe('CN-2026-000007');
    expect(formatDocumentNumber({ kind: 'invoice', year: 2026, sequence: 1_234_567 })).toBe(
      'INV-2026-1234567',
    );
  });

  it('refuses parts that make no number', () => {
    expect(() => formatDocumentNumber({ kind: 'invoice', year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatDocumentNumber({ kind: 'invoice', year: 26, sequence: 1 })).toThrow(RangeError);
  });

  it('reads a number back, in any case, and refuses anything written otherwise', () => {
    expect(parseDocumentNumber('INV-2026-000123')).toEqual({ kind: 'invoice', year: 2026, sequence: 123 });
    expect(parseDocumentNumber(' cn-2027-000001 ')).toEqual({ kind: 'credit_note', year: 2027, sequence: 1 });
    for (const text of [
      'INV-2026-123',
      'INV-2026-0001234',
      'INV-2026-000000',
      'QT-2026-000001',
      'INV2026000123',
      '',
    ])
      expect(parseDocumentNumber(text), text).toBeUndefined();
  });

  it('reads back what it writes, for any kind, year and sequence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documentKinds),
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (kind, year, sequence) => {
          const number: DocumentNumber = { kind, year, sequence };
          expect(parseDocumentNumber(formatDocumentNumber(number))).toEqual(number);
        },
      ),
    );
  });

  it('numbers by the Florida year: 11:30 PM on Dec 31 in Jacksonville is still that year', () => {
    expect(numberingYear(new Date('2027-01-01T04:30:00Z'))).toBe(2026);
    expect(numberingYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });

  it("starts each year at 1 and follows the year's last number without a gap", () => {
    expect(nextDocumentNumber('invoice', 2027, undefined)).toEqual({
      kind: 'invoice',
      year: 2027,
      sequence: 1,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (count) => {
        let last: number | undefined;
        const numbers: string[] = [];
        for (let i = 0; i < count; i++) {
          const next = nextDocumentNumber('invoice', 2026, last);
          last = next.sequence;
          numbers.push(formatDocumentNumber(next));
        }
        expect(numbers.map((text) => parseDocumentNumber(text)?.sequence)).toEqual(
          Array.from({ length: count }, (_, i) => i + 1),
        );
      }),
    );
  });
});

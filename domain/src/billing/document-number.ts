// Invoice and credit note numbers (decision 0138): INV-2026-000123 and CN-2026-000007, a
// sequence per kind and per year that starts at 1 and has no gaps, never reused (a void keeps
// its number). The year is the Florida year of the moment the document is finalised. The
// database allocates the sequence under a lock; the domain formats, parses and checks it.
import { businessDateAt } from '../calendar/calendar-date.ts';

export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const prefixes: Readonly<Record<DocumentKind, string>> = { invoice: 'INV', credit_note: 'CN' };

export interface DocumentNumber {
  readonly kind: DocumentKind;
  readonly year: number;
  /** 1 for the year's first document of this kind. */
  readonly sequence: number;
}

/** Six digits cover a million documents a year; a larger sequence simply grows wider. */
const sequenceDigits = 6;

function isValidParts({ year, sequence }: Omit<DocumentNumber, 'kind'>): boolean {
  return (
    Number.isSafeInteger(year) &&
    year >= 2000 &&
    year <= 9999 &&
    Number.isSafeInteger(sequence) &&
    sequence >= 1
  );
}

/** 'INV-2026-000123'. */
export function formatDocumentNumber(number: DocumentNumber): string {
  if (!isValidParts(number)) throw new RangeError(`Not a document number: ${JSON.stringify(number)}`);
  return `${prefixes[number.kind]}-${number.year}-${String(number.sequence).padStart(sequenceDigits, '0')}`;
}

const numberPattern = /^(INV|CN)-(\d{4})-(\d{6,})$/;

/** The parts of a number written exactly as formatDocumentNumber writes it, else undefined. */
export function parseDocumentNumber(text: string): DocumentNumber | undefined {
  const match = numberPattern.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const number: DocumentNumber = {
    kind: match[1] === 'INV' ? 'invoice' : 'credit_note',
    year: Number(match[2]),
    sequence: Number(match[3]),
  };
  if (!isValidParts(number) || formatDocumentNumber(number) !== `${match[1]}-${match[2]}-${match[3]}`)
    return undefined;
  return number;
}

/** The numbering year of a document finalised at this instant: its Florida calendar year. */
export function numberingYear(finalisedAt: Date): number {
  return Number(businessDateAt(finalisedAt).slice(0, 4));
}

/** The number after the year's last one of this kind (none yet: the first of the year). */
export function nextDocumentNumber(
  kind: DocumentKind,
  year: number,
  lastSequenceThisYear: number | undefined,
): DocumentNumber {
  return { kind, year, sequence: (lastSequenceThisYear ?? 0) + 1 };
}

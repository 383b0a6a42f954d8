// Small helpers the texts are written with; internal to this folder (not exported by the
// domain's index), the wording itself lives in text-wording.ts and the texts' files.
import { shortDateLabel } from '../calendar/date-labels.ts';
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { toGsm7 } from './gsm-transliteration.ts';

/** '20 yard dumpster'. */
export function sizeWords(size: DumpsterSizeValue): string {
  return `${getDumpsterSize(size).yards} yard dumpster`;
}

/** 'Tue, Dec 1' in GSM-7 (Intl may put a narrow no-break space in dates and times). */
export function textDate(date: string): string {
  return toGsm7(shortDateLabel(date));
}

/** Joins sentences with single spaces, leaving out the empty ones. */
export function sentences(...parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}

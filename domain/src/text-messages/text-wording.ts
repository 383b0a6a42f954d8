// The pieces every text shares (decision 0141): the business's short name first, so the
// customer knows who writes before reading on, and the opt-out line where the rules want it.
import { business } from '../business/business-facts.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { getDumpsterSize, type DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { toGsm7 } from './gsm-transliteration.ts';

/** Every text opens with this. */
export const textSender = `${business.shortName}:`;

/** On the recurring reminders and the booking's first text. */
export const textOptOutLine = 'Reply STOP to opt out.';

/**
 * On the first text a number ever gets from us (CTIA's opt-in confirmation): who, how often,
 * the cost, and both keywords.
 */
export const firstTextTerms = 'Msg frequency varies; msg & data rates may apply. Reply STOP to opt out, HELP for help.';

/** The morning or afternoon the dispatcher sets for a stop. */
export const textDeliveryWindows = ['morning', 'afternoon'] as const;
export type TextDeliveryWindow = (typeof textDeliveryWindows)[number];

export const textDeliveryWindowWords: Readonly<Record<TextDeliveryWindow, string>> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
};

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

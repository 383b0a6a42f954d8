// The pieces every text shares (decision 0141): the business's short name first, so the
// customer knows who writes before reading on, and the opt-out line where the rules want it.
import { business } from '../business/business-facts.ts';

/** Every text opens with this. */
export const textSender = `${business.shortName}:`;

/** On the recurring reminders and the booking's first text. */
export const textOptOutLine = 'Reply STOP to opt out.';

/**
 * On the first text a number ever gets from us (CTIA's opt-in confirmation): who, how often,
 * the cost, and both keywords.
 */
export const firstTextTerms =
  'Msg frequency varies; msg & data rates may apply. Reply STOP to opt out, HELP for help.';

/** The morning or afternoon the dispatcher sets for a stop. */
export const textDeliveryWindows = ['morning', 'afternoon'] as const;
export type TextDeliveryWindow = (typeof textDeliveryWindows)[number];

export const textDeliveryWindowWords: Readonly<Record<TextDeliveryWindow, string>> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
};

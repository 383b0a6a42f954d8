// The answers to HELP, to an opt-out and to START (decision 0140). HELP names the business, its
// phone, hours and e-mail, as carriers require; the opt-out answer confirms and says nothing
// else to sell (one confirmation is all CTIA allows after STOP); the START answer is the wording
// of the 'keyword' consent version, so the record of that opt-in holds exactly what was sent.
import { business, type OpeningHours, openingHours } from '../business/business-facts.ts';
import { currentTextConsentVersion } from './consent-texts.ts';
import { sentences } from './text-sentences.ts';
import { textOptOutLine, textSender } from './text-wording.ts';

/** '7:00 AM - 6:00 PM' -> '7AM-6PM'; '8:30' -> '8:30AM'. */
function compactTime(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute === '00' ? '' : `:${minute}`}${suffix}`;
}

function compactDays(days: OpeningHours['days']): string {
  const first = days[0]?.slice(0, 3) ?? '';
  const last = days[days.length - 1]?.slice(0, 3) ?? '';
  return first === last ? first : `${first}-${last}`;
}

/** 'Mon-Fri 7AM-6PM, Sat 8AM-4PM' from the contact section's hours (closed days left out). */
export function compactOpeningHours(hours: readonly OpeningHours[] = openingHours): string {
  return hours
    .filter((entry) => entry.opens !== undefined && entry.closes !== undefined)
    .map(
      (entry) =>
        `${compactDays(entry.days)} ${compactTime(entry.opens ?? '')}-${compactTime(entry.closes ?? '')}`,
    )
    .join(', ');
}

/** The answer to HELP (and INFO). */
export function helpAnswerText(): string {
  return sentences(
    `${business.name}: texts about your dumpster bookings.`,
    `Call ${business.phoneDisplay} (${compactOpeningHours()}) or e-mail ${business.email}.`,
    'Msg frequency varies. Msg & data rates may apply.',
    textOptOutLine,
  );
}

/** The one confirmation after an opt-out. */
export function optOutConfirmationText({ remindersByEmail }: { readonly remindersByEmail: boolean }): string {
  return sentences(
    textSender,
    "You're unsubscribed and will get no more texts from us.",
    remindersByEmail ? 'Booking reminders will come by e-mail.' : null,
    'Reply START to subscribe again.',
  );
}

/** The answer to START (and UNSTOP, and YES from an opted-out number). */
export function optInConfirmationText(): string {
  return currentTextConsentVersion('keyword').text;
}

// When an event's text goes out (decision 0142). Answers to what the customer just did (their
// booking, HELP, STOP, START) go at once, whatever the hour: they are waiting for them. "On my
// way" goes at once too (drivers start before 8 AM) but is dropped when it reaches us more than
// an hour late (a phone that was offline): the truck has arrived by then. Everything else waits
// out the quiet hours (9 PM to 8 AM Florida time).
import type { BookingTextKind } from './booking-texts.ts';
import { holdForTextQuietHours } from './quiet-hours.ts';

export type KeywordAnswerKind = 'help_answer' | 'opt_out_confirmation' | 'opt_in_confirmation';
export type TextMessageKind = BookingTextKind | KeywordAnswerKind;

/** How long "On my way" stays worth sending after the driver tapped it. */
export const onMyWayFreshMinutes = 60;

const immediateKinds: ReadonlySet<TextMessageKind> = new Set([
  'booking_received',
  'on_my_way',
  'help_answer',
  'opt_out_confirmation',
  'opt_in_confirmation',
]);

export type TextSendTime = { readonly sendAt: Date } | { readonly drop: 'stale' };

/**
 * When a text for an event that happened at `happenedAt` should go, seen from `now`.
 * Reminders are scheduled by reminder-schedule.ts instead.
 */
export function textSendTime(
  kind: TextMessageKind,
  { happenedAt, now }: { happenedAt: Date; now: Date },
): TextSendTime {
  if (kind === 'on_my_way' && now.getTime() - happenedAt.getTime() > onMyWayFreshMinutes * 60_000) {
    return { drop: 'stale' };
  }
  if (immediateKinds.has(kind)) return { sendAt: now };
  return { sendAt: holdForTextQuietHours(now) };
}

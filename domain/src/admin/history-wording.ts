// A booking's history as staff read it (the back office's booking page): one sentence per event,
// from the event's type and the facts stored with it (backend: booking_events.details and the
// audit trail). Dates read as on the rest of the back office ('Tue, Dec 8'), money in dollars.
//
// To word a new kind of event, add one line to `historyWordings`: its type as stored, and a
// function from its details to the sentence, built from the phrases below (`moved`, `changed`,
// `reasonSuffix`). An event of a type not in the table still reads: its type in words and each
// fact, a { from, to } pair as "from → to", never "[object Object]".
import { type EditableBookingField, editableFieldLabels } from '../booking/booking-details-edit.ts';
import { bookingStatusLabels, isBookingStatus } from '../booking/booking-status.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';
import { shortDateLabel } from '../calendar/date-labels.ts';
import { formatUsd } from '../catalog/money.ts';

/** The facts stored with an event, as the API hands them over (unknown values, checked here). */
export type HistoryDetails = Readonly<Record<string, unknown>>;

/** One event of a booking's history: what happened and its facts. */
export interface HistoryEventFacts {
  readonly type: string;
  readonly details: HistoryDetails;
}

type Wording = (details: HistoryDetails) => string;

/** A change as it is stored: `{ from, to }`. */
function fromTo(value: unknown): { from: unknown; to: unknown } | undefined {
  if (!value || typeof value !== 'object' || !('from' in value) || !('to' in value)) return undefined;
  return value as { from: unknown; to: unknown };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** How a single stored value reads: a date as a date, a status as its label, cents as dollars. */
function valueWords(value: unknown, key = ''): string {
  if (typeof value === 'string' && isIsoDate(value)) return shortDateLabel(value);
  if (isBookingStatus(value)) return bookingStatusLabels[value];
  if (typeof value === 'number' && key.endsWith('Cents')) return formatUsd(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  const change = fromTo(value);
  if (change) return `${valueWords(change.from, key)} → ${valueWords(change.to, key)}`;
  return JSON.stringify(value) ?? '';
}

/** 'pickup moved from Tue, Dec 8 to Thu, Dec 10', or nothing when the date did not move. */
export function moved(what: string, value: unknown): string | undefined {
  const change = fromTo(value);
  if (!change || change.from === change.to) return undefined;
  return `${what} moved from ${valueWords(change.from)} to ${valueWords(change.to)}`;
}

/** 'total $400 → $520', or 'total unchanged ($400)'. */
export function changed(what: string, value: unknown, key: string): string | undefined {
  const change = fromTo(value);
  if (!change) return undefined;
  if (change.from === change.to) return `${what} unchanged (${valueWords(change.to, key)})`;
  return `${what} ${valueWords(change.from, key)} → ${valueWords(change.to, key)}`;
}

/** ' (reason: …)' when the event carries one. */
export function reasonSuffix(details: HistoryDetails): string {
  const reason = text(details.reason);
  return reason ? ` (reason: ${reason})` : '';
}

/** The phrases joined as one clause list: 'a; b; c' (the missing ones left out). */
function clauses(...parts: (string | undefined)[]): string {
  return parts.filter((part): part is string => part !== undefined).join('; ');
}

function titled(title: string, rest: string): string {
  return rest === '' ? title : `${title}: ${rest}`;
}

function days(count: unknown): string {
  return typeof count === 'number' && count > 0 ? ` by ${count} day${count === 1 ? '' : 's'}` : '';
}

/** A corrected field's value as staff read it: quoted, or '(empty)'. */
function fieldValue(value: unknown): string {
  return typeof value === 'string' && value !== '' ? `“${value}”` : '(empty)';
}

/** 'Phone “904 555 0100” → “904 555 0199”; Company (empty) → “Acme”', in the form's order. */
function editedFields(details: HistoryDetails): string {
  const fields = Object.keys(editableFieldLabels) as EditableBookingField[];
  return clauses(
    ...fields.map((field) => {
      const change = fromTo(details[field]);
      return change
        ? `${editableFieldLabels[field]} ${fieldValue(change.from)} → ${fieldValue(change.to)}`
        : undefined;
    }),
  );
}

/** ' (marked early: planned Tue, Dec 8)' for a status marked before its planned day. */
function earlySuffix(details: HistoryDetails): string {
  const planned = text(details.plannedDate);
  const actual = text(details.actualDate);
  return planned && actual ? ` on ${valueWords(actual)}, before the planned ${valueWords(planned)}` : '';
}

/** What a driver's Delivered or Picked up adds (decision 0190): the box, the tons, the photos. */
function driverSuffix(details: HistoryDetails): string {
  const parts: string[] = [];
  const container = text(details.containerNumber);
  if (container) parts.push(`container ${container}`);
  if (typeof details.tons === 'number') parts.push(`${details.tons} tons on the scale ticket`);
  const photos = Array.isArray(details.photoIds) ? details.photoIds.length : 0;
  if (photos > 0) parts.push(photos === 1 ? '1 photo' : `${photos} photos`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

const problemWords: Readonly<Record<string, string>> = {
  blocked_access: 'blocked access',
  box_not_ready: 'box not ready',
  prohibited_items: 'prohibited items seen',
};

/** One line per kind of event, by its stored type. */
export const historyWordings: Readonly<Record<string, Wording>> = {
  created: () => 'Booked online',
  status_changed: (d) =>
    `Status ${valueWords(d.from)} → ${valueWords(d.to)}${earlySuffix(d)}${reasonSuffix(d)}${driverSuffix(d)}`,
  status_undone: (d) => `Status change undone: ${valueWords(d.from)} → ${valueWords(d.to)}${reasonSuffix(d)}`,
  details_edited: (d) => titled('Details corrected', editedFields(d)),
  cancelled: (d) => `Cancelled${reasonSuffix(d)}`,
  extended: (d) =>
    titled(
      `Extended${days(d.addedDays)}`,
      clauses(moved('pickup', d.pickupDate), changed('total', d.totalCents, 'totalCents')),
    ),
  rescheduled: (d) =>
    titled(
      'Rescheduled',
      clauses(
        moved('delivery', d.deliveryDate),
        moved('pickup', d.pickupDate),
        changed('total', d.totalCents, 'totalCents'),
      ),
    ) + reasonSuffix(d),
  shortened: (d) =>
    titled(
      'Shortened',
      clauses(moved('pickup', d.pickupDate), changed('total', d.totalCents, 'totalCents')),
    ) + reasonSuffix(d),
  driver_on_my_way: (d) =>
    `Driver on the way for the ${text(d.part) === 'pickup' ? 'pickup' : 'delivery'}; customer e-mailed`,
  driver_problem: (d) => {
    const kind = problemWords[text(d.problem) ?? ''] ?? 'a problem';
    const items = Array.isArray(d.items) && d.items.length ? `: ${d.items.join(', ')}` : '';
    const note = text(d.note) ? ` ("${text(d.note)}")` : '';
    return `Driver reported ${kind}${items}${note}${driverSuffix({ photoIds: d.photoIds })}`;
  },
  driver_scale_ticket: () => 'Scale ticket photo added by the driver',
  access_link_reissued: () => 'New My booking link e-mailed; older links stopped working',
  message_resent: (d) => {
    const what = text(d.subject) ?? text(d.kind)?.replaceAll('-', ' ');
    return `Message sent again${what ? `: ${what}` : ''}`;
  },
};

/** An event type the table does not know: its type in words and each fact. */
function unknownEvent({ type, details }: HistoryEventFacts): string {
  const facts = Object.entries(details).map(([key, value]) => `${key}: ${valueWords(value, key)}`);
  return `${type.replaceAll('_', ' ')}${facts.length ? ` (${facts.join(', ')})` : ''}`;
}

/** What happened, in one sentence. */
export function describeHistoryEvent(event: HistoryEventFacts): string {
  const wording = Object.hasOwn(historyWordings, event.type) ? historyWordings[event.type] : undefined;
  return wording ? wording(event.details) : unknownEvent(event);
}

// A booking's history, oldest first: who (a staff member by name, the customer, the system), when,
// and what, in a sentence.
import {
  type AdminHistoryEvent,
  type BookingStatus,
  bookingStatusLabels,
  isBookingStatus,
} from '@dumpster/domain';
import * as css from '../admin.css.ts';
import { instantLabel } from '../format.ts';

function statusWord(value: unknown): string {
  return isBookingStatus(value) ? bookingStatusLabels[value as BookingStatus] : String(value ?? '');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** What happened, in words (an event type the screen does not know is shown with its facts). */
export function describeEvent(event: AdminHistoryEvent): string {
  const { details } = event;
  switch (event.type) {
    case 'created':
      return 'Booked online';
    case 'status_changed': {
      const reason = text(details.reason);
      return `Status ${statusWord(details.from)} → ${statusWord(details.to)}${reason ? ` (reason: ${reason})` : ''}`;
    }
    case 'cancelled': {
      const reason = text(details.reason);
      return `Cancelled${reason ? ` (reason: ${reason})` : ''}`;
    }
    case 'extended':
    case 'rescheduled': {
      const parts = Object.entries(details).map(([key, value]) => `${key}: ${String(value)}`);
      return `${event.type === 'extended' ? 'Extended' : 'Rescheduled'}${parts.length ? ` (${parts.join(', ')})` : ''}`;
    }
    case 'access_link_reissued':
      return 'New My booking link e-mailed; older links stopped working';
    case 'message_resent':
      return `Message sent again${text(details.subject) ? `: ${text(details.subject)}` : ''}`;
    default: {
      const parts = Object.entries(details).map(
        ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
      );
      return `${event.type.replaceAll('_', ' ')}${parts.length ? ` (${parts.join(', ')})` : ''}`;
    }
  }
}

function actorName(event: AdminHistoryEvent): string {
  if (event.actor.kind === 'staff') return event.actor.name ?? 'Staff';
  return event.actor.kind === 'customer' ? 'Customer' : 'System';
}

export function HistoryList({ events }: { events: readonly AdminHistoryEvent[] }) {
  if (events.length === 0) return <p className={css.muted}>No history yet.</p>;
  return (
    <ol className={css.plainList}>
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and has no ids.
        <li key={index}>
          <time dateTime={event.occurredAt}>{instantLabel(event.occurredAt)}</time> · {actorName(event)}:{' '}
          {describeEvent(event)}
        </li>
      ))}
    </ol>
  );
}

// A booking's history, oldest first: who (a staff member by name, the customer, the system), when,
// and what, in a sentence (the domain's describeHistoryEvent: one wording per kind of event).
import { type AdminHistoryEvent, describeHistoryEvent } from '@dumpster/domain';
import * as css from '../admin.css.ts';
import { instantLabel } from '../format.ts';

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
          {describeHistoryEvent(event)}
        </li>
      ))}
    </ol>
  );
}

// A booking's last status event, from its history: the status change an undo would take back, or
// the undo itself (which is not undone in turn). Shared by the booking page's read and the undo.
import { type BookingStatus, isBookingStatus, type LastStatusEvent } from '@dumpster/domain';
import type { Actor } from '../actor.ts';

/** The history types that move a booking's status by staff action (decision 0178). */
export const statusEventTypes = ['status_changed', 'status_undone'] as const;

export interface LastStatusChangeFacts extends LastStatusEvent {
  readonly authorName: string | null;
}

/** The last status event of these history lines (oldest first), or null. */
export function lastStatusChangeOf(
  lines: readonly {
    readonly type: string;
    readonly occurredAt: Date;
    readonly actor: Actor;
    readonly details: Readonly<Record<string, unknown>>;
  }[],
): LastStatusChangeFacts | null {
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index];
    if (!line || !(statusEventTypes as readonly string[]).includes(line.type)) continue;
    const { from, to } = line.details;
    if (!isBookingStatus(from) || !isBookingStatus(to)) continue;
    return {
      kind: line.type === 'status_undone' ? 'undone' : 'changed',
      from: from as BookingStatus,
      to: to as BookingStatus,
      at: line.occurredAt,
      authorUserId: line.actor.kind === 'staff' ? line.actor.userId : null,
      authorName: line.actor.kind === 'staff' ? line.actor.name : null,
    };
  }
  return null;
}

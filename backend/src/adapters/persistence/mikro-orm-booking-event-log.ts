import type { Actor } from '../../application/actor.ts';
import type { BookingEvent } from '../../application/booking-event.ts';
import type { BookingEventLog, StoredBookingEvent } from '../../application/ports/booking-event-log.ts';
import { actorColumns } from './actor-columns.ts';
import { BookingEventEntity } from './entities/booking-event-entity.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmBookingEventLog implements BookingEventLog {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async append(event: BookingEvent): Promise<void> {
    await insertRow(this.em, BookingEventEntity, {
      booking: event.bookingId,
      occurredAt: event.occurredAt,
      ...actorColumns(event.actor),
      type: event.type,
      details: event.details,
    });
  }

  count(bookingId: string): Promise<number> {
    return this.em.count(BookingEventEntity, { booking: bookingId });
  }

  async ofTypes(bookingId: string, types: readonly string[]): Promise<StoredBookingEvent[]> {
    const rows = await this.em
      .createQueryBuilder(BookingEventEntity, 'e')
      .select(['id', 'occurredAt', 'actorKind', 'actorUserId', 'actorName', 'type', 'details'])
      .where({ booking: bookingId, type: { $in: [...types] } })
      .orderBy({ id: 'asc' })
      .execute('all');
    return rows.map((row) => ({
      id: String(row.id),
      bookingId,
      occurredAt: new Date(row.occurredAt),
      actor: actorOf(row),
      type: row.type,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
        string,
        unknown
      >,
    }));
  }
}

function actorOf(row: { actorKind: string; actorUserId?: string | null; actorName?: string | null }): Actor {
  if (row.actorKind === 'staff')
    return { kind: 'staff', userId: String(row.actorUserId ?? ''), name: String(row.actorName ?? '') };
  return row.actorKind === 'customer' ? { kind: 'customer' } : { kind: 'system' };
}

import type { BookingEvent } from '../../application/booking-event.ts';
import type { BookingEventLog } from '../../application/ports/booking-event-log.ts';
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
}

// The owner's calendar on PostgreSQL and PGlite (migration 0011, decision 0165), inside a unit of
// work. A save upserts the one calendar row first: its row lock makes two saves at once run one
// after the other, so the closures' delete-and-insert never interleaves.
import type { CalendarSettings, Weekday } from '@dumpster/domain';
import type {
  BusinessCalendarStore,
  DatedBooking,
  StoredCalendar,
} from '../../application/ports/business-calendar-store.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { BusinessCalendarEntity, BusinessClosureEntity } from './entities/business-calendar-entity.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

const calendarId = 1;

export class MikroOrmBusinessCalendarStore implements BusinessCalendarStore {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async read(): Promise<StoredCalendar | null> {
    const row = await this.em
      .createQueryBuilder(BusinessCalendarEntity, 'c')
      .select(['closedWeekdays', 'updatedAt', 'updatedBy'])
      .where({ id: calendarId })
      .execute('get');
    if (!row) return null;
    const closures = await this.em
      .createQueryBuilder(BusinessClosureEntity, 'z')
      .select(['fromDate', 'toDate', 'reason'])
      .orderBy({ fromDate: 'asc' })
      .execute('all');
    return {
      settings: {
        closedWeekdays: row.closedWeekdays as Weekday[],
        closures: closures.map((closure) => ({
          from: String(closure.fromDate),
          to: String(closure.toDate),
          reason: closure.reason,
        })),
      },
      updatedAt: new Date(row.updatedAt),
      updatedBy: row.updatedBy,
    };
  }

  async save(settings: CalendarSettings, change: { at: Date; by: string }): Promise<void> {
    const values = {
      id: calendarId,
      closedWeekdays: [...settings.closedWeekdays],
      updatedAt: change.at,
      updatedBy: change.by,
    };
    await this.em
      .createQueryBuilder(BusinessCalendarEntity)
      .insert(values)
      .onConflict('id')
      .merge(['closedWeekdays', 'updatedAt', 'updatedBy'])
      .execute('run');
    await this.em.nativeDelete(BusinessClosureEntity, {});
    if (settings.closures.length > 0)
      await this.em.insertMany(
        BusinessClosureEntity,
        settings.closures.map((closure) => ({
          fromDate: closure.from,
          toDate: closure.to,
          reason: closure.reason,
        })),
      );
  }

  async datedBookingsFrom(today: string): Promise<DatedBooking[]> {
    const rows = await this.em
      .createQueryBuilder(BookingEntity, 'b')
      .select(['id', 'reference', 'name', 'status', 'dumpsterSize', 'deliveryDate', 'pickupDate'])
      .where({
        $or: [
          { status: { $in: ['pending', 'confirmed'] }, deliveryDate: { $gte: today } },
          { status: { $in: ['pending', 'confirmed', 'delivered'] }, pickupDate: { $gte: today } },
        ],
      })
      .orderBy({ deliveryDate: 'asc', id: 'asc' })
      .execute('all');
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      status: row.status as DatedBooking['status'],
      dumpsterSize: row.dumpsterSize as DatedBooking['dumpsterSize'],
      deliveryDate: String(row.deliveryDate),
      pickupDate: String(row.pickupDate),
    }));
  }
}

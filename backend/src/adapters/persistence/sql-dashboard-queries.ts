// The dashboard's facts (ports/dashboard-queries.ts) through the query builder, on the indexes
// the bookings (created_at, delivery_date), the invoices (issue_date) and the history already
// have. Instants are bounded by the Florida days' own midnights (the domain's `rangeInstants`).
import { type DashboardRange, rangeInstants } from '@dumpster/domain';
import type { DashboardQueries, DashboardReadFacts } from '../../application/ports/dashboard-queries.ts';
import { guarded } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { BookingEventEntity } from './entities/booking-event-entity.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import { ContainerEntity } from './entities/container-entity.ts';
import { InvoiceEntity, InvoicePaymentEntity } from './entities/invoice-entity.ts';
import type { Orm } from './orm.ts';

const bookingFields = [
  'createdAt',
  'status',
  'city',
  'bookingType',
  'dumpsterSize',
  'deliveryDate',
  'pickupDate',
  'totalCents',
] as const;

export class SqlDashboardQueries implements DashboardQueries {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  facts(window: DashboardRange, today: string): Promise<DashboardReadFacts> {
    return guarded(async () => {
      const em = this.orm.em.fork();
      const { start, end } = rangeInstants(window);
      const [bookings, events, requests, invoices, payments, containers, overdue] = await Promise.all([
        em
          .createQueryBuilder(BookingEntity, 'b')
          .select([...bookingFields])
          .where({
            $or: [
              { createdAt: { $gte: start, $lt: end } },
              // A box out in the window, wherever it was booked: delivered (maybe still out past
              // its pickup date) or back from a rental that overlapped the window.
              {
                status: { $in: ['delivered', 'picked_up'] },
                deliveryDate: { $lte: window.to },
                $or: [{ status: 'delivered' }, { pickupDate: { $gte: window.from } }],
              },
            ],
          })
          .execute('all'),
        em
          .createQueryBuilder(BookingEventEntity, 'e')
          .select(['occurredAt', 'details'])
          .where({ type: 'status_changed', occurredAt: { $gte: start, $lt: end } })
          .execute('all'),
        em
          .createQueryBuilder(ContactRequestEntity, 'c')
          .select(['createdAt', 'booking'])
          .where({ createdAt: { $gte: start, $lt: end } })
          .execute('all'),
        em
          .createQueryBuilder(InvoiceEntity, 'i')
          .select(['kind', 'state', 'issueDate', 'totalCents'])
          .where({ state: 'final', issueDate: { $gte: window.from, $lte: window.to } })
          .execute('all'),
        em
          .createQueryBuilder(InvoicePaymentEntity, 'm')
          .select(['kind', 'date', 'amountCents'])
          .where({ kind: { $in: ['payment', 'refund'] }, date: { $gte: window.from, $lte: window.to } })
          .execute('all'),
        em
          .createQueryBuilder(ContainerEntity, 'k')
          .select(['dumpsterSize'])
          .where({ condition: 'in_service' })
          .execute('all'),
        em
          .createQueryBuilder(BookingEntity, 'b')
          .count()
          .where({ status: 'delivered', pickupDate: { $lt: today } })
          .execute('get'),
      ]);
      const containersInService: Record<string, number> = {};
      for (const row of containers)
        containersInService[String(row.dumpsterSize)] =
          (containersInService[String(row.dumpsterSize)] ?? 0) + 1;
      return {
        bookings: bookings.map((row) => ({
          createdAt: new Date(row.createdAt),
          status: String(row.status),
          city: String(row.city),
          bookingType: String(row.bookingType),
          dumpsterSize: String(row.dumpsterSize),
          deliveryDate: String(row.deliveryDate),
          pickupDate: String(row.pickupDate),
          totalCents: Number(row.totalCents),
        })),
        statusChanges: events.map((row) => ({
          occurredAt: new Date(row.occurredAt),
          to: String((row.details as Record<string, unknown>).to ?? ''),
        })),
        contactRequests: requests.map((row) => ({
          createdAt: new Date(row.createdAt),
          becameBooking: row.booking !== null && row.booking !== undefined,
        })),
        invoices: invoices.map((row) => ({
          kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
          state: String(row.state),
          issueDate: String(row.issueDate),
          totalCents: Number(row.totalCents),
        })),
        payments: payments.map((row) => ({
          kind: String(row.kind),
          date: String(row.date),
          amountCents: Number(row.amountCents),
        })),
        containersInService,
        outPastPickup: Number((overdue as { count?: unknown } | undefined)?.count ?? 0),
      };
    });
  }
}

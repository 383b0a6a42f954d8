// The persistence internals bench/raw-sql-ab.ts times against each other (decision 0110: every
// hand-written SQL statement kept is measured against its MikroORM form): the entities, the row
// mappers, the statements kept in SQL and the adapters that run them. A documented entry
// (decision 0117); nothing but that benchmark should need it.
export { bookingsPageQuery } from '../adapters/persistence/admin-booking-query.ts';
export { bookingData, bookingFromData } from '../adapters/persistence/booking-rows.ts';
export { BookingAccessTokenEntity } from '../adapters/persistence/entities/booking-access-token-entity.ts';
export { BookingEntity } from '../adapters/persistence/entities/booking-entity.ts';
export { BookingEventEntity } from '../adapters/persistence/entities/booking-event-entity.ts';
export { FleetEntity } from '../adapters/persistence/entities/fleet-entity.ts';
export { IdempotencyKeyEntity } from '../adapters/persistence/entities/idempotency-key-entity.ts';
export { OutboxMessageEntity } from '../adapters/persistence/entities/outbox-message-entity.ts';
export { idempotencyRow } from '../adapters/persistence/idempotency-rows.ts';
export { MikroOrmFleetLedger } from '../adapters/persistence/mikro-orm-fleet-ledger.ts';
export { insertRow } from '../adapters/persistence/row-insert.ts';
export { SqlAdminQueries } from '../adapters/persistence/sql-admin-queries.ts';
export { SqlOutboxQueue } from '../adapters/persistence/sql-outbox-queue.ts';
export { bookingCsvColumns } from '../application/bookings/booking-csv.ts';
export { csvLines } from '../application/bookings/csv.ts';

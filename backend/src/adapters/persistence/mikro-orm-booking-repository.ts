// Bookings in table `bookings` through the transaction's EntityManager: read with the query
// builder (plain rows, no identity map, so a read after an update in the same transaction sees
// the update), changed with `nativeUpdate`. The insert is on the public write path and goes
// through row-insert.ts (docs/decisions/0110).

import type { BookingStatus } from '@dumpster/domain';
import { LockMode } from '@mikro-orm/core';
import type { Booking } from '../../application/booking.ts';
import {
  BookingReferenceTakenError,
  type BookingRepository,
} from '../../application/ports/booking-repository.ts';
import { bookingData, bookingFromData } from './booking-rows.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { isUuid } from './is-uuid.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmBookingRepository implements BookingRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(booking: Booking, customerId?: string): Promise<void> {
    try {
      await insertRow(
        this.em,
        BookingEntity,
        customerId ? { ...bookingData(booking), customer: customerId } : bookingData(booking),
      );
    } catch (error) {
      if (isUniqueViolationOf(error, 'bookings_reference_unique')) {
        throw new BookingReferenceTakenError(booking.reference, { cause: error });
      }
      throw error;
    }
  }

  findById(id: string): Promise<Booking | undefined> {
    return this.find(id, LockMode.NONE);
  }

  findForUpdate(id: string): Promise<Booking | undefined> {
    return this.find(id, LockMode.PESSIMISTIC_WRITE);
  }

  async setStatus(id: string, status: BookingStatus): Promise<void> {
    await this.em.nativeUpdate(BookingEntity, { id }, { status });
  }

  async saveChange(booking: Booking): Promise<void> {
    const { status, deliveryDate, pickupDate, quote } = booking;
    await this.em.nativeUpdate(
      BookingEntity,
      { id: booking.id },
      { status, deliveryDate, pickupDate, ...quote },
    );
  }

  async saveDetails(booking: Booking): Promise<void> {
    const {
      name,
      email,
      phone,
      address,
      city,
      zipCode,
      specialInstructions,
      companyName,
      jobNumber,
      jobName,
    } = booking;
    await this.em.nativeUpdate(
      BookingEntity,
      { id: booking.id },
      { name, email, phone, address, city, zipCode, specialInstructions, companyName, jobNumber, jobName },
    );
  }

  private async find(id: string, lockMode: LockMode): Promise<Booking | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.em
      .createQueryBuilder(BookingEntity, 'b')
      .select('*')
      .where({ id })
      .setLockMode(lockMode)
      .execute('get');
    return row ? bookingFromData(row) : undefined;
  }
}

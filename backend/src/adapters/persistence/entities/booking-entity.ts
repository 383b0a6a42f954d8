// Table `bookings` (spec section 3): dates as SQL date, money as integer cents, and the quote
// the server computed frozen beside the booking; the reference is what people read aloud.
import { defineEntity, p } from '@mikro-orm/core';
import { bookingSearchTextSql } from './booking-search-text.ts';
import { CustomerEntity } from './customer-entity.ts';
import { occupiedRangeIndexSql } from './occupied-range-index.ts';

export const BookingEntity = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  properties: {
    id: p.uuid().primary(),
    /** What the customer and staff quote (domain: booking-reference.ts). */
    reference: p.string().length(12).unique(),
    bookingType: p.string().length(20),
    name: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30),
    address: p.string().length(200),
    city: p.string().length(100),
    state: p.string().length(2),
    zipCode: p.string().length(10),
    companyName: p.string().length(200).nullable(),
    jobNumber: p.string().length(100).nullable(),
    jobName: p.string().length(200).nullable(),
    dumpsterSize: p.string().length(20),
    deliveryDate: p.date(),
    pickupDate: p.date(),
    specialInstructions: p.text().nullable(),
    smsOptIn: p.boolean().default(false),
    status: p.string().length(20).default('pending'),
    basePriceCents: p.integer(),
    includedDays: p.integer(),
    extraDays: p.integer(),
    extraDayRateCents: p.integer(),
    extraCostCents: p.integer(),
    totalCents: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
    /** Who booked (migration 0012, decision 0171); null only for rows written outside the use cases. */
    customer: () => p.manyToOne(CustomerEntity).nullable().deleteRule('set null').fieldName('customer_id'),
  },
  // Migration 0005 (docs/decisions/0085): the occupancy read's index holds only the bookings
  // that occupy a unit, and a year is the longest rental, so that read can start a year back.
  // Migration 0006: the back office's filters and keyset sorts.
  indexes: [
    {
      name: 'bookings_occupancy_index',
      expression: `create index "bookings_occupancy_index" on "bookings" ("dumpster_size", "delivery_date", "pickup_date") where "status" in ('pending', 'confirmed', 'delivered', 'picked_up')`,
    },
    // Migration 0008: the same bookings found by the overlap of their days with a range.
    { name: 'bookings_occupied_range_index', expression: occupiedRangeIndexSql },
    { name: 'bookings_created_at_id_index', properties: ['createdAt', 'id'] },
    { name: 'bookings_delivery_date_id_index', properties: ['deliveryDate', 'id'] },
    { name: 'bookings_pickup_date_id_index', properties: ['pickupDate', 'id'] },
    { name: 'bookings_status_created_at_id_index', properties: ['status', 'createdAt', 'id'] },
    { name: 'bookings_status_delivery_date_id_index', properties: ['status', 'deliveryDate', 'id'] },
    {
      name: 'bookings_city_delivery_date_index',
      expression:
        'create index "bookings_city_delivery_date_index" on "bookings" (lower("city"), "delivery_date", "id")',
    },
    // Migration 0012: a customer's bookings, newest first (the look-up and the customer page).
    {
      name: 'bookings_customer_created_at_index',
      expression:
        'create index "bookings_customer_created_at_index" on "bookings" ("customer_id", "created_at" desc) where "customer_id" is not null',
    },
    {
      name: 'bookings_search_trgm_index',
      expression: `create index "bookings_search_trgm_index" on "bookings" using gin ((${bookingSearchTextSql}) gin_trgm_ops)`,
    },
  ],
  checks: [
    {
      name: 'bookings_rental_at_most_a_year_check',
      expression: '"pickup_date" <= "delivery_date" + 365',
    },
  ],
});

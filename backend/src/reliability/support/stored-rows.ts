// The rows the API stored, read back as plain request shapes so the domain's own schemas can
// judge them again: whatever got past the API must still be a valid booking or contact request.
import type { FrozenQuote } from '@dumpster/domain';
import { quoteFromRow } from '../../adapters/persistence/booking-rows.ts';
import type { Orm } from '../../adapters/persistence/orm.ts';

export interface StoredBooking {
  readonly id: string;
  readonly status: string;
  readonly request: Record<string, unknown>;
  readonly quote: FrozenQuote;
}

export async function storedBookings(orm: Orm): Promise<StoredBooking[]> {
  const rows = await orm.em.getConnection().execute<Record<string, unknown>[]>(
    `select id::text, booking_type, name, email, phone, address, city, state, zip_code, company_name,
            job_number, job_name, dumpster_size, delivery_date::text as delivery_date,
            pickup_date::text as pickup_date, special_instructions, sms_opt_in, status,
            base_price_cents, included_days, extra_days, extra_day_rate_cents, extra_cost_cents, total_cents
       from bookings order by created_at, id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    status: String(row.status),
    request: {
      bookingType: row.booking_type,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      companyName: row.company_name ?? '',
      jobNumber: row.job_number ?? '',
      jobName: row.job_name ?? '',
      dumpsterSize: row.dumpster_size,
      deliveryDate: row.delivery_date,
      pickupDate: row.pickup_date,
      specialInstructions: row.special_instructions ?? '',
      smsOptIn: row.sms_opt_in,
    },
    quote: quoteFromRow(row),
  }));
}

export interface StoredContact {
  readonly id: string;
  readonly isContacted: boolean;
  readonly request: Record<string, unknown>;
}

export async function storedContacts(orm: Orm): Promise<StoredContact[]> {
  const rows = await orm.em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      'select id::text, name, phone, email, service, message, sms_opt_in, is_contacted from contact_requests order by created_at, id',
    );
  return rows.map((row) => ({
    id: String(row.id),
    isContacted: row.is_contacted === true,
    request: {
      name: row.name,
      phone: row.phone,
      email: row.email,
      service: row.service,
      message: row.message,
      smsOptIn: row.sms_opt_in,
    },
  }));
}

/** The columns of a table, to show that no request field ever added or reached another one. */
export async function columnsOf(orm: Orm, table: string): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_name = ? and table_schema = current_schema() order by column_name`,
      [table],
    );
  return rows.map((row) => row.column_name);
}

export async function count(orm: Orm, table: string): Promise<number> {
  const rows = await orm.em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from "${table}"`);
  return Number(rows[0]?.n ?? 0);
}

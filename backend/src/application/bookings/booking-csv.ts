// What the bookings export holds (decision 0082): its columns, in order. PostgreSQL builds the
// same lines for the export itself (adapters/persistence/booking-csv-sql.ts, checked against this
// list cell for cell); the export's header is this list's headers.
import type { Booking } from '../booking.ts';
import type { CsvColumn } from './csv.ts';

/** The export's columns, in order: every field a spreadsheet user would filter on, money in dollars. */
export const bookingCsvColumns: readonly CsvColumn<Booking>[] = [
  { header: 'Reference', value: (b) => b.reference },
  { header: 'Status', value: (b) => b.status },
  { header: 'Created', value: (b) => b.createdAt.toISOString() },
  { header: 'Booking type', value: (b) => b.bookingType },
  { header: 'Name', value: (b) => b.name },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Address', value: (b) => b.address },
  { header: 'City', value: (b) => b.city },
  { header: 'State', value: (b) => b.state },
  { header: 'ZIP', value: (b) => b.zipCode },
  { header: 'Company', value: (b) => b.companyName },
  { header: 'Job number', value: (b) => b.jobNumber },
  { header: 'Job name', value: (b) => b.jobName },
  { header: 'Size', value: (b) => b.dumpsterSize },
  { header: 'Delivery', value: (b) => b.deliveryDate },
  { header: 'Pickup', value: (b) => b.pickupDate },
  { header: 'Special instructions', value: (b) => b.specialInstructions },
  { header: 'SMS opt-in', value: (b) => (b.smsOptIn ? 'yes' : 'no') },
  { header: 'Total (USD)', value: (b) => (b.quote.totalCents / 100).toFixed(2) },
];

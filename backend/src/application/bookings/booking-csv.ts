// What the bookings export holds (decision 0082): its columns, in order. PostgreSQL builds the
// same lines for the export itself (adapters/persistence/booking-csv-sql.ts, checked against this
// list cell for cell); the export's header is this list's headers.
import {
  bookingStatusLabels,
  bookingTypeLabels,
  businessDateTimeAt,
  getDumpsterSize,
} from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { CsvColumn } from './csv.ts';

/**
 * The export's columns, in order: every field a spreadsheet user would filter on, money in
 * dollars, the status, type and size as the back office words them, and when it was made in
 * Florida time (decision 0129: a booking made at 8 PM is on that day, not the next UTC one).
 */
export const bookingCsvColumns: readonly CsvColumn<Booking>[] = [
  { header: 'Reference', value: (b) => b.reference },
  { header: 'Status', value: (b) => bookingStatusLabels[b.status] },
  { header: 'Created (Florida time)', value: (b) => businessDateTimeAt(b.createdAt) },
  { header: 'Booking type', value: (b) => bookingTypeLabels[b.bookingType] },
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
  { header: 'Size', value: (b) => getDumpsterSize(b.dumpsterSize).label },
  { header: 'Delivery', value: (b) => b.deliveryDate },
  { header: 'Pickup', value: (b) => b.pickupDate },
  { header: 'Special instructions', value: (b) => b.specialInstructions },
  { header: 'SMS opt-in', value: (b) => (b.smsOptIn ? 'yes' : 'no') },
  { header: 'Total (USD)', value: (b) => (b.quote.totalCents / 100).toFixed(2) },
];

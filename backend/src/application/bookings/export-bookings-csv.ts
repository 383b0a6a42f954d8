// The bookings table as CSV (docs/decisions/0082): every booking of the filter, in its order, as
// the lines of bookingCsvColumns, streamed in chunks so memory stays one batch whatever the size.
import type { AdminBookingsFilter } from '@dumpster/domain';
import type { AdminQueries } from '../ports/admin-queries.ts';

export class ExportBookingsCsv {
  private readonly queries: AdminQueries;

  constructor(queries: AdminQueries) {
    this.queries = queries;
  }

  execute(filter: AdminBookingsFilter): AsyncIterable<string> {
    return this.queries.streamBookingCsv(filter);
  }
}

// The owner's calendar as stored (decision 0165): read and replaced inside a unit of work, so a
// change and its line in the audit trail commit together, and the bookings a change would strand
// are read in the same transaction as the save.
import type { BookingStatus, CalendarSettings, DumpsterSizeValue } from '@dumpster/domain';

export interface StoredCalendar {
  readonly settings: CalendarSettings;
  readonly updatedAt: Date;
  /** The staff member who saved it. */
  readonly updatedBy: string;
}

/** A booking with a delivery or pickup still to come, as the stranded list shows it to staff. */
export interface DatedBooking {
  readonly id: string;
  readonly reference: string;
  readonly name: string;
  readonly status: BookingStatus;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
}

export interface BusinessCalendarStore {
  /** The owner's calendar, or null when none was ever saved (the default then applies). */
  read(): Promise<StoredCalendar | null>;
  /**
   * Replaces the calendar with `settings` (already parsed by the domain's calendarSettingsSchema).
   * Two saves at once run one after the other: the first statement locks the calendar's row.
   */
  save(settings: CalendarSettings, change: { readonly at: Date; readonly by: string }): Promise<void>;
  /**
   * The bookings that still hold a unit (pending, confirmed, delivered) with a delivery or pickup
   * on or after `today`, by delivery date: those a new calendar could strand.
   */
  datedBookingsFrom(today: string): Promise<DatedBooking[]>;
}

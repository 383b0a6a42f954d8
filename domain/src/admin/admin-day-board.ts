// The dispatcher's day: every delivery and every pickup of one date, in route order (by city,
// then address), for the screen and its printed copy.
import * as v from 'valibot';
import { bookingStatuses } from '../booking/booking-status.ts';
import { isIsoDate } from '../calendar/calendar-date.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { pinnedNoteSchema } from './booking-notes.ts';

export const dayBoardMessages = { date: 'Use a date like 2026-03-14' } as const;

export const dayBoardQuerySchema = v.object({
  date: v.pipe(v.string(dayBoardMessages.date), v.check(isIsoDate, dayBoardMessages.date)),
});

export const dayBoardStopSchema = v.object({
  bookingId: v.string(),
  reference: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  zipCode: v.string(),
  dumpsterSize: v.picklist(dumpsterSizeValues),
  phone: v.string(),
  specialInstructions: v.nullable(v.string()),
  status: v.picklist(bookingStatuses),
  deliveryDate: v.string(),
  pickupDate: v.string(),
  /** The booking's notes pinned to the day board, oldest first (decision 0177). */
  pinnedNotes: v.optional(v.array(pinnedNoteSchema)),
});
export type DayBoardStop = v.InferOutput<typeof dayBoardStopSchema>;

export const dayBoardSchema = v.object({
  date: v.string(),
  /** Bookings delivered that day (not cancelled), ordered by city then address. */
  deliveries: v.array(dayBoardStopSchema),
  /** Bookings picked up that day (not cancelled), ordered by city then address. */
  pickups: v.array(dayBoardStopSchema),
});
export type DayBoard = v.InferOutput<typeof dayBoardSchema>;

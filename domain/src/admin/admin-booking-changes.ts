// The back office's changes to a booking taken on the phone (decisions 0175-0178): the bodies of
// a details edit, a staff date change and an undo, and the facts the booking page needs to offer
// them (the booking's version, its last status change).
import * as v from 'valibot';
import { bookingDateMessages, calendarDateField } from '../booking/booking-date-rules.ts';
import { bookingStatuses } from '../booking/booking-status.ts';
import { staffReasonField } from '../booking/staff-reason.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';

export { bookingEditRequestSchema } from '../booking/booking-details-edit.ts';

/** New delivery and pickup dates, and a reason when inside the customer's 24-hour limit. */
export const staffDateChangeRequestSchema = v.object(
  {
    deliveryDate: calendarDateField(bookingDateMessages.deliveryDate),
    pickupDate: calendarDateField(bookingDateMessages.pickupDate),
    reason: staffReasonField,
  },
  missingFieldMessage({
    deliveryDate: bookingDateMessages.deliveryDate,
    pickupDate: bookingDateMessages.pickupDate,
  }),
);
export type StaffDateChangeRequest = v.InferOutput<typeof staffDateChangeRequestSchema>;

/** Undo the last status change: a reason, needed when the owner undoes past the author's window. */
export const statusUndoRequestSchema = v.object({ reason: staffReasonField });
export type StatusUndoRequest = v.InferOutput<typeof statusUndoRequestSchema>;

/** The booking's last status event, for the Undo button (null when it never changed status). */
export const lastStatusChangeSchema = v.object({
  kind: v.picklist(['changed', 'undone']),
  from: v.picklist(bookingStatuses),
  to: v.picklist(bookingStatuses),
  /** ISO 8601 instant. */
  at: v.string(),
  /** The staff member who made it; null for the customer or the system. */
  authorUserId: v.nullable(v.string()),
  authorName: v.nullable(v.string()),
});
export type LastStatusChange = v.InferOutput<typeof lastStatusChangeSchema>;

/** 409 of an early delivered/picked up: the server wants it confirmed. */
export const earlyStatusConflictSchema = v.object({
  error: v.literal('confirmation_needed'),
  message: v.string(),
  plannedDate: v.string(),
  actualDate: v.string(),
  requestId: v.string(),
});
export type EarlyStatusConflict = v.InferOutput<typeof earlyStatusConflictSchema>;

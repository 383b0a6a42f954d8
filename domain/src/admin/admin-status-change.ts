// A staff member's status change: the request is the domain's statusChangeRequestSchema
// ({ status, reason }); the answers are the booking again (200) or the refusal (409) naming the
// statuses the transition table allows from where the booking is now.
import * as v from 'valibot';
import { bookingStatuses } from '../booking/booking-status.ts';
import { statusChangeRequestSchema } from '../booking/status-change-request.ts';
import { adminBookingDetailSchema } from './admin-bookings.ts';

export const adminStatusChangeRequestSchema = statusChangeRequestSchema;
export type AdminStatusChangeRequest = v.InferOutput<typeof adminStatusChangeRequestSchema>;

/** 200: the booking as it is now (status, allowed next statuses, history with the new event). */
export const adminStatusChangeAnswerSchema = adminBookingDetailSchema;

/** 409: the transition table refuses this change (decideTransition). */
export const adminStatusConflictSchema = v.object({
  error: v.literal('transition_not_allowed'),
  message: v.string(),
  /** The booking's status now. */
  status: v.picklist(bookingStatuses),
  /** What it may become (allowedTransitions); empty when final. */
  allowed: v.array(v.picklist(bookingStatuses)),
  requestId: v.string(),
});
export type AdminStatusConflict = v.InferOutput<typeof adminStatusConflictSchema>;

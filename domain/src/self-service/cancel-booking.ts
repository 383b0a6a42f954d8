// Cancel (decision 0065): a customer may cancel a booking not yet out for delivery (pending,
// confirmed) until the 24-hour limit, giving a reason if they wish. After that, by phone.
import type { BookingStatus } from '../booking/booking-status.ts';
import { checkCancellationReason } from '../booking/cancellation-reason.ts';
import { isBeforeSelfServiceDeadline } from './change-deadline.ts';
import {
  type SelfServiceBooking,
  type SelfServiceRefusal,
  statusRefusal,
  tooLateRefusal,
} from './self-service-decision.ts';

export const customerCancellableStatuses: readonly BookingStatus[] = ['pending', 'confirmed'];

export type CustomerCancellationDecision =
  | {
      readonly ok: true;
      /** The trimmed reason, null when none was given. */
      readonly reason: string | null;
    }
  | SelfServiceRefusal;

export function decideCustomerCancellation(
  booking: Pick<SelfServiceBooking, 'status' | 'deliveryDate'>,
  request: { readonly reason?: string | null | undefined },
  { now }: { now: Date },
): CustomerCancellationDecision {
  if (!customerCancellableStatuses.includes(booking.status)) return statusRefusal('cancel', booking.status);
  if (!isBeforeSelfServiceDeadline(booking.deliveryDate, now)) return tooLateRefusal;
  const reason = checkCancellationReason(request.reason, { required: false });
  if (!reason.ok)
    return {
      ok: false,
      refusal: 'invalid_reason',
      message: reason.message,
      fields: { reason: reason.message },
    };
  return { ok: true, reason: reason.reason };
}

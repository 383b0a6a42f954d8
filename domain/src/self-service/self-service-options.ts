// Which changes the customer's page offers right now, so it shows a button only for a change
// the server would accept (the server still decides each request itself), and otherwise the
// sentence saying why, with the phone number.

import { customerCancellableStatuses } from './cancel-booking.ts';
import { isBeforeSelfServiceDeadline, selfServiceDeadline } from './change-deadline.ts';
import { extendableStatuses } from './extend-rental.ts';
import { reschedulableStatuses } from './reschedule-rental.ts';
import {
  type SelfServiceAction,
  type SelfServiceBooking,
  selfServiceMessages,
  statusRefusalMessage,
} from './self-service-decision.ts';

export type SelfServiceOption =
  | { readonly offered: true }
  | { readonly offered: false; readonly message: string };

export interface SelfServiceOptions {
  readonly extend: SelfServiceOption;
  readonly reschedule: SelfServiceOption;
  readonly cancel: SelfServiceOption;
  /** Until when rescheduling and cancelling are possible online. */
  readonly deadline: Date;
}

export function selfServiceOptions(
  booking: Pick<SelfServiceBooking, 'status' | 'deliveryDate'>,
  { now }: { now: Date },
): SelfServiceOptions {
  const beforeDeadline = isBeforeSelfServiceDeadline(booking.deliveryDate, now);
  const option = (
    action: SelfServiceAction,
    statuses: readonly string[],
    needsDeadline: boolean,
  ): SelfServiceOption => {
    if (!statuses.includes(booking.status))
      return { offered: false, message: statusRefusalMessage(action, booking.status) };
    if (needsDeadline && !beforeDeadline) return { offered: false, message: selfServiceMessages.tooLate };
    return { offered: true };
  };
  return {
    extend: option('extend', extendableStatuses, false),
    reschedule: option('reschedule', reschedulableStatuses, true),
    cancel: option('cancel', customerCancellableStatuses, true),
    deadline: selfServiceDeadline(booking.deliveryDate),
  };
}

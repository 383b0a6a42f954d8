// What a customer's change (extend, reschedule, cancel) is judged on, and the shape of a
// refusal: a code the server maps to an HTTP status and a sentence the page shows as it is.
// `too_late` and `not_in_this_status` are 409 (the booking moved on); `invalid_dates` and
// `invalid_reason` are 400 with the message under each field.
import type { BookingStatus } from '../booking/booking-status.ts';
import type { FrozenQuote } from '../booking/frozen-quote.ts';
import { business } from '../business/business-facts.ts';
import type { DumpsterSizeValue } from '../catalog/dumpster-sizes.ts';
import { selfServiceNoticeHours } from './change-deadline.ts';

/** The stored booking a change is judged on. */
export interface SelfServiceBooking {
  readonly status: BookingStatus;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
  readonly pickupDate: string;
  readonly quote: FrozenQuote;
}

export type SelfServiceAction = 'extend' | 'reschedule' | 'cancel';

export type SelfServiceField = 'deliveryDate' | 'pickupDate' | 'reason';

export interface SelfServiceRefusal {
  readonly ok: false;
  readonly refusal: 'too_late' | 'not_in_this_status' | 'invalid_dates' | 'invalid_reason';
  readonly message: string;
  /** For `invalid_dates` and `invalid_reason`: the message under each field. */
  readonly fields?: Readonly<Partial<Record<SelfServiceField, string>>>;
}

export const callUsSentence = `Please call us at ${business.phoneDisplay}.`;

export const selfServiceMessages = {
  tooLate: `Changes can be made online until ${selfServiceNoticeHours} hours before delivery. ${callUsSentence}`,
} as const;

const actionWords: Record<SelfServiceAction, string> = {
  extend: 'extended',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
};

/** Why a booking in this status cannot take this change online. */
export function statusRefusalMessage(action: SelfServiceAction, status: BookingStatus): string {
  switch (status) {
    case 'cancelled':
      return `This booking is cancelled, so it can no longer be changed. ${callUsSentence}`;
    case 'completed':
      return `This booking is completed, so it can no longer be changed. ${callUsSentence}`;
    case 'picked_up':
      return `Your dumpster has been picked up, so this booking can no longer be changed online. ${callUsSentence}`;
    case 'delivered':
      return `Your dumpster has been delivered, so this booking can no longer be ${actionWords[action]} online. ${callUsSentence}`;
    default:
      return `This booking can no longer be ${actionWords[action]} online. ${callUsSentence}`;
  }
}

export function statusRefusal(action: SelfServiceAction, status: BookingStatus): SelfServiceRefusal {
  return { ok: false, refusal: 'not_in_this_status', message: statusRefusalMessage(action, status) };
}

export const tooLateRefusal: SelfServiceRefusal = {
  ok: false,
  refusal: 'too_late',
  message: selfServiceMessages.tooLate,
};

export function invalidDates(
  fields: Partial<Record<'deliveryDate' | 'pickupDate', string>>,
): SelfServiceRefusal {
  const message = fields.deliveryDate ?? fields.pickupDate ?? 'Please check the dates';
  return { ok: false, refusal: 'invalid_dates', message, fields };
}

// The body of a staff member's status change (the admin API and the back office form): the
// status wanted and, for a cancellation, why. Whether the booking may take that status is
// decideTransition's answer, given the booking's current status.
import * as v from 'valibot';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { bookingStatuses } from './booking-status.ts';
import { cancellationReasonField, cancellationReasonMessages } from './cancellation-reason.ts';

export const statusChangeMessages = {
  status: `Please choose a status: ${bookingStatuses.join(', ')}`,
  reason: cancellationReasonMessages.required,
} as const;

export const statusChangeRequestSchema = v.pipe(
  v.object(
    {
      status: v.picklist(bookingStatuses, statusChangeMessages.status),
      reason: v.optional(cancellationReasonField, ''),
      /** Marks delivered or picked up before the planned day, once staff confirmed it (decision 0178). */
      confirmEarly: v.optional(v.boolean(), false),
    },
    missingFieldMessage({ status: statusChangeMessages.status }),
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['reason']],
      (input) => input.status !== 'cancelled' || (input.reason ?? '').length > 0,
      statusChangeMessages.reason,
    ),
    ['reason'],
  ),
);

export type StatusChangeRequest = v.InferOutput<typeof statusChangeRequestSchema>;
